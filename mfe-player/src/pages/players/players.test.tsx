/**
 * @jest-environment <rootDir>/src/testing/jsdom-with-fetch.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_SCORE_CONFIG,
  POSITION_GROUP,
  fantasyPoints,
  type MyMembership,
  type PlayerDetails,
  type PlayerSummary,
  type Position,
  type RealTeam,
  type StatKey,
} from '@hfl/contracts';
import { pagedReply, startApiServer, type ApiServer } from '../../testing/api-server';
import { renderRemote, testUsers } from '../../testing/harness';
import { LEAGUE_A, LEAGUE_B, adminOfAMemberOfB } from '../../testing/league-fixtures';
import { findToast } from '../../testing/toasts';
import { readCurrentLeague, storeCurrentLeague } from '../../league/current-league';
import registration from '../../register';

const ok = (body: unknown) => ({ status: 200, body });

const WOLVES: RealTeam = { id: 'a1000000000000000000000a', name: 'Budapest Wolves', status: 'active', nbPlayers: 3 };
const ENTHRONERS: RealTeam = {
  id: 'a2000000000000000000000a',
  name: 'Fehérvár Enthroners',
  status: 'active',
  nbPlayers: 1,
};

/** A player as the stats service lists them: the season's totals, points computed by the real scoring engine. */
function player(
  id: string,
  name: string,
  position: Position,
  team: RealTeam,
  stats: Partial<Record<StatKey, number>>,
  photoUrl: string | null = null,
): PlayerSummary {
  return {
    id,
    name,
    position,
    group: POSITION_GROUP[position],
    status: 'active',
    jerseyNumber: position === 'DEF' ? null : 12,
    team: { id: team.id, name: team.name },
    photoUrl,
    scores: { ...stats, fantasy_points: fantasyPoints(position, stats, DEFAULT_SCORE_CONFIG) },
  };
}

// Points: 38.2, 13, 27, 15.5.
const QB = player(
  'b1000000000000000000000b',
  'Bence Kardos',
  'QB',
  WOLVES,
  { pass_yds: 310, rush_yds: 12, td: 2, int: 1 },
  '/api/files/photo-qb',
);
const K = player('b2000000000000000000000b', 'Levente Varga', 'K', ENTHRONERS, { fg: 3, xp: 4 });
const DEF = player('b3000000000000000000000b', 'Wolves Defense', 'DEF', WOLVES, {
  sack: 4,
  defense_int: 1,
  fum_forced: 1,
  pts_allowed: 3,
});
const WR = player('b4000000000000000000000b', 'Áron Fekete', 'WR', WOLVES, { catch_yds: 95, td: 1 });

const QB_DETAILS: PlayerDetails = {
  ...QB,
  birthDate: '1998-04-02',
  height: 188,
  weight: 95,
  analysis: 'A patient passer who rarely takes a sack.',
  photo: 'photo-qb',
  age: 27,
  weeks: [
    { week: 1, game: 'c1000000000000000000000c', pass_yds: 150, rush_yds: 12, td: 1, fantasy_points: 22.2 },
    { week: 2, game: 'c2000000000000000000000c', pass_yds: 160, td: 1, int: 1, fantasy_points: 16 },
  ],
};

type SortableValue = string | number;
const sortValue = (row: PlayerSummary, key: string): SortableValue => {
  if (key === 'name' || key === 'position') return row[key];
  if (key === 'team') return row.team?.name ?? '';
  return row.scores[key as StatKey | 'fantasy_points'] ?? 0;
};

describe('players page', () => {
  let server: ApiServer;
  let memberships: MyMembership[];
  /** The players the service knows (the four above unless a test lists others). */
  let known: PlayerSummary[];

  beforeEach(async () => {
    window.localStorage.clear();
    known = [QB, K, DEF, WR];
    memberships = adminOfAMemberOfB();
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ok(memberships),
      'GET /api/teams': () => ok([WOLVES, ENTHRONERS]),
      // Like the stats service: filters, then the requested order (ties by name).
      'GET /api/players': (request) => {
        const query = new URLSearchParams(request.search);
        const term = (query.get('term') ?? '').toLowerCase();
        const key = query.get('sort') ?? 'fantasy_points';
        const direction = query.get('sortDirection') === 'asc' ? 1 : -1;
        const rows = [...known]
          .filter((row) => !query.get('team') || row.team?.id === query.get('team'))
          .filter((row) => !query.get('position') || row.position === query.get('position'))
          .filter((row) => row.name.toLowerCase().includes(term))
          .sort((a, b) => {
            const [x, y] = [sortValue(a, key), sortValue(b, key)];
            const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
            return order === 0 ? a.name.localeCompare(b.name) : order * direction;
          });
        return pagedReply(request, rows);
      },
      [`GET /api/players/${QB.id}`]: () => ok(QB_DETAILS),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/players', user: testUsers.player, apiBaseUrl: server.baseUrl });
  const listRequests = () => server.requests.filter((request) => request.path === '/api/players');
  /** The last list request's filters and sort (its page aside). */
  const lastQuery = () => {
    const {
      limit: _limit,
      offset: _offset,
      ...query
    } = Object.fromEntries(new URLSearchParams(listRequests().at(-1)?.search));
    return query;
  };
  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
  const header = (name: string) => screen.getByRole('columnheader', { name });
  const rowOf = (name: string) => screen.getByRole('button', { name }).closest('tr') as HTMLElement;

  it('when no league is selected, then "No league selected" / "Please choose a league first" shows and the user goes to /secure', async () => {
    const view = await open();

    expect(await findToast('No league selected')).toHaveTextContent('Please choose a league first');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(listRequests()).toHaveLength(0);
  });

  describe('with a current league', () => {
    beforeEach(() => storeCurrentLeague(testUsers.player.id, LEAGUE_A.id));

    it('when opened, then the players show by fantasy points descending with the main score columns', async () => {
      await open();

      await screen.findByRole('button', { name: 'Bence Kardos' });
      expect(lastQuery()).toEqual({ sort: 'fantasy_points', sortDirection: 'desc' });
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        'Name',
        'Team',
        'Position',
        'Pass yds',
        'Rush yds',
        'Catch yds',
        'TD',
        'FG',
        'XP',
        'Sacks',
        'Def INT',
        'Points▼',
        'Pick',
      ]);
      expect(header('Points')).toHaveAttribute('aria-sort', 'descending');
      expect(header('Name')).toHaveAttribute('aria-sort', 'none');
      expect(names()).toEqual(['Bence Kardos', 'Wolves Defense', 'Áron Fekete', 'Levente Varga']);
      expect(
        within(rowOf('Bence Kardos'))
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['Bence Kardos', 'Budapest Wolves', 'QB', '310', '12', '0', '2', '0', '0', '0', '0', '38.2', 'Pick']);
      const photo = rowOf('Bence Kardos').querySelector('img');
      expect(photo).toHaveAttribute('src', '/api/files/photo-qb');
      // Only a player with a photo shows one.
      expect(rowOf('Levente Varga').querySelector('img')).toBeNull();
    });

    it('when the league switcher shows, then it names the role, the plus button leads to /create-league and switching stays here', async () => {
      const view = await open();

      const switcher = await screen.findByRole('combobox', { name: 'League' });
      expect(switcher).toHaveValue(LEAGUE_A.id);
      expect(
        within(switcher)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Budapest Bulls (Admin)', 'Szeged Sharks (User)']);
      expect(screen.getByRole('link', { name: 'Create a new league' })).toHaveAttribute('href', '/create-league');
      await screen.findByRole('button', { name: 'Bence Kardos' });
      const before = listRequests().length;

      await view.user.selectOptions(switcher, LEAGUE_B.id);

      await waitFor(() => expect(screen.getByRole('combobox', { name: 'League' })).toHaveValue(LEAGUE_B.id));
      expect(view.router.state.location.pathname).toBe('/players');
      expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_B.id);
      // The chosen league's page loads its data again.
      await waitFor(() => expect(listRequests().length).toBeGreaterThan(before));
      expect(await screen.findByRole('button', { name: 'Bence Kardos' })).toBeInTheDocument();
    });

    it('when headers are clicked, then the sort is sent and toggles, and the header tells its direction', async () => {
      const view = await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      await view.user.click(within(header('Points')).getByRole('button', { name: 'Points' }));
      await waitFor(() => expect(lastQuery()).toEqual({ sort: 'fantasy_points', sortDirection: 'asc' }));
      await waitFor(() => expect(names()).toEqual(['Levente Varga', 'Áron Fekete', 'Wolves Defense', 'Bence Kardos']));
      expect(header('Points')).toHaveAttribute('aria-sort', 'ascending');

      // Text starts A to Z, the next click turns it around.
      await view.user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
      await waitFor(() => expect(lastQuery()).toEqual({ sort: 'name', sortDirection: 'asc' }));
      await waitFor(() => expect(names()).toEqual(['Áron Fekete', 'Bence Kardos', 'Levente Varga', 'Wolves Defense']));
      expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
      expect(header('Points')).toHaveAttribute('aria-sort', 'none');
      await view.user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
      await waitFor(() => expect(lastQuery()).toEqual({ sort: 'name', sortDirection: 'desc' }));
      expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

      // A statistic starts with the best.
      await view.user.click(within(header('Sacks')).getByRole('button', { name: 'Sacks' }));
      await waitFor(() => expect(lastQuery()).toEqual({ sort: 'sack', sortDirection: 'desc' }));
      await waitFor(() => expect(names()[0]).toBe('Wolves Defense'));
    });

    it("when filters and a search are applied, then they are sent, the position's statistics show, and Reset clears them", async () => {
      const view = await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });
      const teamFilter = screen.getByRole('combobox', { name: 'Team' });
      await within(teamFilter).findByRole('option', { name: 'Fehérvár Enthroners' });
      expect(
        within(teamFilter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All teams', 'Budapest Wolves', 'Fehérvár Enthroners']);
      // Sorted by a column the chosen position does not show: the default sort comes back.
      await view.user.click(within(header('FG')).getByRole('button', { name: 'FG' }));
      await waitFor(() => expect(lastQuery()).toEqual({ sort: 'fg', sortDirection: 'desc' }));

      await view.user.selectOptions(teamFilter, WOLVES.id);
      await view.user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'QB');
      await view.user.type(screen.getByRole('searchbox', { name: 'Player name' }), '  kard ');
      await view.user.click(screen.getByRole('button', { name: 'Search' }));

      await waitFor(() =>
        expect(lastQuery()).toEqual({
          team: WOLVES.id,
          position: 'QB',
          term: 'kard',
          sort: 'fantasy_points',
          sortDirection: 'desc',
        }),
      );
      await waitFor(() => expect(names()).toEqual(['Bence Kardos']));
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
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
        'Points▼',
        'Pick',
      ]);

      await view.user.click(screen.getByRole('button', { name: 'Reset' }));

      await waitFor(() => expect(lastQuery()).toEqual({ sort: 'fantasy_points', sortDirection: 'desc' }));
      await waitFor(() => expect(names()).toHaveLength(4));
      expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('');
      expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('');
      expect(screen.getByRole('searchbox', { name: 'Player name' })).toHaveValue('');
    });

    it('when a search finds nobody, then "No data available" shows', async () => {
      const view = await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      await view.user.type(screen.getByRole('searchbox', { name: 'Player name' }), 'zzz');
      await view.user.click(screen.getByRole('button', { name: 'Search' }));

      expect(await screen.findByText('No data available')).toBeInTheDocument();
      expect(lastQuery()).toEqual({ term: 'zzz', sort: 'fantasy_points', sortDirection: 'desc' });
    });

    it("when a player's name is clicked, then the popup shows the record and the weekly stats", async () => {
      const view = await open();

      await view.user.click(await screen.findByRole('button', { name: 'Bence Kardos' }));

      const dialog = await screen.findByRole('dialog', { name: 'Bence Kardos' });
      expect(await within(dialog).findByRole('img', { name: 'Photo of Bence Kardos' })).toHaveAttribute(
        'src',
        '/api/files/photo-qb',
      );
      const facts = Array.from(dialog.querySelectorAll('dt')).map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
      expect(facts).toEqual([
        ['Team', 'Budapest Wolves'],
        ['Position', 'QB'],
        ['Jersey number', '12'],
        ['Height', '188 cm'],
        ['Weight', '95 kg'],
        ['Age', '27 years'],
      ]);
      expect(within(dialog).getByText('A patient passer who rarely takes a sack.')).toBeInTheDocument();
      const weeks = within(dialog).getByRole('table');
      expect(
        within(weeks)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Round', 'Pass yds', 'Rush yds', 'Catch yds', 'TD', '2PT', 'Fumbles', 'INT', 'Points']);
      expect(
        within(weeks)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual([
        ['1', '150', '12', '0', '1', '0', '0', '0', '22.2'].join(''),
        ['2', '160', '0', '0', '1', '0', '0', '1', '16'].join(''),
      ]);
      expect(server.requests.some((request) => request.path === `/api/players/${QB.id}`)).toBe(true);

      await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('when the list shows, then every Pick button is disabled and says why', async () => {
      await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      const picks = screen.getAllByRole('button', { name: 'Pick' });
      expect(picks).toHaveLength(4);
      for (const pick of picks) {
        expect(pick).toBeDisabled();
        expect(pick).toHaveAttribute('title', "Picking opens with your league's draft and season.");
        expect(pick).toHaveAccessibleDescription("Picking opens with your league's draft and season.");
      }
    });

    it('when the league has more than 50 players, then the first 50 show and "Show more" asks the server for the next ones', async () => {
      const squad = Array.from({ length: 120 }, (_, i) =>
        player(`d${String(i).padStart(22, '0')}d`, `Player ${String(i).padStart(3, '0')}`, 'RB', WOLVES, {
          rush_yds: 1000 - i,
        }),
      );
      known = squad;
      const view = await open();
      await screen.findByRole('button', { name: 'Player 000' });

      expect(screen.getAllByRole('button', { name: 'Pick' })).toHaveLength(50);
      await view.user.click(screen.getByRole('button', { name: 'Show more (50 of 120 shown)' }));
      await waitFor(() => expect(screen.getAllByRole('button', { name: 'Pick' })).toHaveLength(100));
      await view.user.click(screen.getByRole('button', { name: 'Show more (100 of 120 shown)' }));

      await waitFor(() => expect(screen.getAllByRole('button', { name: 'Pick' })).toHaveLength(120));
      expect(names().slice(48, 52)).toEqual(['Player 048', 'Player 049', 'Player 050', 'Player 051']);
      // The server sorts the whole list; the page asks for it 50 rows at a time.
      expect(listRequests().map((request) => new URLSearchParams(request.search).get('offset'))).toEqual([
        '0',
        '50',
        '100',
      ]);
      expect(new Set(listRequests().map((request) => new URLSearchParams(request.search).get('limit')))).toEqual(
        new Set(['50']),
      );
      expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    });
  });
});
