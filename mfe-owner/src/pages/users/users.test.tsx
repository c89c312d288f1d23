import { screen, waitFor, within } from '@testing-library/react';
import type { OwnerUserRow } from '@hfl/contracts';
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

  beforeEach(async () => {
    rows = [
      row(ANNA, 'Anna Admin', { memberTypes: ['LEAGUE_ADMIN'], nbLeagues: 1 }),
      row(BELA, 'Béla Member', { memberTypes: ['LEAGUE_USER'], nbLeagues: 2 }),
      row(CSABA, 'Csaba Reader', { newsletter: true }),
    ];
    server = await startApiServer({
      'GET /api/users-filters': () => ({
        status: 200,
        body: {
          memberTypes: ['LEAGUE_ADMIN', 'LEAGUE_USER'],
          nbMaxLeagues: 2,
          leagueFillStatuses: ['full', 'available'],
          leagueSizeGrades: ['ok', 'big'],
          draftStatuses: ['done', 'scheduled', 'not_scheduled'],
          draftLengths: ['*-3', '3-24', '24-48', '48-72', '72-168', '168-336', '336-504', '504-672', '672-*'],
        },
      }),
      'GET /api/users': (request) => {
        const query = new URLSearchParams(request.search);
        const admin = query.get('memberType') === 'LEAGUE_ADMIN';
        return pagedReply(
          request,
          rows.filter((r) => !admin || r.memberTypes.includes('LEAGUE_ADMIN')),
        );
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
  const listCalls = () => server.requests.filter((r: RecordedRequest) => r.method === 'GET' && r.path === '/api/users');

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

    const dialog = await screen.findByRole('dialog', { name: 'Bulk Message' });
    expect(within(dialog).getByText('2 recipient(s)')).toBeInTheDocument();
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

    await user.click(within(rowOf('Béla Member')).getByRole('button', { name: 'Delete' }));
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

    await user.click(within(rowOf('Béla Member')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('when the owner suspends a user with a reason, then the reason is sent and the row shows the suspension', async () => {
    const { user } = await open();
    await screen.findByRole('cell', { name: 'Csaba Reader' });

    await user.click(within(rowOf('Csaba Reader')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Csaba Reader' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Please give the reason of the suspension')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (shown to the user at login)'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await findToast('Success')).toHaveTextContent('User "Csaba Reader" was suspended');
    const call = server.requests.find((r) => r.method === 'POST' && r.path === `/api/users/${CSABA}/suspend`)!;
    expect(call.body).toEqual({ reason: 'Spam' });
    expect(await screen.findByRole('cell', { name: 'Suspended: Spam' })).toBeInTheDocument();
    expect(within(rowOf('Csaba Reader')).getByRole('button', { name: 'Lift suspension' })).toBeInTheDocument();
  });
});
