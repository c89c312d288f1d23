import { screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_SCORE_CONFIG,
  NO_PLAYER_OUTLOOK,
  POSITION_GROUP,
  fantasyPoints,
  type MyMembership,
  LEAGUE_PAGE_FIRST_READS,
  type PlayerDetails,
  type PlayerSummary,
  type Position,
  type FantasyPosition,
  type RealTeam,
  type RosterPlayerView,
  type RosterView,
  type StatKey,
  type WaiverClaimView,
  type WaiversView,
} from '@hfl/contracts';
import { testTime } from '@hfl/contracts/test-time';
import {
  pagedReply,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  renderRemote,
  testUsers,
  findToast,
  onAPhone,
} from '@hfl/shared-ui/testing';
import { LEAGUE_A, LEAGUE_B, adminOfAMemberOfB } from '../../testing/league-fixtures';
import { readCurrentLeague, storeCurrentLeague } from '../../league/current-league';
import registration from '../../register';

const ok = (body: unknown) => ({ status: 200, body });

const WOLVES: RealTeam = {
  id: 'a1000000000000000000000a',
  name: 'Budapest Wolves',
  status: 'active',
  nbPlayers: 3,
  logoUrl: null,
};
const ENTHRONERS: RealTeam = {
  id: 'a2000000000000000000000a',
  name: 'Fehérvár Enthroners',
  status: 'active',
  nbPlayers: 1,
  logoUrl: null,
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
  outlook: NO_PLAYER_OUTLOOK,
};

/** The fantasy service's answer when the caller has no roster in the league (before its draft). */
const NO_ROSTER: Reply = {
  status: 422,
  body: { error: { code: 'no_roster', message: 'You have no roster in this league' } },
};

const ROSTER_ID = 'e1000000000000000000000e';

/** A lineup filled in slot order (starters first, then the bench) with the real position each slot takes. */
const STARTING: ReadonlyArray<[FantasyPosition, Position]> = [
  ['QB', 'QB'],
  ['RB', 'RB'],
  ['TE_WR', 'WR'],
  ['TE_WR', 'TE'],
  ['FLEX', 'RB'],
  ['K', 'K'],
  ['DEF', 'DEF'],
  ['HC', 'HC'],
];
const fillOrder = (size: number): Array<[FantasyPosition, Position]> =>
  Array.from({ length: size }, (_, i) => STARTING[i] ?? ['BENCH', 'RB']);

/**
 * The caller's roster in LEAGUE_A (none of the four above on it), open unless told otherwise: `size` players in slot
 * order, or the places and positions given.
 */
function myRoster(
  players: number | ReadonlyArray<[FantasyPosition, Position]>,
  overrides: Partial<RosterView> = {},
): RosterView {
  const places = typeof players === 'number' ? fillOrder(players) : players;
  return {
    id: ROSTER_ID,
    leagueId: LEAGUE_A.id,
    seasonId: 'e2000000000000000000000e',
    status: 'open',
    lockedWeek: null,
    closedReason: null,
    week: 2,
    team: { id: 'e3000000000000000000000e', name: 'Kata Kickers', logoUrl: null, userId: 'u1', owner: 'Kata Kovács' },
    isMine: true,
    players: places.map(([fantasyPosition, position], i): RosterPlayerView => ({
      id: `f${String(i).padStart(22, '0')}f`,
      rosterPlayerId: `f${String(i).padStart(22, '0')}f`,
      activityStatus: fantasyPosition === 'BENCH' ? 'bench' : 'active',
      fantasyPosition,
      addedAt: '2031-09-07 10:00:00',
      player: {
        id: `e${String(i).padStart(22, '0')}e`,
        name: `Rostered ${i}`,
        position,
        team: null,
        photoUrl: null,
        jerseyNumber: 20,
      },
      weekPoints: null,
      seasonPoints: 0,
    })),
    ...overrides,
  };
}

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
  /** The caller's roster in LEAGUE_A (none: 422, as before the league's draft). */
  let roster: RosterView | Reply;
  /** Ids of players on some roster of LEAGUE_A: not free agents. */
  let taken: Set<string>;
  /** The answer to a pick (the player joins the roster when it is 200). */
  let pickReply: (request: RecordedRequest) => Reply;
  /** The answer to an add and drop (`POST rosters/{id}/adds`). */
  let addReply: (request: RecordedRequest) => Reply;
  /** What the popup reads of the quarterback. */
  let qbDetails: PlayerDetails;
  /** LEAGUE_A's waivers (none waived unless a test says so). */
  let waivers: WaiversView;
  /** The waivers are answered once this settles (at once unless a test holds them back). */
  let waiversArrive: Promise<void>;

  /** Like the stats service: filters, then the requested order (ties by name). */
  const listReply = (request: RecordedRequest, rows: PlayerSummary[]) => {
    const query = new URLSearchParams(request.search);
    const term = (query.get('term') ?? '').toLowerCase();
    const key = query.get('sort') ?? 'fantasy_points';
    const direction = query.get('sortDirection') === 'asc' ? 1 : -1;
    const sorted = [...rows]
      .filter((row) => !query.get('team') || row.team?.id === query.get('team'))
      .filter((row) => !query.get('position') || row.position === query.get('position'))
      .filter((row) => row.name.toLowerCase().includes(term))
      .sort((a, b) => {
        const [x, y] = [sortValue(a, key), sortValue(b, key)];
        const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
        return order === 0 ? a.name.localeCompare(b.name) : order * direction;
      });
    return pagedReply(request, sorted);
  };
  const hasRoster = () => roster !== NO_ROSTER;

  beforeEach(async () => {
    window.localStorage.clear();
    known = [QB, K, DEF, WR];
    memberships = adminOfAMemberOfB();
    roster = NO_ROSTER;
    taken = new Set();
    pickReply = () => ok(roster);
    addReply = () => ok(roster);
    qbDetails = QB_DETAILS;
    waiversArrive = Promise.resolve();
    waivers = {
      enabled: true,
      runHour: 10,
      timeZone: 'Europe/Budapest',
      runAt: null,
      allWaived: false,
      waivedPlayerIds: [],
      order: [],
      claims: [],
    };
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ok(memberships),
      'GET /api/teams': () => ok([WOLVES, ENTHRONERS]),
      'GET /api/players': (request) => listReply(request, known),
      // Like the fantasy service: the league's free agents, or 422 without a roster there.
      [`GET /api/leagues/${LEAGUE_A.id}/available-players`]: (request) =>
        hasRoster()
          ? listReply(
              request,
              known.filter((row) => !taken.has(row.id)),
            )
          : NO_ROSTER,
      [`GET /api/leagues/${LEAGUE_B.id}/available-players`]: () => NO_ROSTER,
      [`GET /api/leagues/${LEAGUE_A.id}/rosters/me`]: () => ('players' in roster ? ok(roster) : roster),
      [`GET /api/leagues/${LEAGUE_B.id}/rosters/me`]: () => NO_ROSTER,
      [`GET /api/players/${QB.id}`]: () => ok(qbDetails),
      // The viewer's team in LEAGUE_A: its clock is São Paulo's.
      [`GET /api/fantasy-teams/t-${LEAGUE_A.id}`]: () =>
        ok({
          id: `t-${LEAGUE_A.id}`,
          name: `${LEAGUE_A.name} Team`,
          timezone: 'America/Sao_Paulo',
          league: { id: LEAGUE_A.id },
          user: { id: testUsers.player.id, name: testUsers.player.name },
          logo: null,
          logoUrl: null,
        }),
      [`POST /api/rosters/${ROSTER_ID}/adds`]: (request) => addReply(request),
      [`GET /api/leagues/${LEAGUE_A.id}/waivers`]: async () => {
        await waiversArrive;
        return ok(waivers);
      },
      [`POST /api/leagues/${LEAGUE_A.id}/waiver-claims`]: (request) => {
        const { playerId, drop } = request.body as { playerId: string; drop: string | null };
        const claimed = known.find((row) => row.id === playerId)!;
        const dropped = 'players' in roster ? roster.players.find((rp) => rp.id === drop) : undefined;
        waivers.claims.push({
          id: `c${String(waivers.claims.length).padStart(22, '0')}c`,
          rank: waivers.claims.length + 1,
          player: { ...claimed, jerseyNumber: claimed.jerseyNumber },
          drop: dropped ? { rosterPlayerId: dropped.id, player: dropped.player } : null,
          createdAt: '2031-10-08T10:00:00.000Z',
          dropLeft: false,
        });
        return { status: 201, body: waivers.claims };
      },
      [`PUT /api/leagues/${LEAGUE_A.id}/waiver-claims/order`]: (request) => {
        const { claimIds } = request.body as { claimIds: string[] };
        waivers.claims = claimIds.map((id, i) => ({ ...waivers.claims.find((c) => c.id === id)!, rank: i + 1 }));
        return ok(waivers.claims);
      },
      ...Object.fromEntries(
        ['c0000000000000000000000c', 'c0000000000000000000001c'].map((id) => [
          `DELETE /api/leagues/${LEAGUE_A.id}/waiver-claims/${id}`,
          () => {
            waivers.claims = waivers.claims.filter((c) => c.id !== id);
            return ok(waivers.claims);
          },
        ]),
      ),
      ...Object.fromEntries(
        known.map((row) => [
          `POST /api/rosters/${ROSTER_ID}/players/${row.id}`,
          (request: RecordedRequest) => pickReply(request),
        ]),
      ),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/players', user: testUsers.player, apiBaseUrl: server.baseUrl });
  const listRequests = (path = '/api/players') => server.requests.filter((request) => request.path === path);
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
      .map((row) => within(within(row).getAllByRole('cell')[0]!).getByRole('button').textContent);
  const header = (name: string) => screen.getByRole('columnheader', { name });
  // Queries by text, not role, for lists of a hundred rows: role queries there take seconds, ten times that on a
  // busy CI machine.
  const addButtons = () => screen.getAllByText('Add', { selector: 'button' });
  const numberedNames = () =>
    screen.getAllByText(/^Player \d{3}$/, { selector: 'button' }).map((button) => button.textContent);
  const showMore = (label: string) => screen.getByText(label, { selector: 'button' });
  const rowOf = (name: string) => screen.getByRole('button', { name }).closest('tr') as HTMLElement;

  it('when no league is selected, then "No league selected" / "Please choose a league first" shows and the user goes to /secure', async () => {
    const view = await open();

    expect(await findToast('No league selected')).toHaveTextContent('Please choose a league first');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(listRequests()).toHaveLength(0);
  });

  describe('with a current league', () => {
    beforeEach(() => storeCurrentLeague(testUsers.player.id, LEAGUE_A.id));

    it("when the screen is a phone, then the filters fold away like the draft room's until asked for", () =>
      onAPhone(async () => {
        const view = await open();

        await screen.findByRole('button', { name: 'Bence Kardos' });
        const folded = screen.getByText('Filter players').closest('details')!;
        expect(folded).not.toHaveAttribute('open');
        // The form loads once the list has shown.
        expect(await within(folded).findByRole('search', { hidden: true })).toBeInTheDocument();
        await view.user.click(screen.getByText('Filter players'));
        expect(folded).toHaveAttribute('open');
        expect(screen.getByRole('combobox', { name: 'Position' })).toBeVisible();
      }));

    it("when the screen is a laptop's, then the filters show without a fold", async () => {
      await open();

      await screen.findByRole('button', { name: 'Bence Kardos' });
      expect(screen.getByRole('search', { name: 'Filter players' })).toBeInTheDocument();
      expect(screen.queryByText('Filter players', { selector: 'summary' })).not.toBeInTheDocument();
    });

    it('when opened, then the players show by fantasy points descending with the main score columns', async () => {
      await open();

      await screen.findByRole('button', { name: 'Bence Kardos' });
      expect(lastQuery()).toEqual({ sort: 'fantasy_points', sortDirection: 'desc' });
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        'Name',
        'Team',
        'Position',
        'Status',
        'Points▼',
        'Pass yds',
        'Rush yds',
        'Catch yds',
        'TD',
        'FG',
        'XP',
        'Sacks',
        'Def INT',
        'Add',
      ]);
      expect(header('Points')).toHaveAttribute('aria-sort', 'descending');
      expect(header('Name')).toHaveAttribute('aria-sort', 'none');
      expect(names()).toEqual(['Bence Kardos', 'Wolves Defense', 'Áron Fekete', 'Levente Varga']);
      expect(
        within(rowOf('Bence Kardos'))
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        // A phone's line under the name repeats the position and status (hidden on a laptop).
        'Bence KardosQB Active',
        'Budapest Wolves',
        'QB',
        'Active',
        '38.20',
        '310',
        '12',
        '0',
        '2',
        '0',
        '0',
        '0',
        '0',
        'Add',
      ]);
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
        'Status',
        'Points▼',
        'Pass yds',
        'Rush yds',
        'Catch yds',
        'TD',
        '2PT',
        'Fumbles',
        'INT',
        'Add',
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
        ['Status', 'Active'],
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
      ).toEqual(['Round', 'Points', 'Pass yds', 'Rush yds', 'Catch yds', 'TD', '2PT', 'Fumbles', 'INT']);
      expect(
        within(weeks)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual([
        ['1', '22.20', '150', '12', '0', '1', '0', '0', '0'].join(''),
        ['2', '16.00', '160', '0', '0', '1', '0', '0', '1'].join(''),
      ]);
      expect(server.requests.some((request) => request.path === `/api/players/${QB.id}`)).toBe(true);

      await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("when a player's popup opens, then his next game's kickoff shows on the viewer's team clock in the league", async () => {
      qbDetails = {
        ...QB_DETAILS,
        outlook: {
          ...NO_PLAYER_OUTLOOK,
          comingRound: {
            week: 3,
            game: {
              opponent: { id: ENTHRONERS.id, name: ENTHRONERS.name },
              home: true,
              date: '2031-09-20',
              kickoff: '2031-09-20 13:00:00',
            },
          },
        },
      };
      const view = await open();

      await view.user.click(await screen.findByRole('button', { name: 'Bence Kardos' }));

      const dialog = await screen.findByRole('dialog', { name: 'Bence Kardos' });
      // 15:00 in Budapest is 10:00 in São Paulo, the viewer's team's clock.
      expect(await within(dialog).findByRole('region', { name: 'Next game' })).toHaveTextContent(
        `Round 3: at home against ${ENTHRONERS.name}, Saturday, 20 September 2031 at 10:00 GMT-3`,
      );
    });

    it('when the list shows, then every Add button is disabled and says why', async () => {
      await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      const picks = screen.getAllByRole('button', { name: 'Add' });
      expect(picks).toHaveLength(4);
      for (const pick of picks) {
        expect(pick).toBeDisabled();
        expect(pick).toHaveAttribute('title', "Adding players opens with your league's draft and season.");
        expect(pick).toHaveAccessibleDescription("Adding players opens with your league's draft and season.");
      }
    });

    it(
      'when the league has more than 50 players, then the first 50 show and "Show more" asks the server for the next ones',
      async () => {
        const squad = Array.from({ length: 120 }, (_, i) =>
          player(`d${String(i).padStart(22, '0')}d`, `Player ${String(i).padStart(3, '0')}`, 'RB', WOLVES, {
            rush_yds: 1000 - i,
          }),
        );
        known = squad;
        const view = await open();
        await screen.findByText('Player 000', { selector: 'button' });

        expect(addButtons()).toHaveLength(50);
        await view.user.click(showMore('Show more (50 of 120 shown)'));
        await waitFor(() => expect(addButtons()).toHaveLength(100));
        await view.user.click(showMore('Show more (100 of 120 shown)'));

        await waitFor(() => expect(addButtons()).toHaveLength(120));
        expect(numberedNames().slice(48, 52)).toEqual(['Player 048', 'Player 049', 'Player 050', 'Player 051']);
        // The server sorts the whole list; the page asks for it 50 rows at a time.
        expect(listRequests().map((request) => new URLSearchParams(request.search).get('offset'))).toEqual([
          '0',
          '50',
          '100',
        ]);
        expect(new Set(listRequests().map((request) => new URLSearchParams(request.search).get('limit')))).toEqual(
          new Set(['50']),
        );
        expect(screen.queryByText(/Show more/, { selector: 'button' })).not.toBeInTheDocument();
        // 120 rows of a full table: seconds alone, far more beside a whole CI run's other lanes.
      },
      testTime(60_000),
    );
  });
  describe('with a roster in the current league', () => {
    beforeEach(() => {
      storeCurrentLeague(testUsers.player.id, LEAGUE_A.id);
      // Levente Varga is on another team's roster: not a free agent.
      taken = new Set([K.id]);
      roster = myRoster(12);
      pickReply = (request) => {
        const picked = known.find((row) => request.path.endsWith(`/${row.id}`));
        if (!picked || !('players' in roster)) return { status: 404 };
        taken.add(picked.id);
        roster = myRoster(roster.players.length + 1);
        return ok(roster);
      };
    });

    const picks = () => screen.getAllByRole('button', { name: 'Add' });
    const pickIn = (name: string) => within(rowOf(name)).getByRole('button', { name: 'Add' });
    /** The Add in a player's row once it opens: the roster is a read of its own, and may arrive after the list. */
    const openPickIn = async (name: string) => {
      await waitFor(() => expect(pickIn(name)).toBeEnabled());
      return pickIn(name);
    };
    const pickRequests = () => server.requests.filter((request) => request.method === 'POST');
    const freeAgentsPath = `/api/leagues/${LEAGUE_A.id}/available-players`;

    it("when opened, then the league's free agents show by fantasy points descending, Add is open and the roster's size is told", async () => {
      await open();

      await screen.findByRole('button', { name: 'Bence Kardos' });
      expect(names()).toEqual(['Bence Kardos', 'Wolves Defense', 'Áron Fekete']);
      expect(listRequests(freeAgentsPath).map((request) => request.search)).toEqual([
        '?sort=fantasy_points&sortDirection=desc&limit=50&offset=0',
      ]);
      expect(listRequests()).toHaveLength(0);
      expect(await screen.findByText('Your roster has 12 of 14 players: add a free agent.')).toBeInTheDocument();
      // The BFF has the browser fetch these with the page (contracts): the page asks for each as it is written there.
      await waitFor(() =>
        expect(server.requests.map((request) => `${request.method} ${request.path}${request.search}`)).toEqual(
          expect.arrayContaining(LEAGUE_PAGE_FIRST_READS['/players']!(LEAGUE_A.id).map((read) => `GET ${read}`)),
        ),
      );
      expect(picks()).toHaveLength(3);
      for (const pick of picks()) expect(pick).toBeEnabled();
    });

    it('when filters, a sort and "Show more" are used, then the free agents are asked for with the same query and paging', async () => {
      known = Array.from({ length: 60 }, (_, i) =>
        player(`d${String(i).padStart(22, '0')}d`, `Player ${String(i).padStart(3, '0')}`, 'RB', WOLVES, {
          rush_yds: 1000 - i,
        }),
      );
      const view = await open();
      await screen.findByText('Player 000', { selector: 'button' });

      await view.user.click(showMore('Show more (50 of 60 shown)'));
      await waitFor(() => expect(addButtons()).toHaveLength(60));
      await view.user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'RB');
      await view.user.click(screen.getByRole('button', { name: 'Search' }));
      await view.user.click(within(header('Name')).getByRole('button', { name: 'Name' }));

      await waitFor(() =>
        expect(listRequests(freeAgentsPath).at(-1)?.search).toBe(
          '?position=RB&sort=name&sortDirection=asc&limit=50&offset=0',
        ),
      );
      expect(
        listRequests(freeAgentsPath)
          .slice(0, 2)
          .map((request) => request.search),
      ).toEqual([
        '?sort=fantasy_points&sortDirection=desc&limit=50&offset=0',
        '?sort=fantasy_points&sortDirection=desc&limit=50&offset=50',
      ]);
      expect(listRequests()).toHaveLength(0);
    });

    it('when an add is confirmed, then the player is added, "Player added" shows and the list and the roster are read again', async () => {
      const view = await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      await view.user.click(await openPickIn('Bence Kardos'));
      const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
      expect(dialog).toHaveTextContent('Are you sure you want to add Bence Kardos?');
      await view.user.click(within(dialog).getByRole('button', { name: 'Add' }));

      expect(await findToast('Player added')).toHaveTextContent('You have added Bence Kardos (QB) to your roster');
      expect(pickRequests().map((request) => request.path)).toEqual([`/api/rosters/${ROSTER_ID}/players/${QB.id}`]);
      await waitFor(() => expect(names()).toEqual(['Wolves Defense', 'Áron Fekete']));
      expect(await screen.findByText('Your roster has 13 of 14 players: add a free agent.')).toBeInTheDocument();
      expect(
        server.requests.filter((request) => request.path === `/api/leagues/${LEAGUE_A.id}/rosters/me`),
      ).toHaveLength(2);
    });

    it('when the last free place is filled, then Add stays open, saying an add asks whom to drop, with a link to /team', async () => {
      roster = myRoster(13);
      const view = await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      await view.user.click(await openPickIn('Áron Fekete'));
      await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add' }));

      expect(await findToast('Player added')).toHaveTextContent('You have added Áron Fekete (WR) to your roster');
      expect(
        await screen.findByText(/Your roster is full \(14 players\): adding a player asks whom to drop\./),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to my team' })).toHaveAttribute('href', '/team');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(picks()).toHaveLength(2));
      for (const pick of picks()) expect(pick).toBeEnabled();
    });

    it('when the bench is full and only a starting place nobody of a position fits is free, then that position cannot be picked', async () => {
      // Every starter but the kicker, and six running backs on the bench: a kicker still fits, nobody else does.
      roster = myRoster([...STARTING.filter(([slot]) => slot !== 'K'), ...fillOrder(14).slice(8)]);
      taken = new Set();
      await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      await waitFor(() => expect(pickIn('Levente Varga')).toBeEnabled());
      for (const { name, position } of [QB, DEF, WR]) {
        expect(pickIn(name)).toBeDisabled();
        expect(pickIn(name)).toHaveAttribute(
          'title',
          `There is no place on the roster for a ${position}: cut or move a player first`,
        );
      }
    });

    it('when a pick is cancelled, then nothing is sent and the list stays', async () => {
      const view = await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      await view.user.click(await openPickIn('Wolves Defense'));
      const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
      expect(dialog).toHaveTextContent('Are you sure you want to add Wolves Defense?');
      await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(pickRequests()).toHaveLength(0);
      expect(names()).toEqual(['Bence Kardos', 'Wolves Defense', 'Áron Fekete']);
      expect(listRequests(freeAgentsPath)).toHaveLength(1);
    });

    it("when another manager has just taken the player (409), then the server's message shows and the list is read again", async () => {
      pickReply = () => {
        // The other manager's pick went through first.
        taken.add(QB.id);
        return {
          status: 409,
          body: { error: { code: 'conflict', message: 'Another manager has just picked this player' } },
        };
      };
      const view = await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      await view.user.click(await openPickIn('Bence Kardos'));
      await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add' }));

      expect(await findToast('Error')).toHaveTextContent('Another manager has just picked this player');
      await waitFor(() => expect(names()).toEqual(['Wolves Defense', 'Áron Fekete']));
      expect(listRequests(freeAgentsPath)).toHaveLength(2);
      expect(screen.queryByText('Player added')).not.toBeInTheDocument();
      for (const pick of picks()) expect(pick).toBeEnabled();
    });

    describe('with players on waivers', () => {
      const browser = Intl.DateTimeFormat.prototype.resolvedOptions;
      beforeEach(() => {
        // The viewer's clock is his team's (São Paulo), never the browser's (New York here).
        jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
          this: Intl.DateTimeFormat,
        ) {
          return { ...browser.call(this), timeZone: 'America/New_York' };
        });
        waivers = { ...waivers, runAt: '2031-10-09T08:00:00.000Z', waivedPlayerIds: [QB.id, DEF.id] };
      });
      afterEach(() => jest.restoreAllMocks());

      const claimIn = (name: string) => within(rowOf(name)).getByRole('button', { name: /^Claim/ });
      const claimOf = (player: PlayerSummary): WaiverClaimView => ({
        id: 'c0000000000000000000000c',
        rank: 1,
        player,
        drop: null,
        createdAt: '2031-10-08T10:00:00.000Z',
        dropLeft: false,
      });

      it("when a player is on waivers, then his row offers Claim with the run's time on the viewer's team clock, and a claim into an open slot is placed for the run", async () => {
        const view = await open();
        await screen.findByRole('button', { name: 'Bence Kardos' });

        await waitFor(() =>
          expect(rowOf('Bence Kardos')).toHaveTextContent('On waivers until Thursday, 9 October 2031 at 05:00 GMT-3'),
        );
        await waitFor(() => expect(pickIn('Áron Fekete')).toBeEnabled());
        await view.user.click(claimIn('Bence Kardos'));
        const dialog = await screen.findByRole('dialog', { name: 'Claim Bence Kardos' });
        expect(dialog).toHaveTextContent(
          'Bence Kardos (QB) is on waivers until Thursday, 9 October 2031 at 05:00 GMT-3.',
        );
        await view.user.selectOptions(within(dialog).getByRole('combobox'), 'An open roster slot');
        // The roster's quarterback starts: the newcomer would sit on the bench.
        expect(within(dialog).getByRole('region', { name: 'Your roster after the change' })).toHaveTextContent(
          'Bence Kardos would play at Bench',
        );
        await view.user.click(within(dialog).getByRole('button', { name: 'Place claim' }));

        expect(await findToast('Success')).toHaveTextContent(
          'Your claim for Bence Kardos is placed: it is decided at the waiver run (Thursday, 9 October 2031 at 05:00 GMT-3).',
        );
        expect(
          server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/waiver-claims')).map((r) => r.body),
        ).toEqual([{ playerId: QB.id, drop: null }]);
        const claims = await screen.findByRole('region', { name: 'My waiver claims' });
        expect(claims).toHaveTextContent('Bence Kardos, into an open slot');
        expect(within(claims).getByText('Active')).toBeInTheDocument();
        await waitFor(() =>
          expect(within(rowOf('Bence Kardos')).getByRole('button', { name: 'Claimed' })).toBeDisabled(),
        );
        expect(pickRequests().filter((r) => r.path.startsWith('/api/rosters'))).toHaveLength(0);
      });

      it('when every unowned player is on waivers (a round waits for its run), then the page says so once above the list: not again under each name or in the claims', async () => {
        waivers = { ...waivers, allWaived: true, claims: [claimOf(QB)] };
        await open();

        expect(
          await screen.findByText(
            'Every player on no roster is on waivers until Thursday, 9 October 2031 at 05:00 GMT-3: place claims, decided in waiver priority.',
          ),
        ).toBeInTheDocument();
        await waitFor(() => expect(claimIn('Áron Fekete')).toBeEnabled());
        expect(screen.getAllByText(/9 October 2031/)).toHaveLength(1);
        expect(rowOf('Áron Fekete')).not.toHaveTextContent('On waivers');
        expect(screen.getByRole('region', { name: 'My waiver claims' })).toHaveTextContent(
          "Decided at the run in your team's priority, first claim first.",
        );
      });

      it('when only some players are on waivers, then each of their names and the claims say until when', async () => {
        waivers = { ...waivers, claims: [claimOf(QB)] };
        await open();

        const claims = await screen.findByRole('region', { name: 'My waiver claims' });
        expect(claims).toHaveTextContent(
          "Decided at the waiver run (Thursday, 9 October 2031 at 05:00 GMT-3) in your team's priority, first claim first.",
        );
        await waitFor(() =>
          expect(rowOf('Wolves Defense')).toHaveTextContent('On waivers until Thursday, 9 October 2031 at 05:00 GMT-3'),
        );
        expect(rowOf('Áron Fekete')).not.toHaveTextContent('On waivers');
      });

      it('when the screen is a phone, then the claims fold under their heading and count, so the list comes first', () =>
        onAPhone(async () => {
          waivers = { ...waivers, claims: [claimOf(QB)] };
          const view = await open();

          const claims = await screen.findByRole('region', { name: 'My waiver claims' });
          const folded = within(claims).getByText('(1)', { exact: false }).closest('details')!;
          expect(folded).not.toHaveAttribute('open');
          expect(folded.querySelector('summary')).toHaveTextContent('My waiver claims (1)');
          await view.user.click(within(claims).getByRole('heading', { name: 'My waiver claims' }));
          expect(folded).toHaveAttribute('open');
          expect(within(claims).getByRole('button', { name: 'Cancel claim: Bence Kardos' })).toBeVisible();
        }));

      it('when the claims arrive after the list, then one spinner holds their place and the list until then, so the claims push nothing down', async () => {
        waivers.claims = [claimOf(QB)];
        let release = () => {};
        waiversArrive = new Promise((resolve) => (release = resolve));
        await open();
        await waitFor(() => expect(listRequests(`/api/leagues/${LEAGUE_A.id}/available-players`)).toHaveLength(1));
        await new Promise((resolve) => setTimeout(resolve, 100));

        expect(screen.getAllByRole('status', { name: 'Loading…' })).toHaveLength(1);
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        release();
        const claims = await screen.findByRole('region', { name: 'My waiver claims' });
        expect(claims).toHaveTextContent('Bence Kardos, into an open slot');
        expect(claims.compareDocumentPosition(screen.getByRole('table'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
        expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
      });

      it('when a manager has claims, then he moves one down and cancels one, and the page shows his order', async () => {
        roster = myRoster(14);
        const view = await open();
        await waitFor(() => expect(claimIn('Wolves Defense')).toBeEnabled());
        for (const [name, drop] of [
          ['Bence Kardos', 'Rostered 0 (QB, QB)'],
          ['Wolves Defense', 'Rostered 6 (DEF, DEF)'],
        ] as const) {
          await view.user.click(claimIn(name));
          const dialog = await screen.findByRole('dialog', { name: `Claim ${name}` });
          expect(within(dialog).queryByRole('option', { name: 'An open roster slot' })).not.toBeInTheDocument();
          await view.user.selectOptions(within(dialog).getByRole('combobox'), drop);
          await view.user.click(within(dialog).getByRole('button', { name: 'Place claim' }));
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        }
        const claims = await screen.findByRole('region', { name: 'My waiver claims' });
        await waitFor(() => expect(within(claims).getAllByRole('listitem')).toHaveLength(2));

        await view.user.click(within(claims).getByRole('button', { name: 'Move down: Bence Kardos' }));
        await waitFor(() =>
          expect(
            within(claims)
              .getAllByRole('listitem')
              .map((item) => item.firstChild?.textContent),
          ).toEqual(['Wolves Defense, dropping Rostered 6', 'Bence Kardos, dropping Rostered 0']),
        );
        await view.user.click(within(claims).getByRole('button', { name: 'Cancel claim: Wolves Defense' }));

        await waitFor(() =>
          expect(
            within(claims)
              .getAllByRole('listitem')
              .map((item) => item.firstChild?.textContent),
          ).toEqual(['Bence Kardos, dropping Rostered 0']),
        );
        expect(server.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
          { claimIds: ['c0000000000000000000001c', 'c0000000000000000000000c'] },
        ]);
      });
    });

    describe('on a full roster', () => {
      const dialogOf = () => screen.findByRole('dialog', { name: /^Add / });

      beforeEach(() => {
        roster = myRoster(14);
        addReply = (request) => {
          const { playerId } = request.body as { playerId: string };
          taken.add(playerId);
          return ok(roster);
        };
      });

      it('when Add is clicked, then a dialog asks whom to drop, shows the roster after the change, and one call adds and drops', async () => {
        const view = await open();
        await screen.findByRole('button', { name: 'Bence Kardos' });

        await view.user.click(await openPickIn('Bence Kardos'));
        const dialog = await dialogOf();
        expect(dialog).toHaveAccessibleName('Add Bence Kardos');
        expect(dialog).toHaveTextContent('Your roster is full: choose whom to drop for Bence Kardos (QB).');
        expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
        await view.user.selectOptions(
          within(dialog).getByRole('combobox', { name: 'Player to drop' }),
          'Rostered 0 (QB, QB)',
        );

        const after = within(dialog).getByRole('region', { name: 'Your roster after the change' });
        expect(after).toHaveTextContent('Bence Kardos would play at QB');
        const rows = within(after)
          .getAllByRole('listitem')
          .map((item) => item.textContent);
        expect(rows).toHaveLength(14);
        expect(rows[0]).toBe('QB Bence Kardos (QB) · New Active');
        expect(rows.join('|')).not.toContain('Rostered 0 ');
        await view.user.click(within(dialog).getByRole('button', { name: 'Add Bence Kardos, drop Rostered 0' }));

        expect(await findToast('Player added')).toHaveTextContent(
          'You have added Bence Kardos (QB) and dropped Rostered 0',
        );
        expect(pickRequests().map((request) => [request.path, request.body])).toEqual([
          [`/api/rosters/${ROSTER_ID}/adds`, { playerId: QB.id, drop: 'f0000000000000000000000f' }],
        ]);
        await waitFor(() => expect(names()).toEqual(['Wolves Defense', 'Áron Fekete']));
      });

      it('when the newcomer fits only some places, then only the drops that make room are offered (each with his status), a bench player moving up where needed', async () => {
        const injured = (roster as RosterView).players[2]!;
        injured.player = { ...injured.player, status: 'injured' };
        const view = await open();
        await screen.findByRole('button', { name: 'Áron Fekete' });

        await view.user.click(await openPickIn('Áron Fekete'));
        const dialog = await dialogOf();
        const options = within(within(dialog).getByRole('combobox', { name: 'Player to drop' }))
          .getAllByRole('option')
          .map((option) => option.textContent);
        // A receiver takes no QB, K, DEF or HC slot, and the bench's running backs cannot either.
        expect(options).toEqual([
          'Choose a player',
          'Rostered 1 (RB, RB)',
          'Rostered 2 (WR, TE/WR) · Injured',
          'Rostered 3 (TE, TE/WR)',
          'Rostered 4 (RB, FLEX)',
          ...[8, 9, 10, 11, 12, 13].map((i) => `Rostered ${i} (RB, Bench)`),
        ]);
        await view.user.selectOptions(within(dialog).getByRole('combobox'), 'Rostered 1 (RB, RB)');

        const after = within(dialog).getByRole('region', { name: 'Your roster after the change' });
        expect(after).toHaveTextContent('Áron Fekete would play at Bench');
        const rows = within(after)
          .getAllByRole('listitem')
          .map((item) => item.textContent);
        expect(rows[1]).toBe('RB Rostered 8 (RB)');
        expect(rows).toContain('TE/WR Rostered 2 (WR) Injured');
        expect(within(after).getByRole('img', { name: 'Injured' })).toBeInTheDocument();
        expect(rows).toContain('Bench Áron Fekete (WR) · New Active');
      });

      it('when the add and drop is cancelled, then nothing is sent', async () => {
        const view = await open();
        await screen.findByRole('button', { name: 'Bence Kardos' });

        await view.user.click(await openPickIn('Wolves Defense'));
        const dialog = await dialogOf();
        await view.user.selectOptions(within(dialog).getByRole('combobox'), 'Rostered 6 (DEF, DEF)');
        await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(pickRequests()).toHaveLength(0);
      });

      it("when another manager has just taken the player (409), then the server's message shows, nobody is dropped and the list is read again", async () => {
        addReply = () => {
          taken.add(QB.id);
          return {
            status: 409,
            body: { error: { code: 'conflict', message: 'Another manager has just picked this player' } },
          };
        };
        const view = await open();
        await screen.findByRole('button', { name: 'Bence Kardos' });

        await view.user.click(await openPickIn('Bence Kardos'));
        const dialog = await dialogOf();
        await view.user.selectOptions(within(dialog).getByRole('combobox'), 'Rostered 8 (RB, Bench)');
        await view.user.click(within(dialog).getByRole('button', { name: 'Add Bence Kardos, drop Rostered 8' }));

        expect(await findToast('Error')).toHaveTextContent('Another manager has just picked this player');
        await waitFor(() => expect(names()).toEqual(['Wolves Defense', 'Áron Fekete']));
        expect(screen.queryByText('Player added')).not.toBeInTheDocument();
      });
    });

    it.each([
      [
        'locked while a round is played',
        () => myRoster(12, { status: 'locked', lockedWeek: 3 }),
        'Your roster is locked while round 3 is being played: adding players opens again after it.',
      ],
      [
        'closed while the league drafts',
        () => myRoster(0, { status: 'closed', closedReason: 'drafting' }),
        "You can add players once your league's draft is over.",
      ],
      [
        'closed after the season',
        () => myRoster(14, { status: 'closed', closedReason: 'finished' }),
        'The season is over: adding players is closed.',
      ],
    ])('when the roster is %s, then every Add is disabled and the page says why', async (_state, make, reason) => {
      roster = make();
      await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      // The roster is a read of its own: the list may show a moment before it.
      expect(await screen.findByText(reason, { exact: false })).toBeInTheDocument();
      expect(picks()).toHaveLength(3);
      for (const pick of picks()) {
        expect(pick).toBeDisabled();
        expect(pick).toHaveAttribute('title', reason);
        expect(pick).toHaveAccessibleDescription(expect.stringContaining(reason));
      }
    });

    it('when the roster cannot be read, then Add stays off, the error shows and Try again reads it again', async () => {
      roster = { status: 500, body: { error: { code: 'server_error', message: 'Server error' } } };
      const view = await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      expect(await findToast('Error')).toHaveTextContent('Server error');
      expect(screen.getByText(/Your roster could not be loaded/)).toBeInTheDocument();
      for (const pick of picks()) expect(pick).toBeDisabled();
      roster = myRoster(12);
      await view.user.click(screen.getByRole('button', { name: 'Try again' }));

      await waitFor(() => {
        for (const pick of picks()) expect(pick).toBeEnabled();
      });
      expect(screen.queryByText(/Your roster could not be loaded/)).not.toBeInTheDocument();
    });

    it('when the caller has no roster in the league (422), then every player of the real league shows read-only and why, without an error', async () => {
      roster = NO_ROSTER;
      await open();
      await screen.findByRole('button', { name: 'Bence Kardos' });

      // The free agents were asked for first; the general list answered instead.
      expect(listRequests(freeAgentsPath)).toHaveLength(1);
      expect(listRequests()).toHaveLength(1);
      expect(names()).toEqual(['Bence Kardos', 'Wolves Defense', 'Áron Fekete', 'Levente Varga']);
      expect(screen.getByText("Adding players opens with your league's draft and season.")).toBeInTheDocument();
      for (const pick of picks()) expect(pick).toBeDisabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
