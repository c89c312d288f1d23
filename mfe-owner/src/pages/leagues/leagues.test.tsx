import { screen, waitFor, within } from '@testing-library/react';
import type { LeagueListItem, SessionUser } from '@hfl/contracts';
import {
  pagedReply,
  readMultipart,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import { LEAGUE_ID, OTHER_LEAGUE_ID, leagueRows } from '../../testing/leagues';
import registration from '../../register';

const png = (name: string, bytes = 32) => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/png' });

describe('owner leagues page', () => {
  let server: ApiServer;
  let rows: LeagueListItem[];
  let settingsReply: Reply;
  let createReply: (request: RecordedRequest) => Reply;

  beforeEach(async () => {
    rows = leagueRows();
    settingsReply = { status: 200, body: { timezone: 'America/New_York' } };
    createReply = () => {
      rows = [...rows, { ...leagueRows()[1]!, id: '66a000000000000000000003', name: 'Fresh League' }];
      return { status: 201, body: { id: '66a000000000000000000003' } };
    };
    server = await startApiServer({
      'GET /api/settings': () => settingsReply,
      'GET /api/leagues': (request) => {
        const term = new URLSearchParams(request.search).get('term')?.toLowerCase() ?? '';
        return pagedReply(
          request,
          rows.filter((row) => row.name.toLowerCase().includes(term)),
        );
      },
      'POST /api/leagues': (request) => createReply(request),
      [`DELETE /api/leagues/${OTHER_LEAGUE_ID}`]: () => {
        rows = rows.filter((row) => row.id !== OTHER_LEAGUE_ID);
        return { status: 204 };
      },
    });
  });

  afterEach(() => server.close());

  const open = (path = '/owner/leagues', user: SessionUser = testUsers.owner) =>
    renderRemote(registration, { path, user, apiBaseUrl: server.baseUrl });

  const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
  const cells = (name: string) =>
    within(rowOf(name))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  const listCalls = () =>
    server.requests.filter((request) => request.method === 'GET' && request.path === '/api/leagues');

  it('when opened, then each row shows name, admin (or "—"), members x/max and the creation day in the settings timezone', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Leagues' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Budapest Bulls League' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Admin',
      'Members',
      'Creation date',
      'Actions',
    ]);
    // 02:30 UTC on 10 March is still 9 March in New York.
    await waitFor(() =>
      expect(cells('Budapest Bulls League').slice(0, 4)).toEqual([
        'Budapest Bulls League',
        'Anna Admin',
        '3/8',
        '09/03/2024',
      ]),
    );
    expect(cells('Owner Cup').slice(0, 4)).toEqual(['Owner Cup', '—', '0/4', '15/01/2025']);
    expect(within(rowOf('Budapest Bulls League')).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/owner/leagues/${LEAGUE_ID}`,
    );
  });

  it('when the settings cannot be read, then dates are shown in Europe/Budapest', async () => {
    settingsReply = { status: 500 };
    await open();

    await screen.findByRole('cell', { name: 'Budapest Bulls League' });
    expect(cells('Budapest Bulls League')[3]).toBe('10/03/2024');
  });

  it('when opened, then "Export to Excel" is a download link of the .xlsx export', async () => {
    await open();

    const link = await screen.findByRole('link', { name: 'Export to Excel' });
    expect(link).toHaveAttribute('href', '/api/leagues.xlsx');
    expect(link).toHaveAttribute('download');
  });

  it('when opened, then "Export to CSV" beside it is a download link of the CSV export', async () => {
    await open();

    const link = await screen.findByRole('link', { name: 'Export to CSV' });
    expect(link).toHaveAttribute('href', '/api/leagues.csv');
    expect(link).toHaveAttribute('download');
    expect(link.previousElementSibling).toHaveTextContent('Export to Excel');
  });

  it('when there are more leagues than a page, then "Load more" adds the next page and the export still covers all', async () => {
    rows = Array.from({ length: 101 }, (_, i) => ({
      ...leagueRows()[1]!,
      id: `league-${i + 1}`,
      name: `League ${i + 1}`,
    }));
    const view = await open();
    // By text, not role: the role query walks the accessibility tree of every row, slow on the 101-row pages.
    await screen.findByText('League 100', { selector: 'td' });
    expect(screen.queryByText('League 101', { selector: 'td' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('League 101', { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(listCalls().map((request) => request.search)).toEqual(['', '?offset=100']);
    // The export asks for no page: the leagues service puts every league in the file.
    expect(screen.getByRole('link', { name: 'Export to Excel' })).toHaveAttribute('href', '/api/leagues.xlsx');
  });

  it('when a term is searched, then GET /api/leagues?term= is asked and the URL keeps it; Reset shows every league', async () => {
    const view = await open();
    await screen.findByRole('cell', { name: 'Owner Cup' });

    await view.user.type(screen.getByRole('searchbox', { name: 'Search by league name' }), 'bulls');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Owner Cup' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Budapest Bulls League' })).toBeInTheDocument();
    expect(listCalls().at(-1)?.search).toBe('?term=bulls');
    expect(view.router.state.location.search).toBe('?term=bulls');

    await view.user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(await screen.findByRole('cell', { name: 'Owner Cup' })).toBeInTheDocument();
    expect(listCalls().at(-1)?.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search by league name' })).toHaveValue('');
  });

  it('when opened with ?term=, then the search box and the request carry it', async () => {
    await open('/owner/leagues?term=cup');

    expect(await screen.findByRole('cell', { name: 'Owner Cup' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Budapest Bulls League' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by league name' })).toHaveValue('cup');
  });

  it('when a league is deleted and confirmed, then DELETE is sent, a success toast shows and the list refreshes', async () => {
    const view = await open();
    await screen.findByRole('cell', { name: 'Owner Cup' });
    const before = listCalls().length;

    await view.user.click(within(rowOf('Owner Cup')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete league' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the league "Owner Cup"?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await findToast('Success')).toHaveTextContent('League "Owner Cup" was successfully deleted');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Owner Cup' })).not.toBeInTheDocument());
    const deletion = server.requests.find((request) => request.method === 'DELETE');
    expect(deletion?.path).toBe(`/api/leagues/${OTHER_LEAGUE_ID}`);
    expect(deletion?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(listCalls().length).toBe(before + 1);
  });

  it('when the delete is cancelled, then nothing is sent and the row stays', async () => {
    const view = await open();
    await screen.findByRole('cell', { name: 'Owner Cup' });

    await view.user.click(within(rowOf('Owner Cup')).getByRole('button', { name: 'Delete' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('cell', { name: 'Owner Cup' })).toBeInTheDocument();
  });

  it('when a league is created with two slides, then a multipart POST carries the fields and pictures, and the list refreshes', async () => {
    const view = await open();
    await screen.findByRole('cell', { name: 'Owner Cup' });

    await view.user.click(screen.getByRole('button', { name: 'Create League' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create League' });
    await view.user.type(within(dialog).getByLabelText('League name'), 'Fresh League');
    await view.user.selectOptions(within(dialog).getByLabelText('Number of teams'), '10');
    await view.user.type(within(dialog).getByLabelText('Description'), 'Autumn fun');
    await view.user.click(within(dialog).getByRole('button', { name: 'Add slide' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Add slide' }));
    const slide = (number: number) => within(dialog).getByRole('group', { name: `Slide ${number}` });
    await view.user.type(within(slide(1)).getByLabelText('Title'), 'Kick-off');
    await view.user.upload(within(slide(1)).getByLabelText('Image'), png('kick-off.png', 40));
    await view.user.type(within(slide(2)).getByLabelText('Title'), 'Trophy');
    await view.user.upload(within(slide(2)).getByLabelText('Image'), png('trophy.png', 60));
    await view.user.click(within(dialog).getByRole('button', { name: 'Create League' }));

    expect(await findToast('Success')).toHaveTextContent('New League was successfully created');
    expect(await screen.findByRole('cell', { name: 'Fresh League' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const creation = server.requests.find((request) => request.method === 'POST' && request.path === '/api/leagues')!;
    expect(creation.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    const parts = await readMultipart(creation);
    expect(Object.fromEntries([...parts.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Fresh League',
      nbMaxTeams: '10',
      description: 'Autumn fun',
      'images[0][title]': 'Kick-off',
      'images[1][title]': 'Trophy',
    });
    const first = parts.get('images[0][image]') as File;
    const second = parts.get('images[1][image]') as File;
    expect([first.name, first.size, second.name, second.size]).toEqual(['kick-off.png', 40, 'trophy.png', 60]);
    // The owner's league has no team: no team fields go along.
    expect(parts.has('teamName')).toBe(false);
  });

  it('when the create form is sent empty, then the league-form messages show and nothing is posted', async () => {
    const view = await open();
    await screen.findByRole('cell', { name: 'Owner Cup' });

    await view.user.click(screen.getByRole('button', { name: 'Create League' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create League' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Add slide' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Create League' }));

    expect(await within(dialog).findByText('Please input league name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select number of teams')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('when the server refuses a field, then its message shows on that field and the modal stays open', async () => {
    createReply = () => ({
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'name', message: 'This league name is taken' }],
        },
      },
    });
    const view = await open();
    await screen.findByRole('cell', { name: 'Owner Cup' });

    await view.user.click(screen.getByRole('button', { name: 'Create League' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create League' });
    await view.user.type(within(dialog).getByLabelText('League name'), 'Owner Cup');
    await view.user.selectOptions(within(dialog).getByLabelText('Number of teams'), '4');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create League' }));

    expect(await within(dialog).findByText('This league name is taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('League name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('New League was successfully created')).not.toBeInTheDocument();
  });

  it('when a user without SUPER_ADMIN opens it, then they are sent to /secure and no league is asked for', async () => {
    const view = await open('/owner/leagues', testUsers.player);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(listCalls()).toHaveLength(0);
  });

  it('when the owner uses the back-office menu, then Leagues leads to this page', async () => {
    const view = await open('/owner');

    await view.user.click(
      within(await screen.findByRole('navigation', { name: 'Back-office navigation' })).getByRole('link', {
        name: 'Leagues',
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Leagues' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/owner/leagues');
  });
});
