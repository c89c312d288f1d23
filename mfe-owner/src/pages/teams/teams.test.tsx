import { screen, waitFor, within } from '@testing-library/react';
import type { RealTeam, SeasonStatus } from '@hfl/contracts';
import {
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
import { DUCKS_ID, SHARKS_ID, WOLVES_ID, realTeams, season, wolvesPlayers } from '../../testing/real-teams';
import registration from '../../register';

const NEW_TEAM_ID = '67a000000000000000000009';

const refusal = (status: number, code: string, message: string, violations?: unknown[]): Reply => ({
  status,
  body: { error: { code, message, ...(violations ? { violations } : {}) } },
});

describe('owner teams page', () => {
  let server: ApiServer;
  let teams: RealTeam[];
  let currentSeasonReply: Reply;
  let deleteReply: () => Reply;
  let createReply: (request: RecordedRequest) => Reply;
  /** While set, the list's answer waits for it. */
  let listHeld: Promise<void> | null;

  beforeEach(async () => {
    teams = realTeams();
    listHeld = null;
    currentSeasonReply = refusal(404, 'not_found', 'There is no active season');
    deleteReply = () => {
      teams = teams.filter((team) => team.id !== DUCKS_ID);
      return { status: 204 };
    };
    createReply = (request) => {
      const created = {
        id: NEW_TEAM_ID,
        nbPlayers: 0,
        logoUrl: null,
        ...(request.body as Pick<RealTeam, 'name' | 'status'>),
      };
      teams = [...teams, created];
      return { status: 201, body: created };
    };
    server = await startApiServer({
      'GET /api/teams': async () => {
        await listHeld;
        return { status: 200, body: teams };
      },
      'GET /api/seasons/current': () => currentSeasonReply,
      'POST /api/teams': (request) => createReply(request),
      [`POST /api/owner/teams/${SHARKS_ID}/update`]: async (request) => {
        const parts = await readMultipart(request);
        const body = { name: String(parts.get('name')), status: parts.get('status') as RealTeam['status'] };
        const logoUrl = parts.has('logo') ? '/api/files/67f000000000000000000001' : undefined;
        teams = teams.map((team) =>
          team.id === SHARKS_ID ? { ...team, ...body, ...(logoUrl ? { logoUrl } : {}) } : team,
        );
        return { status: 200, body: teams.find((team) => team.id === SHARKS_ID) };
      },
      [`DELETE /api/teams/${DUCKS_ID}`]: () => deleteReply(),
      [`DELETE /api/teams/${WOLVES_ID}`]: () => refusal(409, 'conflict', "Transfer or delete the team's players first"),
      [`GET /api/teams/${WOLVES_ID}/players`]: () => ({ status: 200, body: wolvesPlayers() }),
    });
  });

  afterEach(() => server.close());

  const open = (path = '/owner/teams') =>
    renderRemote(registration, { path, user: testUsers.owner, apiBaseUrl: server.baseUrl });

  const teamRow = (name: string) => screen.getByRole('button', { name }).closest('tr')!;
  const teamNames = () =>
    within(screen.getByRole('region', { name: 'Teams' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
  const sent = (method: string, path: string) =>
    server.requests.filter((request) => request.method === method && request.path === path);

  it('when opened with no season, then the teams show with name, status and actions, and Add Team and Delete are offered', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Teams and players' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Budapest Wolves' });
    const table = within(screen.getByRole('region', { name: 'Teams' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Status',
      'Actions',
    ]);
    expect(within(teamRow('Győr Sharks')).getAllByRole('cell')[1]).toHaveTextContent('Bye');
    expect(within(teamRow('Szeged Ducks')).getAllByRole('cell')[1]).toHaveTextContent('Inactive');
    expect(await screen.findByRole('button', { name: 'Add Team' })).toBeInTheDocument();
    expect(within(teamRow('Győr Sharks')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(teamRow('Győr Sharks')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it.each<[SeasonStatus, boolean]>([
    ['drafting', true],
    ['ongoing', false],
    ['finished', true],
  ])('when the current season is %s, then Add Team and team deletion shown: %s', async (status, shown) => {
    currentSeasonReply = { status: 200, body: season(status) };
    await open();
    await screen.findByRole('button', { name: 'Budapest Wolves' });

    if (shown) {
      expect(await screen.findByRole('button', { name: 'Add Team' })).toBeInTheDocument();
    } else {
      expect(await screen.findByText('Teams cannot be added or deleted while a season is ongoing')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Team' })).not.toBeInTheDocument();
    }
    // Edit stays: only adding and deleting are refused during a season.
    const actions = within(teamRow('Győr Sharks'));
    expect(actions.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(actions.queryAllByRole('button', { name: 'Delete' })).toHaveLength(shown ? 1 : 0);
  });

  it('when a team is added, then POST /api/teams carries name and status, a success toast shows and the list refreshes', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Add Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });

    await view.user.type(within(dialog).getByLabelText('Name'), 'Debrecen Gladiators');
    await view.user.selectOptions(within(dialog).getByLabelText('Status'), 'bye');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save team' }));

    expect(await findToast('Success')).toHaveTextContent('Team "Debrecen Gladiators" was successfully created');
    expect(await screen.findByRole('button', { name: 'Debrecen Gladiators' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [creation] = sent('POST', '/api/teams');
    expect(creation?.body).toEqual({ name: 'Debrecen Gladiators', status: 'bye' });
    expect(creation?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
  });

  it('when the team form is sent without a name, then "Name is required" shows and nothing is posted', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Add Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });

    await view.user.click(within(dialog).getByRole('button', { name: 'Save team' }));

    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST', '/api/teams')).toHaveLength(0);
  });

  it('when the server refuses the name, then its message shows on the field and the modal stays open', async () => {
    createReply = () =>
      refusal(400, 'input_invalid', 'Invalid data provided', [{ property: 'name', message: 'Name is too long' }]);
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Add Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });

    await view.user.type(within(dialog).getByLabelText('Name'), 'Debrecen Gladiators');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save team' }));

    expect(await within(dialog).findByText('Name is too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when a team is edited, then the form starts from its values and the owner update saves the change, keeping the logo', async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'Győr Sharks' });

    await view.user.click(within(teamRow('Győr Sharks')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Győr Sharks');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('bye');
    await view.user.clear(within(dialog).getByLabelText('Name'));
    await view.user.type(within(dialog).getByLabelText('Name'), 'Győr Sharks II');
    await view.user.selectOptions(within(dialog).getByLabelText('Status'), 'active');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save team' }));

    expect(await findToast('Success')).toHaveTextContent('Team "Győr Sharks II" was successfully updated');
    expect(await screen.findByRole('button', { name: 'Győr Sharks II' })).toBeInTheDocument();
    const parts = await readMultipart(sent('POST', `/api/owner/teams/${SHARKS_ID}/update`)[0]!);
    expect(Object.fromEntries(parts.entries())).toEqual({ name: 'Győr Sharks II', status: 'active' });
  });

  it("when a logo is chosen while editing, then it goes as the multipart 'logo' and the form shows the stored one next time", async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'Győr Sharks' });

    await view.user.click(within(teamRow('Győr Sharks')).getByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    await view.user.upload(
      within(dialog).getByLabelText('Logo'),
      new File([new Uint8Array(24).fill(1)], 'sharks.png', { type: 'image/png' }),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Save team' }));

    expect(await findToast('Success')).toHaveTextContent('Team "Győr Sharks" was successfully updated');
    const logo = (await readMultipart(sent('POST', `/api/owner/teams/${SHARKS_ID}/update`)[0]!)).get('logo') as File;
    expect([logo.name, logo.size]).toEqual(['sharks.png', 24]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await view.user.click(within(teamRow('Győr Sharks')).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    expect(await within(dialog).findByRole('img')).toHaveAttribute('src', '/api/files/67f000000000000000000001');
  });

  it('when Edit is opened after a save but before the list comes back, then the dialog shows the stored logo once it does', async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'Győr Sharks' });
    await view.user.click(within(teamRow('Győr Sharks')).getByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    await view.user.upload(
      within(dialog).getByLabelText('Logo'),
      new File([new Uint8Array(24).fill(1)], 'sharks.png', { type: 'image/png' }),
    );
    let release = () => {};
    listHeld = new Promise((resolve) => (release = resolve));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    await findToast('Success');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await view.user.click(within(teamRow('Győr Sharks')).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    release();

    expect(await within(dialog).findByRole('img')).toHaveAttribute('src', '/api/files/67f000000000000000000001');
  });

  it('when a team is added, then no logo field shows (a club gets its logo by editing)', async () => {
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Add Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });

    expect(within(dialog).queryByLabelText('Logo')).not.toBeInTheDocument();
  });

  it('when a team deletion is confirmed, then DELETE is sent, a success toast shows and the team leaves the list', async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'Szeged Ducks' });

    await view.user.click(await within(teamRow('Szeged Ducks')).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete team' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Szeged Ducks?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await findToast('Success')).toHaveTextContent('Team "Szeged Ducks" was successfully deleted');
    await waitFor(() => expect(teamNames()).toEqual(['Budapest Wolves', 'Győr Sharks']));
    expect(sent('DELETE', `/api/teams/${DUCKS_ID}`)).toHaveLength(1);
  });

  it('when the server refuses a deletion (the team has players), then the error toast shows its message and the team stays', async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'Budapest Wolves' });

    await view.user.click(await within(teamRow('Budapest Wolves')).findByRole('button', { name: 'Delete' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Delete team' })).getByRole('button', { name: 'Delete' }),
    );

    expect(await findToast('Error')).toHaveTextContent("Transfer or delete the team's players first");
    expect(teamNames()).toEqual(['Budapest Wolves', 'Győr Sharks', 'Szeged Ducks']);
  });

  it('when the deletion is cancelled, then nothing is sent', async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'Szeged Ducks' });

    await view.user.click(await within(teamRow('Szeged Ducks')).findByRole('button', { name: 'Delete' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('when a team is chosen, then its players show below and the URL keeps the choice', async () => {
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Budapest Wolves' }));

    const players = await screen.findByRole('region', { name: 'Players of Budapest Wolves' });
    expect(screen.getByRole('button', { name: 'Budapest Wolves' })).toHaveAttribute('aria-pressed', 'true');
    expect(view.router.state.location.search).toBe(`?team=${WOLVES_ID}`);
    await within(players).findByRole('cell', { name: 'Bence Kovács' });
    expect(
      within(players)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Position', 'Jersey', 'Status', 'Actions']);
    const rows = within(players).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Bence Kovács', 'QB', '12', 'Active'],
      ['Budapest Wolves Defense', 'DEF', '', 'Injured'],
    ]);
  });

  it("when opened with ?team=, then that team's players show at once", async () => {
    await open(`/owner/teams?team=${WOLVES_ID}`);

    const players = await screen.findByRole('region', { name: 'Players of Budapest Wolves' });
    expect(await within(players).findByRole('cell', { name: 'Bence Kovács' })).toBeInTheDocument();
  });

  it('when the owner uses the back-office menu, then Teams leads to this page', async () => {
    const view = await open('/owner');

    await view.user.click(
      within(await screen.findByRole('navigation', { name: 'Back-office navigation' })).getByRole('link', {
        name: 'Teams',
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Teams and players' })).toBeInTheDocument();
  });
});
