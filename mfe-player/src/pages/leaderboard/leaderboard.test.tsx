import { screen, waitFor, within } from '@testing-library/react';
import type { LeaderboardRow, SeasonListItem } from '@hfl/contracts';
import {
  startApiServer,
  type ApiServer,
  type Reply,
  renderRemote,
  testUsers,
  findToast,
  onAPhone,
} from '@hfl/shared-ui/testing';
import {
  CURRENT_SEASON_ID,
  OLD_SEASON_ID,
  boardRow,
  leaderboardReply,
  realSeason,
  realSeasons,
} from '../../testing/leaderboard';
import registration from '../../register';

const CURRENT_PATH = `/api/leaderboard/${CURRENT_SEASON_ID}`;
const OLD_PATH = `/api/leaderboard/${OLD_SEASON_ID}`;

// Two teams share second place; the Teams filter and the search find them by user, team or league.
const KICKERS = boardRow(
  1,
  { rank: 1, user: 'Kata Kovács', team: 'Kata Kickers', league: 'Budapest Bulls', points: 412.5, nbTeams: 8 },
  '/api/files/logo-kickers',
);
const OXEN = boardRow(2, {
  rank: 2,
  user: 'Ottó Nagy',
  team: 'Ottó Oxen',
  league: 'Szeged Sharks',
  points: 398,
  nbTeams: 4,
});
const TIGERS = boardRow(3, {
  rank: 2,
  user: 'Teri Tóth',
  team: 'Teri Tigers',
  league: 'Budapest Bulls',
  points: 398,
  nbTeams: 8,
});
const LIONS = boardRow(4, {
  rank: 4,
  user: 'Laci Lakatos',
  team: 'Left Lions',
  league: 'Győr Giants',
  points: 12,
  nbTeams: 12,
});

describe('leaderboard page', () => {
  let server: ApiServer;
  let seasons: SeasonListItem[];
  let current: LeaderboardRow[] | Reply;
  let old: LeaderboardRow[];

  beforeEach(async () => {
    window.localStorage.clear();
    seasons = realSeasons();
    current = [KICKERS, OXEN, TIGERS, LIONS];
    old = [boardRow(9, { rank: 1, user: 'Olga Old', team: 'Old Owls', league: 'Pécs Pumas', points: 77 })];
    server = await startApiServer({
      'GET /api/seasons': () => ({ status: 200, body: seasons }),
      [`GET ${CURRENT_PATH}`]: (request) => (Array.isArray(current) ? leaderboardReply(request, current) : current),
      [`GET ${OLD_PATH}`]: (request) => leaderboardReply(request, old),
    });
  });

  afterEach(() => server.close());

  const open = (user: typeof testUsers.player | null = null, path = '/leaderboard') =>
    renderRemote(registration, { path, user, apiBaseUrl: server.baseUrl });
  const boardRequests = (path = CURRENT_PATH) => server.requests.filter((request) => request.path === path);
  const lastSearch = (path = CURRENT_PATH) => boardRequests(path).at(-1)?.search;
  const cells = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
  const rowOf = (team: string) => screen.getByText(team).closest('tr') as HTMLElement;

  it('when a visitor opens it, then the current season ranks every team with Rank, User, Team, League, Points and says how, without links', async () => {
    const view = await open();

    await screen.findByText('Kata Kickers');
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/leaderboard');
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue(CURRENT_SEASON_ID);
    expect(lastSearch()).toBe('?limit=25&offset=0');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rank',
      'User',
      'Team',
      'League',
      'Points',
    ]);
    expect(cells()).toEqual([
      ['1', 'Kata Kovács', 'Kata Kickers', 'Budapest Bulls', '412.50'],
      ['2', 'Ottó Nagy', 'Ottó Oxen', 'Szeged Sharks', '398.00'],
      ['2', 'Teri Tóth', 'Teri Tigers', 'Budapest Bulls', '398.00'],
      ['4', 'Laci Lakatos', 'Left Lions', 'Győr Giants', '12.00'],
    ]);
    expect(rowOf('Kata Kickers').querySelector('img')).toHaveAttribute('src', '/api/files/logo-kickers');
    expect(rowOf('Left Lions').querySelector('img')).toBeNull();
    expect(screen.queryAllByRole('link', { name: /Kickers|Bulls|Oxen|Sharks/ })).toHaveLength(0);
    expect(
      screen.getByText(
        'Teams are ranked by their season points across all leagues; equal points share a rank, then teams are listed by name.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('4 of 4 teams shown')).toBeInTheDocument();
  });

  it('when the screen is a phone, then the filters fold away as on /players, so the ranking is on the first screen', () =>
    onAPhone(async () => {
      const view = await open();

      await screen.findByText('Kata Kickers');
      const folded = screen.getByText('Filter the leaderboard').closest('details')!;
      expect(folded).not.toHaveAttribute('open');
      expect(screen.getByRole('combobox', { name: 'Season' })).toBeVisible();
      await view.user.click(screen.getByText('Filter the leaderboard'));
      expect(folded).toHaveAttribute('open');
      // The form loads once the ranking has shown.
      expect(await screen.findByRole('searchbox', { name: 'User, team or league' })).toBeVisible();
    }));

  it('when a phone opens a link that filters the leaderboard, then the filters show unfolded with what narrowed the list', () =>
    onAPhone(async () => {
      await open(null, '/leaderboard?term=Bulls');

      await screen.findByText('Kata Kickers');
      expect(screen.getByText('Filter the leaderboard').closest('details')).toHaveAttribute('open');
      expect(screen.getByRole('searchbox', { name: 'User, team or league' })).toHaveValue('Bulls');
    }));

  it("when a logged-in user opens it, then a row's league links to its standings and its team to its roster", async () => {
    await open(testUsers.player);

    await screen.findByText('Kata Kickers');
    const row = within(rowOf('Kata Kickers'));
    expect(row.getByRole('link', { name: 'Kata Kickers' })).toHaveAttribute(
      'href',
      `/leagues/${KICKERS.league.id}/team/${KICKERS.team.id}/roster`,
    );
    expect(row.getByRole('link', { name: 'Budapest Bulls' })).toHaveAttribute(
      'href',
      `/leagues/${KICKERS.league.id}/standings`,
    );
    expect(screen.getAllByRole('link', { name: 'Budapest Bulls' })).toHaveLength(2);
    expect(within(rowOf('Ottó Oxen')).getByRole('link', { name: 'Szeged Sharks' })).toHaveAttribute(
      'href',
      `/leagues/${OXEN.league.id}/standings`,
    );
  });

  it('when the Teams filter and a term are searched, then nbTeams and term are sent and the rank note says the size counts', async () => {
    const view = await open();
    await screen.findByText('Kata Kickers');
    const sizes = screen.getByRole('combobox', { name: 'Teams' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', '4 teams', '6 teams', '8 teams', '10 teams', '12 teams', '14 teams', '16 teams']);

    await view.user.selectOptions(sizes, '8');
    await view.user.type(screen.getByRole('searchbox', { name: 'User, team or league' }), '  Teri ');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(lastSearch()).toBe('?nbTeams=8&term=Teri&limit=25&offset=0'));
    await waitFor(() => expect(cells()).toEqual([['2', 'Teri Tóth', 'Teri Tigers', 'Budapest Bulls', '398.00']]));
    expect(view.router.state.location.search).toBe('?nbTeams=8&term=Teri');
    expect(screen.getByText(/a team's rank counts only the teams of leagues of that size/)).toBeInTheDocument();

    // The size alone: every team of an 8-team league.
    await view.user.clear(screen.getByRole('searchbox', { name: 'User, team or league' }));
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch()).toBe('?nbTeams=8&limit=25&offset=0'));
    await waitFor(() => expect(cells().map((row) => row[2])).toEqual(['Kata Kickers', 'Teri Tigers']));
  });

  it('when Reset is pressed, then the filters clear and the whole board is asked again, also when nothing was filtered', async () => {
    const view = await open(null, '/leaderboard?nbTeams=4&term=sharks');
    await waitFor(() => expect(cells()).toEqual([['2', 'Ottó Nagy', 'Ottó Oxen', 'Szeged Sharks', '398.00']]));
    expect(lastSearch()).toBe('?nbTeams=4&term=sharks&limit=25&offset=0');
    expect(screen.getByRole('combobox', { name: 'Teams' })).toHaveValue('4');
    expect(screen.getByRole('searchbox', { name: 'User, team or league' })).toHaveValue('sharks');

    await view.user.click(screen.getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(lastSearch()).toBe('?limit=25&offset=0'));
    await waitFor(() => expect(cells()).toHaveLength(4));
    expect(screen.getByRole('combobox', { name: 'Teams' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'User, team or league' })).toHaveValue('');
    expect(view.router.state.location.search).toBe('');

    // Nothing to clear: Reset still searches again (rounds may have been scored meanwhile).
    const before = boardRequests().length;
    current = [{ ...LIONS, rank: 1, points: 500 }, KICKERS];
    await view.user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(boardRequests()).toHaveLength(before + 1));
    await waitFor(() => expect(cells()[0]).toEqual(['1', 'Laci Lakatos', 'Left Lions', 'Győr Giants', '500.00']));
  });

  it('when the board has more than 25 teams, then 25 show and "Load more" asks for the next 25', async () => {
    current = Array.from({ length: 60 }, (_, i) =>
      boardRow(100 + i, {
        rank: i + 1,
        user: `User ${i + 1}`,
        team: `Team ${String(i + 1).padStart(2, '0')}`,
        league: 'Budapest Bulls',
        points: 600 - i,
      }),
    );
    const view = await open();
    await screen.findByText('Team 01');

    expect(cells()).toHaveLength(25);
    expect(screen.getByText('25 of 60 teams shown')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cells()).toHaveLength(50));
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cells()).toHaveLength(60));

    expect(boardRequests().map((request) => request.search)).toEqual([
      '?limit=25&offset=0',
      '?limit=25&offset=25',
      '?limit=25&offset=50',
    ]);
    expect(cells().at(-1)).toEqual(['60', 'User 60', 'Team 60', 'Budapest Bulls', '541.00']);
    expect(screen.getByText('60 of 60 teams shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when nothing matches, then "No records found" shows', async () => {
    const view = await open();
    await screen.findByText('Kata Kickers');

    await view.user.type(screen.getByRole('searchbox', { name: 'User, team or league' }), 'nobody');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(lastSearch()).toBe('?term=nobody&limit=25&offset=0');
    expect(screen.queryByText(/teams shown/)).not.toBeInTheDocument();
  });

  it("when the current season's leaderboard answers 404, then the board is empty without an error", async () => {
    current = { status: 404, body: { error: { code: 'not_found', message: 'The requested item does not exist' } } };
    await open();

    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(boardRequests()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('when another season is chosen, then its board shows and the filters stay', async () => {
    const view = await open(null, '/leaderboard?term=o');
    await screen.findByText('Kata Kickers');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), OLD_SEASON_ID);

    await waitFor(() => expect(cells()).toEqual([['1', 'Olga Old', 'Old Owls', 'Pécs Pumas', '77.00']]));
    expect(lastSearch(OLD_PATH)).toBe('?term=o&limit=25&offset=0');
    expect(view.router.state.location.search).toBe(`?season=${OLD_SEASON_ID}&term=o`);
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue(OLD_SEASON_ID);
  });

  it('when no season is under way, then the newest one shows', async () => {
    seasons = [realSeason({ status: 'finished' }), realSeason({ id: OLD_SEASON_ID, name: '2026', status: 'finished' })];
    await open();

    await screen.findByText('Kata Kickers');
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue(CURRENT_SEASON_ID);
    expect(boardRequests(OLD_PATH)).toHaveLength(0);
  });

  it('when the board cannot be read, then the error shows and Try again asks again', async () => {
    current = { status: 500, body: { error: { code: 'server_error', message: 'Server error' } } };
    const view = await open();

    expect(await findToast('Error')).toHaveTextContent('Server error');
    current = [KICKERS];
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Kata Kickers')).toBeInTheDocument();
  });

  it('when the language is Hungarian, then an empty board says "Nincs találat"', async () => {
    current = [];
    const view = await open();
    await screen.findByText('No records found');

    await view.i18n.changeLanguage('hu');

    expect(await screen.findByText('Nincs találat')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Hely' })).toBeInTheDocument();
  });

  it('when registered, then /leaderboard is public and carries the leaderboard ads', () => {
    const route = registration.routes.find((candidate) => candidate.path === '/leaderboard');
    expect(route?.handle).toEqual({ title: 'common:leaderboard.title', adPage: 'leaderboard' });
  });
});
