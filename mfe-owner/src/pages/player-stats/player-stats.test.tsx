import { screen, waitFor, within } from '@testing-library/react';
import type { PlayerSummary, SeasonListItem } from '@hfl/contracts';
import { pagedReply, startApiServer, type ApiServer, renderRemote, testUsers } from '@hfl/shared-ui/testing';
import {
  OLD_SEASON_ID,
  PLAYER_IDS,
  SEASON_ID,
  TEAMS,
  oldSeasonListItem,
  playerDetails,
  playerRows,
  seasonListItem,
} from '../../testing/real-league-stats';
import registration from '../../register';

describe('owner player statistics page', () => {
  let server: ApiServer;
  let seasons: SeasonListItem[];
  let rows: PlayerSummary[];

  beforeEach(async () => {
    window.localStorage.clear();
    seasons = [seasonListItem(), oldSeasonListItem()];
    rows = playerRows();
    server = await startApiServer({
      'GET /api/seasons': () => ({ status: 200, body: seasons }),
      'GET /api/teams': () => ({
        status: 200,
        body: Object.values(TEAMS).map((team) => ({ ...team, status: 'active', nbPlayers: 40 })),
      }),
      'GET /api/players': (request) => pagedReply(request, rows),
      [`GET /api/players/${PLAYER_IDS.qb}`]: () => ({ status: 200, body: playerDetails() }),
    });
  });

  afterEach(() => server.close());

  const open = (path = '/owner/players') =>
    renderRemote(registration, { path, user: testUsers.owner, apiBaseUrl: server.baseUrl });
  const listRequests = () =>
    server.requests.filter((request) => request.method === 'GET' && request.path === '/api/players');
  /** The list requests' queries, as parameters, their page aside. */
  const listQueries = () =>
    listRequests().map((request) => {
      const { limit: _limit, offset: _offset, ...query } = Object.fromEntries(new URLSearchParams(request.search));
      return query;
    });
  const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
  const cellsOf = (name: string) =>
    within(screen.getByRole('button', { name }).closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it("when opened, then the current season's totals are asked best first and shown with every statistic and the points", async () => {
    await open();

    await screen.findByRole('button', { name: 'Áron Kovács' });
    expect(listQueries()).toEqual([{ season: SEASON_ID, sort: 'fantasy_points', sortDirection: 'desc' }]);
    expect(screen.getByLabelText('Round')).toHaveValue('');
    expect(headers()).toEqual([
      'Name',
      'Team',
      'Position',
      'Pass yds',
      'Rush yds',
      'Catch yds',
      'TD',
      '2PT',
      'Fumbles',
      'INT',
      'Def INT',
      'FG',
      'XP',
      'FG missed',
      'XP missed',
      'Forced fumbles',
      'Sacks',
      'Pts allowed',
      'Win/Loss',
      'Pts scored',
      'Score diff',
      'Points',
    ]);
    expect(cellsOf('Áron Kovács')).toEqual([
      'Áron Kovács',
      'Budapest Bulls',
      'QB',
      '512',
      '30',
      '0',
      '4',
      '0',
      '0',
      '1',
      ...Array(11).fill('0'),
      '72.2',
    ]);
    expect(cellsOf('Tamás Új').slice(0, 3)).toEqual(['Tamás Új', '–', 'RB']);
  });

  it('when a round is chosen, then that round\'s statistics are asked; "All rounds" goes back to the totals', async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'Áron Kovács' });

    await view.user.selectOptions(screen.getByLabelText('Round'), '2');

    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        season: SEASON_ID,
        week: '2',
        sort: 'fantasy_points',
        sortDirection: 'desc',
      }),
    );
    expect(view.router.state.location.search).toBe('?week=2');

    await view.user.selectOptions(screen.getByLabelText('Round'), 'All rounds');

    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({ season: SEASON_ID, sort: 'fantasy_points', sortDirection: 'desc' }),
    );
  });

  it("when team, position and a name are searched, then the list is asked with them and shows the position's statistics only", async () => {
    const view = await open('/owner/players?week=1');
    await screen.findByRole('button', { name: 'Áron Kovács' });
    const filters = screen.getByRole('search', { name: 'Filter players' });
    await waitFor(() => expect(within(within(filters).getByLabelText('Team')).getAllByRole('option')).toHaveLength(4));

    await view.user.selectOptions(within(filters).getByLabelText('Team'), 'Budapest Bulls');
    await view.user.selectOptions(within(filters).getByLabelText('Position'), 'DEF');
    await view.user.type(within(filters).getByLabelText('Player name'), ' def ');
    await view.user.click(within(filters).getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        season: SEASON_ID,
        week: '1',
        team: TEAMS.bulls.id,
        position: 'DEF',
        term: 'def',
        sort: 'fantasy_points',
        sortDirection: 'desc',
      }),
    );
    await waitFor(() =>
      expect(headers()).toEqual([
        'Name',
        'Team',
        'Position',
        'Def INT',
        'Forced fumbles',
        'Sacks',
        'Pts allowed',
        'Points',
      ]),
    );

    await view.user.click(within(filters).getByRole('button', { name: 'Reset' }));

    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        season: SEASON_ID,
        week: '1',
        sort: 'fantasy_points',
        sortDirection: 'desc',
      }),
    );
    expect(within(filters).getByLabelText('Position')).toHaveValue('');
  });

  it("when a name is clicked, then the popup shows the player's record, age in years, analysis and one row per round of the season", async () => {
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Áron Kovács' }));

    const dialog = await screen.findByRole('dialog', { name: 'Áron Kovács' });
    await within(dialog).findByText('27 years');
    const facts = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Status: 'Active',
      Team: 'Budapest Bulls',
      Position: 'QB',
      'Jersey number': '12',
      Height: '188 cm',
      Weight: '92 kg',
      Age: '27 years',
    });
    expect(within(dialog).getByRole('img', { name: 'Photo of Áron Kovács' })).toHaveAttribute(
      'src',
      '/api/files/67b00000000000000000000a',
    );
    expect(within(dialog).getByRole('heading', { name: 'Analysis' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Accurate passer\./)).toBeInTheDocument();
    const weeks = within(within(dialog).getByRole('table'))
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(weeks.slice(1)).toEqual([
      ['1', '50.00', '302', '18', '0', '3', '0', '0', '0'],
      ['2', '22.20', '210', '12', '0', '1', '0', '1', '1'],
    ]);
    const detailRead = server.requests.find((request) => request.path === `/api/players/${PLAYER_IDS.qb}`);
    expect(detailRead?.search).toBe(`?season=${SEASON_ID}`);
  });

  it('when the season is switched, then the list is asked again for that season, without the chosen round', async () => {
    const view = await open('/owner/players?week=3&position=QB');
    await screen.findByRole('button', { name: 'Áron Kovács' });

    await view.user.selectOptions(screen.getByLabelText('Season'), OLD_SEASON_ID);

    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        season: OLD_SEASON_ID,
        position: 'QB',
        sort: 'fantasy_points',
        sortDirection: 'desc',
      }),
    );
    expect(view.router.state.location.search).toBe('?position=QB');
    // The old season had 2 rounds.
    expect(
      within(screen.getByLabelText('Round'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All rounds', 'Round 1', 'Round 2']);
  });

  it('when the season has more players than a page, then "Load more" asks for the next page and adds it', async () => {
    rows = Array.from({ length: 101 }, (_, i) => ({
      ...playerRows()[3]!,
      id: `player-${i + 1}`,
      name: `Player ${i + 1}`,
    }));
    const view = await open();
    await screen.findByRole('button', { name: 'Player 100' });
    expect(screen.queryByRole('button', { name: 'Player 101' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('button', { name: 'Player 101' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(listRequests().map((request) => new URLSearchParams(request.search).get('offset'))).toEqual(['0', '100']);
    expect(listQueries().at(-1)).toEqual({ season: SEASON_ID, sort: 'fantasy_points', sortDirection: 'desc' });
  });

  it('when no player matches, then "No data available" shows', async () => {
    rows = [];
    await open();

    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('when there is no season, then "No data available" shows and no list is asked for', async () => {
    seasons = [];
    await open();

    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(listQueries()).toEqual([]);
  });
});
