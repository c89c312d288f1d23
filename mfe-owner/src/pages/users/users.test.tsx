import { screen, waitFor, within } from '@testing-library/react';
import { matchesSearch, type OwnerUserRow } from '@hfl/contracts';
import {
  pagedReply,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import { selectOwnerUsersRecipients } from '../../owner-users/slice';
import registration from '../../register';

const ANNA = '66b000000000000000000001';
const BELA = '66b000000000000000000002';
const CSABA = '66b000000000000000000003';

const row = (id: string, name: string, overrides: Partial<OwnerUserRow> = {}): OwnerUserRow => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  memberTypes: [],
  nbLeagues: 0,
  newsletter: false,
  createdAt: '2025-01-01T10:00:00.000Z',
  status: 'active',
  suspendedReason: null,
  isSuperAdmin: false,
  ...overrides,
});

describe('owner users page', () => {
  let server: ApiServer;
  let rows: OwnerUserRow[];
  /** The filter's options answer once this settles. */
  let optionsHeld: Promise<void>;

  beforeEach(async () => {
    optionsHeld = Promise.resolve();
    rows = [
      row(ANNA, 'Anna Admin', { memberTypes: ['LEAGUE_ADMIN'], nbLeagues: 1 }),
      row(BELA, 'Béla Member', { memberTypes: ['LEAGUE_USER'], nbLeagues: 2 }),
      row(CSABA, 'Csaba Reader', { newsletter: true }),
    ];
    server = await startApiServer({
      'GET /api/users-filters': async () => {
        await optionsHeld;
        return {
          status: 200,
          body: {
            memberTypes: ['LEAGUE_ADMIN', 'LEAGUE_USER'],
            nbMaxLeagues: 2,
            leagueFillStatuses: ['full', 'available'],
            leagueSizeGrades: ['ok', 'big'],
            draftStatuses: ['done', 'scheduled', 'not_scheduled'],
            draftLengths: ['*-3', '3-24', '24-48', '48-72', '72-168', '168-336', '336-504', '504-672', '672-*'],
          },
        };
      },
      'GET /api/settings': () => ({ status: 200, body: { timezone: 'Europe/Budapest' } }),
      // Like accounts: the filter, the search (accents and case ignored), the order (descending reversed), the page.
      'GET /api/users': (request) => {
        const query = new URLSearchParams(request.search);
        const admin = query.get('memberType') === 'LEAGUE_ADMIN';
        const term = query.get('term') ?? '';
        const matching = rows.filter(
          (r) =>
            (!admin || r.memberTypes.includes('LEAGUE_ADMIN')) &&
            (matchesSearch(r.name, term) || matchesSearch(r.email, term)),
        );
        if (query.get('sort') === 'name') matching.sort((a, b) => a.name.localeCompare(b.name));
        if (query.get('direction') === 'desc') matching.reverse();
        return pagedReply(request, matching);
      },
      'GET /api/email-templates': () => ({ status: 200, body: [] }),
      'GET /api/users/ids': () => ({ status: 200, body: { ids: rows.map((r) => r.id) } }),
      [`DELETE /api/users/${BELA}`]: () => {
        rows = rows.filter((r) => r.id !== BELA);
        return { status: 200, body: { name: 'Béla Member' } };
      },
      [`POST /api/users/${CSABA}/suspend`]: () => {
        rows = rows.map((r) => (r.id === CSABA ? { ...r, status: 'suspended', suspendedReason: 'Spam' } : r));
        return { status: 204 };
      },
    });
  });

  afterEach(() => server.close());

  const open = (path = '/owner/users') =>
    renderRemote(registration, { path, user: testUsers.owner, apiBaseUrl: server.baseUrl });
  const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
  /** Opens the row's menu and chooses the action. */
  const choose = async (user: { click: (element: Element) => Promise<void> }, name: string, action: string) => {
    await user.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
    await user.click(screen.getByRole('menuitem', { name: action }));
  };
  const listCalls = () => server.requests.filter((r: RecordedRequest) => r.method === 'GET' && r.path === '/api/users');

  it("when the filter's options come after the users, then one spinner holds the page until both are in, so nothing is pushed down", async () => {
    let release = () => {};
    optionsHeld = new Promise<void>((resolve) => (release = resolve));
    await open();

    await screen.findByRole('heading', { level: 1, name: 'Users' });
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    // The users' answer is in: still neither the filter nor the table, one spinner.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('form', { name: 'Filter users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Anna Admin' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    release();

    await screen.findByRole('cell', { name: 'Anna Admin' });
    expect(
      within(screen.getByRole('group', { name: 'Qty of Leagues' }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent!.trim()),
    ).toEqual(['0', '1', '2']);
  });

  it('when opened, then the filter with the spec labels, the users with their newsletter and the export links', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Anna Admin' });
    const leagues = screen.getByRole('group', { name: 'Qty of Leagues' });
    await waitFor(() =>
      expect(
        within(leagues)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')!.textContent!.trim()),
      ).toEqual(['0', '1', '2']),
    );
    const lengths = within(screen.getByRole('group', { name: 'Draft Length' })).getAllByRole('checkbox');
    expect(lengths.map((box) => box.closest('label')!.textContent!.trim())).toEqual([
      'under 3 hours',
      '3-24',
      '24-48',
      '48-72',
      '3-7 days',
      '7-14 days',
      '14-21 days',
      '21-28 days',
      '28+ days',
    ]);
    expect(within(rowOf('Csaba Reader')).getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
    expect(within(rowOf('Anna Admin')).getByRole('cell', { name: 'No' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export To Excel' })).toHaveAttribute('href', '/api/users.xlsx');
    expect(screen.getByRole('link', { name: 'Export for Newsletter' })).toHaveAttribute(
      'href',
      '/api/users.csv?newsletter=1',
    );
  });

  it('when the owner filters by Admin, then the list is asked for with the filter, which the URL and the export keep', async () => {
    const { user, router } = await open();
    await screen.findByRole('cell', { name: 'Anna Admin' });

    await user.click(
      within(screen.getByRole('group', { name: 'Member Type' })).getByRole('checkbox', { name: 'Admin' }),
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(new URLSearchParams(listCalls().at(-1)!.search).get('memberType')).toBe('LEAGUE_ADMIN'));
    expect(await screen.findByRole('cell', { name: 'Anna Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Béla Member' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?memberType=LEAGUE_ADMIN');
    expect(screen.getByRole('link', { name: 'Export To Excel' })).toHaveAttribute(
      'href',
      '/api/users.xlsx?memberType=LEAGUE_ADMIN',
    );

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByRole('cell', { name: 'Béla Member' });
    expect(router.state.location.search).toBe('');
  });

  it('when users are selected and the filter changes, then the selection is cleared', async () => {
    const { user, store } = await open();
    await screen.findByRole('cell', { name: 'Anna Admin' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Anna Admin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Béla Member' }));

    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(selectOwnerUsersRecipients(store.getState())).toEqual({ kind: 'users', ids: [ANNA, BELA] });

    await user.click(screen.getByRole('checkbox', { name: 'Select the whole list' }));
    expect(screen.getByText('The whole list is selected (3 users)')).toBeInTheDocument();
    expect(selectOwnerUsersRecipients(store.getState())).toEqual({ kind: 'wholeList', filter: '' });

    await user.click(within(screen.getByRole('group', { name: 'Newsletter' })).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.getByText('0 selected')).toBeInTheDocument());
    expect(selectOwnerUsersRecipients(store.getState())).toBeNull();
  });

  it('when nobody is selected, then Send Emails is closed; with two chosen, it opens the message to those two', async () => {
    const { user } = await open();
    await screen.findByRole('cell', { name: 'Anna Admin' });
    expect(screen.getByRole('button', { name: 'Send Emails' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Anna Admin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Béla Member' }));
    await user.click(screen.getByRole('button', { name: 'Send Emails' }));

    // A loading dialog first, then the message once its form's code is in.
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Bulk Message' })).getByText('2 recipient(s)'),
      ).toBeInTheDocument(),
    );
  });

  it('when the whole list is selected, then Send Emails asks for every matching id and opens the message to all of them', async () => {
    const { user } = await open();
    await screen.findByRole('cell', { name: 'Anna Admin' });
    await user.click(screen.getByRole('checkbox', { name: 'Select the whole list' }));

    await user.click(screen.getByRole('button', { name: 'Send Emails' }));

    // A loading dialog first, then the message once the ids are in.
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Bulk Message' })).getByText('3 recipient(s)'),
      ).toBeInTheDocument(),
    );
    expect(server.requests.some((r: RecordedRequest) => r.path === '/api/users/ids')).toBe(true);
  });

  it('when the owner deletes a user for a breach after confirming, then the call says so and the spec toast shows', async () => {
    const { user } = await open();
    await screen.findByRole('cell', { name: 'Béla Member' });

    await choose(user, 'Béla Member', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(within(dialog).getByText('Are you sure you want to delete Béla Member?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /breach of the rules/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await findToast('Success')).toHaveTextContent('User "Béla Member" was successfully deleted');
    const deletion = server.requests.find((r) => r.method === 'DELETE')!;
    expect(deletion.path).toBe(`/api/users/${BELA}`);
    expect(deletion.search).toBe('?breach=1');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Béla Member' })).not.toBeInTheDocument());
  });

  it('when the owner cancels the deletion, then nothing is deleted', async () => {
    const { user } = await open();
    await screen.findByRole('cell', { name: 'Béla Member' });

    await choose(user, 'Béla Member', 'Delete');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('when the owner suspends a user with a reason, then the reason is sent and the row shows the suspension', async () => {
    const { user } = await open();
    await screen.findByRole('cell', { name: 'Csaba Reader' });

    await choose(user, 'Csaba Reader', 'Suspend');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Csaba Reader' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Please give the reason of the suspension')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (shown to the user at login)'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await findToast('Success')).toHaveTextContent('User "Csaba Reader" was suspended');
    const call = server.requests.find((r) => r.method === 'POST' && r.path === `/api/users/${CSABA}/suspend`)!;
    expect(call.body).toEqual({ reason: 'Spam' });
    expect(await screen.findByRole('cell', { name: 'Suspended: Spam' })).toBeInTheDocument();
    await user.click(within(rowOf('Csaba Reader')).getByRole('button', { name: 'Actions for Csaba Reader' }));
    expect(screen.getByRole('menuitem', { name: 'Lift suspension' })).toBeInTheDocument();
  });

  it('when the owner searches "akos", then the list is asked for with the term and Ákos is found; the URL, the export and the whole list keep it', async () => {
    rows.push(row('66b000000000000000000004', 'Ákos Kiss'));
    const { user, router, store } = await open();
    await screen.findByRole('cell', { name: 'Anna Admin' });

    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail' }), 'akos');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    // Ákos alone: the searched list, not the one before it (which held him too).
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((r) => within(r).getAllByRole('cell')[1]!.textContent),
      ).toEqual(['Ákos Kiss']),
    );
    expect(new URLSearchParams(listCalls().at(-1)!.search).get('term')).toBe('akos');
    expect(router.state.location.search).toBe('?term=akos');
    expect(screen.getByRole('link', { name: 'Export To Excel' })).toHaveAttribute('href', '/api/users.xlsx?term=akos');
    await user.click(screen.getByRole('checkbox', { name: 'Select the whole list' }));
    expect(selectOwnerUsersRecipients(store.getState())).toEqual({ kind: 'wholeList', filter: 'term=akos' });
  });

  it('when the owner sorts by a column header, then ascending, then descending, announced on the header, and the Excel export follows', async () => {
    const { user, router } = await open();
    await screen.findByRole('cell', { name: 'Anna Admin' });
    const nameHeader = () => screen.getByRole('columnheader', { name: /^Name/ });
    expect(screen.getByRole('columnheader', { name: /^Registered/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(nameHeader()).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(nameHeader()).getByRole('button', { name: /Name/ }));

    await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'descending'));
    const last = new URLSearchParams(listCalls().at(-1)!.search);
    expect([last.get('sort'), last.get('direction')]).toEqual(['name', 'desc']);
    expect(router.state.location.search).toBe('?sort=name&direction=desc');
    // The Excel file comes in the table's order.
    expect(screen.getByRole('link', { name: 'Export To Excel' })).toHaveAttribute(
      'href',
      '/api/users.xlsx?sort=name&direction=desc',
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((r) => within(r).getAllByRole('cell')[1]!.textContent),
      ).toEqual(['Csaba Reader', 'Béla Member', 'Anna Admin']),
    );
  });

  it('when there are more users than a page, then pages of 25, 50 or 100 with the range, and the whole list stays selected across pages', async () => {
    rows = Array.from({ length: 60 }, (_, i) =>
      row(`66b0000000000000000001${String(i).padStart(2, '0')}`, `User ${String(i + 1).padStart(2, '0')}`),
    );
    const { user, store } = await open();
    await screen.findByRole('cell', { name: 'User 01' });
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select the whole list' }));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'User 26' })).toBeInTheDocument();
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
    expect(new URLSearchParams(listCalls().at(-1)!.search).get('offset')).toBe('25');
    expect(screen.getByText('The whole list is selected (60 users)')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(await screen.findByRole('cell', { name: 'User 50' })).toBeInTheDocument();
    expect(screen.getByText('1–50 of 60')).toBeInTheDocument();
    const last = new URLSearchParams(listCalls().at(-1)!.search);
    expect([last.get('limit'), last.get('offset')]).toEqual(['50', '0']);
    expect(selectOwnerUsersRecipients(store.getState())).toEqual({ kind: 'wholeList', filter: '' });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('when a row shows its registration date, then in DD/MM/YYYY', async () => {
    await open();
    await screen.findByRole('cell', { name: 'Anna Admin' });

    expect(within(rowOf('Anna Admin')).getByRole('cell', { name: '01/01/2025' })).toBeInTheDocument();
  });

  it('when the keyboard opens a row menu, then it is a menu button: arrows move, Escape closes back on the button', async () => {
    const { user } = await open();
    await screen.findByRole('cell', { name: 'Anna Admin' });
    const button = within(rowOf('Anna Admin')).getByRole('button', { name: 'Actions for Anna Admin' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Actions for Anna Admin' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Suspend' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Disable' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Suspend' })).toHaveFocus();
  });
});
