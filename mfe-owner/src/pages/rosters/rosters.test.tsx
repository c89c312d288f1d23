import { screen, waitFor, within } from '@testing-library/react';
import type { SeasonListItem } from '@hfl/contracts';
import { startApiServer, type ApiServer, type Reply, renderRemote, testUsers, findToast } from '@hfl/shared-ui/testing';
import {
  OLD_SEASON_ID,
  SEASON_ID,
  SHARKS_ID,
  WOLVES_ID,
  playerSummary,
  seasonList,
  seasonTeams,
  wolvesPlayers,
} from '../../testing/real-teams';
import registration from '../../register';

describe('owner rosters page', () => {
  let server: ApiServer;
  let seasons: SeasonListItem[];
  let seasonsReply: () => Reply;

  beforeEach(async () => {
    window.localStorage.clear();
    seasons = seasonList();
    seasonsReply = () => ({ status: 200, body: seasons });
    const [qb, def] = wolvesPlayers();
    server = await startApiServer({
      'GET /api/seasons': () => seasonsReply(),
      [`GET /api/seasons/${SEASON_ID}/teams`]: () => ({ status: 200, body: seasonTeams() }),
      // The running season asks for each club's current squad.
      [`GET /api/teams/${WOLVES_ID}/rosters/current/players`]: () => ({
        status: 200,
        body: [
          { ...qb!, scores: { pass_yds: 612, td: 5, fantasy_points: 91.2 } },
          { ...def!, scores: { sack: 4, fantasy_points: 21 } },
        ],
      }),
      [`GET /api/teams/${SHARKS_ID}/rosters/current/players`]: () => ({
        status: 200,
        body: [
          playerSummary({
            id: '67b000000000000000000005',
            name: 'Gergő Tóth',
            position: 'K',
            jerseyNumber: 3,
            team: { id: SHARKS_ID, name: 'Győr Sharks' },
            scores: { fantasy_points: 14 },
          }),
        ],
      }),
      [`GET /api/seasons/${OLD_SEASON_ID}/teams`]: () => ({
        status: 200,
        body: [{ id: SHARKS_ID, name: 'Győr Sharks', status: 'active', nbPlayers: 1 }],
      }),
      // A finished season asks who played for the club then.
      [`GET /api/seasons/${OLD_SEASON_ID}/teams/${SHARKS_ID}/players`]: () => ({
        status: 200,
        body: [
          playerSummary({
            id: '67b000000000000000000009',
            name: 'Régi Játékos',
            position: 'RB',
            scores: { fantasy_points: 3 },
          }),
        ],
      }),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/owner/rosters', user: testUsers.owner, apiBaseUrl: server.baseUrl });
  const teamsTable = () => screen.getByRole('region', { name: 'Teams of the season' });
  const rowsOf = (container: HTMLElement) =>
    within(container)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );

  it('when opened, then the active season is chosen and its teams show with status and number of players', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Rosters' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Season')).toHaveValue(SEASON_ID);
    await screen.findByRole('button', { name: 'Budapest Wolves' });
    expect(
      within(teamsTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Team', 'Status', 'Players']);
    expect(rowsOf(teamsTable())).toEqual([
      ['Budapest Wolves', 'Active', '2'],
      ['Győr Sharks', 'Bye', '1'],
    ]);
    // Read-only: nothing to add, edit or delete.
    expect(screen.queryByRole('button', { name: /Add|Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('when a team is chosen, then its players of that season show with their fantasy points', async () => {
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Budapest Wolves' }));

    const players = await screen.findByRole('region', { name: 'Players of Budapest Wolves' });
    await within(players).findByRole('cell', { name: 'Bence Kovács' });
    expect(
      within(players)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Position', 'Jersey', 'Status', 'Fantasy points']);
    expect(rowsOf(players)).toEqual([
      ['Bence Kovács', 'QB', '12', 'Active', '91.2'],
      ['Budapest Wolves Defense', 'DEF', '', 'Injured', '21'],
    ]);

    await view.user.click(screen.getByRole('button', { name: 'Győr Sharks' }));
    const sharks = await screen.findByRole('region', { name: 'Players of Győr Sharks' });
    expect(await within(sharks).findByRole('cell', { name: 'Gergő Tóth' })).toBeInTheDocument();
  });

  it('when another season is chosen, then its teams load, no team stays chosen and the choice is remembered', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Budapest Wolves' }));
    await screen.findByRole('region', { name: 'Players of Budapest Wolves' });

    await view.user.selectOptions(screen.getByLabelText('Season'), OLD_SEASON_ID);

    await waitFor(() => expect(rowsOf(teamsTable())).toEqual([['Győr Sharks', 'Active', '1']]));
    expect(screen.queryByRole('region', { name: /Players of/ })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('hfl.owner.season')).toBe(OLD_SEASON_ID);

    await view.user.click(screen.getByRole('button', { name: 'Győr Sharks' }));
    const sharks = await screen.findByRole('region', { name: 'Players of Győr Sharks' });
    expect(await within(sharks).findByRole('cell', { name: 'Régi Játékos' })).toBeInTheDocument();
    expect(server.requests.map((request) => request.path)).not.toContain(
      `/api/teams/${SHARKS_ID}/rosters/current/players`,
    );
  });

  it('when there is no season, then "No data available" shows', async () => {
    seasons = [];
    await open();

    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByLabelText('Season')).not.toBeInTheDocument();
  });

  it('when the seasons cannot be read, then the error toast shows and Try again asks once more', async () => {
    seasonsReply = () => ({ status: 500, body: { error: { code: 'internal', message: 'Server error' } } });
    const view = await open();

    expect(await findToast('Error')).toHaveTextContent('Server error');
    seasonsReply = () => ({ status: 200, body: seasons });
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Budapest Wolves' })).toBeInTheDocument();
  });
});
