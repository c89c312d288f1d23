import { act, screen, waitFor, within } from '@testing-library/react';
import {
  formatZonedDateTime,
  type FantasyTeamDetails,
  type InviteLinkView,
  type LeagueDetails,
  type LeagueSeasonSummary,
  type MemberRow,
  type MyMembership,
  type OpenLeagueDraft,
  type RosterActivityView,
  type WaiversView,
  type RosterPlayerInfo,
  type SessionUser,
} from '@hfl/contracts';
import {
  pagedReply,
  startApiServer,
  type ApiServer,
  type ApiRoutes,
  type Reply,
  renderRemote,
  testUsers,
  findToast,
  DAY_MS,
  realSeason,
  today,
  utcAt,
} from '@hfl/shared-ui/testing';
import {
  LEAGUE_A,
  LEAGUE_B,
  adminAndMember,
  adminOfAMemberOfB,
  leagueDetails,
  leagueHomeRoutes,
  membership,
} from '../../testing/league-fixtures';
import { readCurrentLeague, storeCurrentLeague } from '../../league/current-league';
import { THIRD_TEAM, standingsView } from '../../testing/season-games';
import registration from '../../register';

/** A league's seasons as the fantasy service lists them, its current one first. */
function leagueSeasons(leagueId: string, overrides: Partial<LeagueSeasonSummary> = {}): LeagueSeasonSummary[] {
  return [
    {
      id: `s-${leagueId}`,
      realSeasonId: 'c0000000000000000000000c',
      name: 'HFL 2031',
      status: 'pending',
      draftStartsAt: '2031-09-06 16:00:00',
      isCurrent: true,
      ...overrides,
    },
  ];
}

/** The harness's player's team in `league` (the team membership() gives it), with its timezone. */
function teamIn(league: { id: string; name: string }, timezone: string): FantasyTeamDetails {
  return {
    id: `t-${league.id}`,
    name: `${league.name} Team`,
    timezone,
    league: { id: league.id },
    user: { id: testUsers.player.id, name: testUsers.player.name },
    logo: null,
    logoUrl: null,
  };
}

const realPlayer = (id: string, name: string, position: RosterPlayerInfo['position']): RosterPlayerInfo => ({
  id,
  name,
  position,
  team: { id: 'a1000000000000000000000a', name: 'Budapest Wolves' },
  photoUrl: null,
  jerseyNumber: 7,
});
const KICKERS = { id: 'd1000000000000000000000d', name: 'Kata Kickers' };
const OXEN = { id: 'd2000000000000000000000d', name: 'Ottó Oxen' };
const QB = realPlayer('b1000000000000000000000b', 'Bence Kardos', 'QB');
const WR = realPlayer('b2000000000000000000000b', 'Áron Fekete', 'WR');
const K = realPlayer('b3000000000000000000000b', 'Levente Varga', 'K');

/** A league's transactions as the fantasy service lists them, newest first. */
const ACTIVITY: RosterActivityView[] = [
  {
    id: 'e6',
    type: 'waiverClosed',
    at: '2031-10-07T12:00:00.000Z',
    team: KICKERS,
    manager: 'Kata Kovács',
    player: WR,
    otherTeam: null,
    otherPlayer: null,
  },
  {
    id: 'e5',
    type: 'waiverFailed',
    at: '2031-10-06T08:00:01.000Z',
    team: OXEN,
    manager: 'Ottó Nagy',
    player: QB,
    otherTeam: null,
    otherPlayer: null,
    waiver: { priority: 1, lostTo: [], reason: 'dropLeft' },
  },
  {
    id: 'e4',
    type: 'waiver',
    at: '2031-10-06T08:00:00.000Z',
    team: KICKERS,
    manager: 'Kata Kovács',
    player: K,
    otherTeam: null,
    otherPlayer: WR,
    waiver: { priority: 2, lostTo: [OXEN] },
  },
  {
    id: 'e3',
    type: 'trade',
    // An ISO instant reads the same as the services' UTC format.
    at: '2031-10-05T18:30:00.000Z',
    team: OXEN,
    manager: 'Ottó Nagy',
    player: QB,
    otherTeam: KICKERS,
    otherPlayer: WR,
  },
  {
    id: 'e2',
    type: 'cut',
    at: '2031-10-04 09:05:00',
    team: KICKERS,
    manager: 'Kata Kovács',
    player: K,
    otherTeam: null,
    otherPlayer: null,
  },
  {
    id: 'e1',
    type: 'add',
    at: '2031-10-03 23:15:00',
    team: KICKERS,
    manager: 'Kata Kovács',
    player: WR,
    otherTeam: null,
    otherPlayer: null,
  },
];

/** The invite link the service makes for League A. */
const NEW_LINK: InviteLinkView = {
  token: 'AbCdEfGhIjKlMnOpQrSt_-',
  createdAt: '2031-09-01T10:00:00.000Z',
  expiresAt: '2031-09-08T10:00:00.000Z',
};

describe('league home', () => {
  let server: ApiServer;
  let activity: RosterActivityView[] | Reply;
  let memberships: MyMembership[];
  let details: Record<string, LeagueDetails>;
  let members: MemberRow[];
  let seasons: Record<string, Reply>;
  /** The seasons lists are answered once this settles (at once unless a test holds them back). */
  let seasonsArrive: Promise<void>;
  let standings: Reply;
  let currentRealSeason: Reply;
  let draftPlans: Record<string, OpenLeagueDraft>;
  let inviteLink: InviteLinkView | null;
  let waivers: Reply;

  const routes = (): ApiRoutes => ({
    'GET /api/leagues/memberships/me': () => ({ status: 200, body: memberships }),
    ...leagueHomeRoutes([LEAGUE_A, LEAGUE_B], {
      details: (league) =>
        details[league.id] ? { status: 200, body: details[league.id] } : { status: 404, body: notFound },
      members: () => ({ status: 200, body: members }),
    }),
    ...Object.fromEntries(
      [LEAGUE_A, LEAGUE_B].map((league) => [
        `GET /api/leagues/${league.id}/seasons`,
        async () => {
          await seasonsArrive;
          return seasons[league.id] ?? { status: 200, body: [] };
        },
      ]),
    ),
    ...Object.fromEntries(
      [LEAGUE_A, LEAGUE_B].map((league) => [
        `GET /api/leagues/${league.id}/activity`,
        (request: Parameters<ApiRoutes[string]>[0]) =>
          Array.isArray(activity) ? pagedReply(request, activity) : activity,
      ]),
    ),
    [`GET /api/leagues/${LEAGUE_A.id}/standings`]: () => standings,
    [`GET /api/leagues/${LEAGUE_A.id}/waivers`]: () => waivers,
    [`GET /api/leagues/${LEAGUE_B.id}/waivers`]: () => waivers,
    [`PUT /api/leagues/${LEAGUE_A.id}/waiver-settings`]: (request) => {
      const settings = request.body as { enabled: boolean; runHour: number };
      waivers = { status: 200, body: { ...(waivers.body as WaiversView), ...settings, runAt: null } };
      return { status: 200, body: settings };
    },
    'GET /api/seasons/current': () => currentRealSeason,
    ...Object.fromEntries(
      [LEAGUE_A, LEAGUE_B].map((league) => [
        `GET /api/leagues/${league.id}/draft-plan`,
        () => ({ status: 200, body: draftPlans[league.id] }),
      ]),
    ),
    [`GET /api/fantasy-teams/t-${LEAGUE_A.id}`]: () => ({ status: 200, body: teamIn(LEAGUE_A, 'America/New_York') }),
    [`GET /api/fantasy-teams/t-${LEAGUE_B.id}`]: () => ({ status: 200, body: teamIn(LEAGUE_B, 'Europe/Budapest') }),
    [`GET /api/leagues/${LEAGUE_A.id}/invite-link`]: () =>
      inviteLink ? { status: 200, body: inviteLink } : { status: 404, body: notFound },
    [`POST /api/leagues/${LEAGUE_A.id}/invite-link`]: () => {
      inviteLink = NEW_LINK;
      return { status: 201, body: inviteLink };
    },
    [`DELETE /api/leagues/${LEAGUE_A.id}/invite-link`]: () => {
      inviteLink = null;
      return { status: 204 };
    },
  });
  const notFound = { error: { code: 'not_found', message: 'The requested item does not exist' } };

  beforeEach(async () => {
    window.localStorage.clear();
    memberships = adminOfAMemberOfB();
    details = { [LEAGUE_A.id]: leagueDetails(LEAGUE_A), [LEAGUE_B.id]: leagueDetails(LEAGUE_B) };
    members = adminAndMember('/api/files/logo-kata');
    seasons = {};
    seasonsArrive = Promise.resolve();
    standings = { status: 404, body: notFound };
    // The pre-season window: opened yesterday, closes in five days.
    currentRealSeason = { status: 200, body: realSeason(0, [-1, 5]) };
    draftPlans = {};
    inviteLink = null;
    waivers = { status: 404, body: notFound };
    activity = [];
    server = await startApiServer(routes());
  });

  afterEach(() => server.close());

  const open = (leagueId: string, user: SessionUser = testUsers.player) =>
    renderRemote(registration, { path: `/leagues/${leagueId}`, user, apiBaseUrl: server.baseUrl });

  it("when the draft's seasons arrive after the rest, then one spinner stands for every section until then, so the draft pushes nothing down", async () => {
    let release = () => {};
    seasonsArrive = new Promise((resolve) => (release = resolve));
    await open(LEAGUE_A.id);
    await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls (Admin)' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(screen.getAllByRole('status', { name: 'Loading…' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();
    act(release);

    const draft = await screen.findByRole('region', { name: 'Draft' });
    expect(await within(draft).findByText(/^No draft is scheduled yet\./)).toBeInTheDocument();
    expect(draft.compareDocumentPosition(screen.getByRole('region', { name: 'Members' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('when a member opens it, then the league shows with their role, the draft, the members and the standings, and becomes current', async () => {
    await open(LEAGUE_A.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'League' })).toHaveValue(LEAGUE_A.id);
    const draft = await screen.findByRole('region', { name: 'Draft' });
    expect(await within(draft).findByText(/^No draft is scheduled yet\./)).toBeInTheDocument();

    const rows = within(screen.getByRole('region', { name: 'Members' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameTeamRole',
      'Kata KovácsKata KickersAdmin',
      'Ottó NagyOOttó OxenUser',
    ]);
    expect(rows[1]?.querySelector('img')).toHaveAttribute('src', '/api/files/logo-kata');
    expect(
      await within(screen.getByRole('region', { name: 'Standings' })).findByText(
        'No standings yet: they appear once the season has a schedule, after the draft.',
      ),
    ).toBeInTheDocument();
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_A.id);
  });

  it('when the page is in Hungarian, then the heading names the role as a Hungarian writes it mid-sentence', async () => {
    const view = await open(LEAGUE_A.id);
    await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls (Admin)' });

    await act(() => view.i18n.changeLanguage('hu'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls (adminisztrátor)' }),
    ).toBeInTheDocument();
  });

  it('when the season has standings, then the league home shows the compact table and links to the full standings', async () => {
    standings = { status: 200, body: standingsView() };
    await open(LEAGUE_A.id);

    const section = await screen.findByRole('region', { name: 'Standings' });
    expect(await within(section).findByRole('link', { name: THIRD_TEAM.name })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_A.id}/team/${THIRD_TEAM.id}/roster`,
    );
    expect(within(section).getAllByRole('row')[0]).toHaveTextContent(
      /^RankTeamOwnerW–L–TPoints forPoints againstRanking %Win %$/,
    );
    expect(within(section).getAllByRole('row')[3]).toHaveTextContent(/^3Teri TigersTeri Szabó1–1–1260.00255.0050%50%$/);
    expect(
      within(section).getByText('Ranked by Ranking %: wins plus half the ties over games played.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Full standings' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_A.id}/standings`,
    );
  });

  const draftSection = () => screen.findByRole('region', { name: 'Draft' });

  /** An instant as the page shows it on the admin's (League A's) team clock. */
  const onAdminClock = (utc: string) => formatZonedDateTime(utc, 'America/New_York');

  it('when the league has no season and the window is open, then its admin reads until when to draft, with Add draft', async () => {
    await open(LEAGUE_A.id);

    const draft = await draftSection();
    expect(await within(draft).findByRole('link', { name: 'Add draft' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_A.id}/draft/schedule`,
    );
    const closes = onAdminClock(utcAt(today() + 5 * DAY_MS));
    expect(draft).toHaveTextContent(
      `No draft is scheduled yet. Draft by ${closes} to play the whole season. Add draft`,
    );
    // A league without a season is an empty list, not a failed request in the browser's console.
    const paths = server.requests.map((request) => request.path);
    expect(paths).toContain(`/api/leagues/${LEAGUE_A.id}/seasons`);
    expect(paths).not.toContain(`/api/leagues/${LEAGUE_A.id}/seasons/current`);
  });

  it('when the window has closed in mid-season, then the admin reads the late draft: by when, from which round', async () => {
    currentRealSeason = { status: 200, body: realSeason(2, [-30, -29]) };
    await open(LEAGUE_A.id);

    const draft = await draftSection();
    expect(await within(draft).findByRole('link', { name: 'Add draft' })).toBeInTheDocument();
    const round3 = onAdminClock(utcAt(today() + 3 * DAY_MS));
    expect(draft).toHaveTextContent(`Draft by ${round3} to play from round 3.`);
  });

  it('when too little of the season is left, then the page says so and offers no dead-end Add draft', async () => {
    currentRealSeason = { status: 200, body: realSeason(4, [-30, -29]) };
    await open(LEAGUE_A.id);

    const draft = await draftSection();
    expect(
      await within(draft).findByText(
        "No draft is scheduled yet. This season's drafts are over. The next chance to draft is the next season's draft window.",
      ),
    ).toBeInTheDocument();
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();
  });

  it('when no real season is open, then the page says the next window is not announced yet, without a link', async () => {
    currentRealSeason = { status: 404, body: notFound };
    await open(LEAGUE_A.id);

    const draft = await draftSection();
    expect(
      await within(draft).findByText(
        "No draft is scheduled yet. The next season's draft window has not been announced yet.",
      ),
    ).toBeInTheDocument();
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();
  });

  it('when the league has no season, then a league user reads what is possible without any link', async () => {
    await open(LEAGUE_B.id);

    const draft = await draftSection();
    expect(await within(draft).findByText(/^No draft is scheduled yet\. Draft by /)).toBeInTheDocument();
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();
  });

  it('when the league has no admin, then its page says the draft is scheduled when the league fills, or at the planned time', async () => {
    details[LEAGUE_B.id] = leagueDetails(LEAGUE_B, { adminUser: null });
    draftPlans[LEAGUE_B.id] = { automatic: true, nbAvailableSlots: 2, plan: null, season: null };
    const first = await open(LEAGUE_B.id);

    const draft = await draftSection();
    expect(
      await within(draft).findByText(
        /^No draft is scheduled yet\. Nobody administers this league: its draft is scheduled automatically as soon as its 2 free slots are taken\. Draft by /,
      ),
    ).toBeInTheDocument();
    first.unmount();

    const planned = utcAt(today() + 2 * DAY_MS + 18 * 3_600_000);
    draftPlans[LEAGUE_B.id] = {
      automatic: true,
      nbAvailableSlots: 1,
      plan: { draftStartsAt: planned, draftEndsAt: utcAt(today() + 2 * DAY_MS + 21 * 3_600_000) },
      season: null,
    };
    await open(LEAGUE_B.id);
    expect(
      await within(await draftSection()).findByText(
        new RegExp(
          `its draft starts on ${formatZonedDateTime(planned, 'Europe/Budapest').replace(/[/]/g, '\\/')} if the last free slot is taken by then`,
        ),
      ),
    ).toBeInTheDocument();
  });

  it("when the draft is pending, then its admin reads the start on their team's clock and may change the dates", async () => {
    // The league details still carry a stale summary: the section reads the league's season instead.
    details[LEAGUE_A.id] = leagueDetails(LEAGUE_A, {
      currentSeason: {
        id: 'old',
        status: 'drafting',
        draftStartsAt: '2020-01-01 10:00:00',
        draftEndsAt: '2020-01-01 16:00:00',
      },
    });
    seasons[LEAGUE_A.id] = { status: 200, body: leagueSeasons(LEAGUE_A.id) };
    await open(LEAGUE_A.id);

    const draft = await draftSection();
    // 16:00 UTC is 12:00 in New York (the team's timezone), not 18:00 as in Budapest.
    expect(await within(draft).findByText(/Scheduled for 06\/09\/2031 12:00/)).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Change draft dates' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_A.id}/draft/schedule`,
    );
    expect(within(draft).queryByRole('link', { name: 'Enter Draft' })).not.toBeInTheDocument();
  });

  it("when the draft is pending, then a league user reads the start on their team's clock and cannot change it", async () => {
    seasons[LEAGUE_B.id] = { status: 200, body: leagueSeasons(LEAGUE_B.id) };
    await open(LEAGUE_B.id);

    const draft = await draftSection();
    expect(await within(draft).findByText('Scheduled for 06/09/2031 18:00')).toBeInTheDocument();
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['the admin', LEAGUE_A],
    ['a league user', LEAGUE_B],
  ])('when the draft is live, then %s reads so and may enter the draft room', async (_who, league) => {
    seasons[league.id] = { status: 200, body: leagueSeasons(league.id, { status: 'drafting' }) };
    await open(league.id);

    const draft = await draftSection();
    expect(await within(draft).findByText(/The draft is live\./)).toBeInTheDocument();
    expect(
      within(draft)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Enter Draft', `/leagues/${league.id}/draft`]]);
  });

  it.each([
    ['ongoing', 'The season is under way.'],
    ['finished', 'The season has finished.'],
  ] as const)('when the season is %s, then the section says so without links', async (status, text) => {
    seasons[LEAGUE_A.id] = { status: 200, body: leagueSeasons(LEAGUE_A.id, { status }) };
    await open(LEAGUE_A.id);

    const draft = await draftSection();
    expect(await within(draft).findByText(text)).toBeInTheDocument();
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();
  });

  it('when the season cannot be read, then the error toast shows and Retry asks again', async () => {
    seasons[LEAGUE_A.id] = { status: 500, body: { error: { code: 'server_error', message: 'Server error' } } };
    const view = await open(LEAGUE_A.id);

    expect(await findToast('Error')).toHaveTextContent('Server error');
    seasons[LEAGUE_A.id] = { status: 200, body: leagueSeasons(LEAGUE_A.id, { status: 'drafting' }) };
    await view.user.click(within(await draftSection()).getByRole('button', { name: 'Try again' }));

    expect(await within(await draftSection()).findByRole('link', { name: 'Enter Draft' })).toBeInTheDocument();
  });

  it('when the member switches league, then the chosen one becomes current and /secure takes them to it', async () => {
    const view = await open(LEAGUE_A.id);
    const switcher = await screen.findByRole('combobox', { name: 'League' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Budapest Bulls (Admin)', 'Szeged Sharks (User)']);

    await view.user.selectOptions(switcher, LEAGUE_B.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Szeged Sharks (User)' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_B.id}`);
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_B.id);
  });

  it('when a non-member opens a league, then "Cannot select league" shows and they go to /secure', async () => {
    memberships = [membership(LEAGUE_B)];
    storeCurrentLeague(testUsers.player.id, LEAGUE_B.id);
    const view = await open(LEAGUE_A.id);

    expect(await findToast('Cannot select league')).toHaveTextContent(
      "League no longer exists or you don't have access here",
    );
    // /secure then takes them on to their own current league.
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_B.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Szeged Sharks (User)' })).toBeInTheDocument();
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_B.id);
    expect(server.requests.some((request) => request.path === `/api/leagues/${LEAGUE_A.id}`)).toBe(false);
  });

  it('when a member follows a link from their league to one they are not in, then that one is refused too', async () => {
    const view = await open(LEAGUE_A.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();

    await view.router.navigate('/leagues/c0000000000000000000000c');

    expect(await findToast('Cannot select league')).toBeInTheDocument();
    // /secure, then back to the league that stayed current.
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_A.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_A.id);
  });

  it('when the league was deleted meanwhile, then "Cannot select league" shows, it is forgotten and the user goes to /secure', async () => {
    delete details[LEAGUE_A.id];
    const view = await open(LEAGUE_A.id);

    expect(await findToast('Cannot select league')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(await screen.findByRole('button', { name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();
    expect(readCurrentLeague(testUsers.player.id)).toBeNull();
  });

  it('when the SUPER_ADMIN opens a league, then only the back-office and settings links show', async () => {
    memberships = [];
    await open(LEAGUE_A.id, testUsers.owner);

    expect(await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'League in the back-office' })).toHaveAttribute(
      'href',
      `/owner/leagues/${LEAGUE_A.id}`,
    );
    expect(screen.getByRole('link', { name: 'League settings' })).toHaveAttribute(
      'href',
      `/settings?league=${LEAGUE_A.id}`,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'League activity' })).not.toBeInTheDocument();
    expect(readCurrentLeague(testUsers.owner.id)).toBe(LEAGUE_A.id);
  });
  const activitySection = () => screen.findByRole('region', { name: 'League activity' });
  const activityRows = async () =>
    within(await activitySection())
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
      .slice(1);

  it("when the league has transactions, then the activity lists them newest first on the member's team clock, in words, a waiver claim with why it won", async () => {
    activity = ACTIVITY;
    await open(LEAGUE_A.id);

    const section = await activitySection();
    await within(section).findByText('Added Áron Fekete');
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Team', 'Manager', 'Transaction']);
    // The admin's team is on New York time (UTC-4 in October).
    expect(await activityRows()).toEqual([
      [
        '07/10/2031 08:00',
        'Kata Kickers',
        'Kata Kovács',
        'Claim for Áron Fekete closed: the league admin switched waivers off, so he is a free agent',
      ],
      [
        '06/10/2031 04:00',
        'Ottó Oxen',
        'Ottó Nagy',
        'Claim for Bence Kardos failed (priority 1): the player to drop had left the roster',
      ],
      [
        '06/10/2031 04:00',
        'Kata Kickers',
        'Kata Kovács',
        "Got Levente Varga on waivers (priority 2), dropping Áron Fekete; Ottó Oxen's claim lost to it",
      ],
      ['05/10/2031 14:30', 'Ottó Oxen', 'Ottó Nagy', 'Traded Áron Fekete to Kata Kickers for Bence Kardos'],
      ['04/10/2031 05:05', 'Kata Kickers', 'Kata Kovács', 'Cut Levente Varga'],
      ['03/10/2031 19:15', 'Kata Kickers', 'Kata Kovács', 'Added Áron Fekete'],
    ]);
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('when the league admin switched waivers off while claims waited, then the activity says in Hungarian that each claim was closed and why', async () => {
    activity = ACTIVITY.slice(0, 1);
    const view = await open(LEAGUE_A.id);
    const section = await activitySection();
    await within(section).findByText(/Claim for Áron Fekete closed/);

    await act(() => view.i18n.changeLanguage('hu'));

    expect(
      await within(section).findByText(
        'Lezárt igénylés: Áron Fekete. A liga adminisztrátora kikapcsolta a waivereket, így szabadügynök lett',
      ),
    ).toBeInTheDocument();
  });

  it("when the league has waivers, then the next run shows on the viewer's team clock with the waiver priority", async () => {
    const view: WaiversView = {
      enabled: true,
      runHour: 10,
      timeZone: 'Europe/Budapest',
      runAt: '2031-10-09T08:00:00.000Z',
      allWaived: true,
      waivedPlayerIds: [],
      order: [
        { ...OXEN, logoUrl: null, userId: 'u2', owner: 'Ottó Nagy' },
        { ...KICKERS, logoUrl: null, userId: 'u1', owner: 'Kata Kovács' },
      ],
      claims: [],
    };
    waivers = { status: 200, body: view };
    // The viewer's clock is his team's (New York), never the browser's (Tokyo here).
    const browser = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...browser.call(this), timeZone: 'Asia/Tokyo' };
    });
    await open(LEAGUE_A.id);

    const section = await screen.findByRole('region', { name: 'Waivers' });
    // 10:00 in Budapest (summer time) is 04:00 in New York.
    expect(
      await within(section).findByText('Next waiver run: Thursday, 9 October 2031 at 04:00 GMT-4'),
    ).toBeInTheDocument();
    expect(
      within(within(section).getByRole('list', { name: 'Waiver priority' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ottó Oxen', 'Kata Kickers']);
    jest.restoreAllMocks();
  });

  it('when the league admin switches waivers off and picks another hour, then he is told what happens to waiting claims, the setting is saved and the page says so', async () => {
    waivers = {
      status: 200,
      body: {
        enabled: true,
        runHour: 10,
        timeZone: 'Europe/Budapest',
        runAt: null,
        allWaived: false,
        waivedPlayerIds: [],
        order: [],
        claims: [],
      },
    };
    const view = await open(LEAGUE_A.id);
    const section = await screen.findByRole('region', { name: 'Waivers' });
    await within(section).findByText("Runs at 10:00 (Budapest time) the day after a round's statistics are locked.");

    await view.user.selectOptions(within(section).getByRole('combobox', { name: 'Run at (Budapest time)' }), '18:00');
    await view.user.click(within(section).getByRole('checkbox', { name: 'Waivers on' }));
    expect(within(section).getByRole('checkbox', { name: 'Waivers on' })).toHaveAccessibleDescription(
      'Saved with waivers off, the claims waiting for the run are closed at once: their players become free agents, and each manager is told.',
    );
    await act(() => view.i18n.changeLanguage('hu'));
    expect(
      within(section).getByText(
        'Ha a waivereket kikapcsolva mented, az elbírálásra váró igénylések azonnal lezárulnak: a játékosok szabadügynökök lesznek, és minden érintett menedzser értesítést kap.',
      ),
    ).toBeInTheDocument();
    await act(() => view.i18n.changeLanguage('en'));
    await view.user.click(within(section).getByRole('button', { name: 'Save waiver setting' }));

    expect(await findToast('Success')).toHaveTextContent('The waiver setting is saved.');
    expect(server.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { enabled: false, runHour: 18 },
    ]);
    expect(
      await within(section).findByText('Waivers are off in this league: a free agent goes to whoever adds him first.'),
    ).toBeInTheDocument();
  });

  it('when a member who is not the admin opens it, then the waivers show without the setting', async () => {
    waivers = {
      status: 200,
      body: {
        enabled: true,
        runHour: 10,
        timeZone: 'Europe/Budapest',
        runAt: null,
        allWaived: false,
        waivedPlayerIds: [],
        order: [],
        claims: [],
      },
    };
    await open(LEAGUE_B.id);
    const section = await screen.findByRole('region', { name: 'Waivers' });
    await within(section).findByText("Runs at 10:00 (Budapest time) the day after a round's statistics are locked.");

    expect(within(section).queryByRole('button', { name: 'Save waiver setting' })).not.toBeInTheDocument();
  });

  it('when the league has waivers off, then its page says a free agent goes to whoever adds him first', async () => {
    waivers = {
      status: 200,
      body: {
        enabled: false,
        runHour: 10,
        timeZone: 'Europe/Budapest',
        runAt: null,
        allWaived: false,
        waivedPlayerIds: [],
        order: [],
        claims: [],
      },
    };
    await open(LEAGUE_A.id);

    const section = await screen.findByRole('region', { name: 'Waivers' });
    expect(
      await within(section).findByText('Waivers are off in this league: a free agent goes to whoever adds him first.'),
    ).toBeInTheDocument();
  });

  it('when a league user opens it, then the times show on their own team clock', async () => {
    activity = ACTIVITY;
    await open(LEAGUE_B.id);

    const section = await activitySection();
    await within(section).findByText('Added Áron Fekete');
    // Budapest is UTC+2 in early October.
    expect((await activityRows()).map((row) => row[0])).toEqual([
      '07/10/2031 14:00',
      '06/10/2031 10:00',
      '06/10/2031 10:00',
      '05/10/2031 20:30',
      '04/10/2031 11:05',
      '04/10/2031 01:15',
    ]);
  });

  it('when the league has no transactions yet, then the activity says so', async () => {
    await open(LEAGUE_A.id);

    expect(
      await within(await activitySection()).findByText(
        'No transactions yet: adds, cuts and trades show here once the season is under way.',
      ),
    ).toBeInTheDocument();
  });

  it('when the league has many transactions, then the first 20 show and "Show more" asks for the next ones', async () => {
    activity = Array.from({ length: 45 }, (_, i) => ({
      ...ACTIVITY.find((line) => line.type === 'add')!,
      id: `n${i}`,
      player: realPlayer(`c${i}`, `Player ${String(i).padStart(2, '0')}`, 'RB'),
    }));
    const view = await open(LEAGUE_A.id);
    const section = await activitySection();
    await within(section).findByText('Added Player 00');
    expect(await activityRows()).toHaveLength(20);

    await view.user.click(within(section).getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await activityRows()).toHaveLength(40));
    await view.user.click(within(section).getByRole('button', { name: 'Show more' }));

    await waitFor(async () => expect(await activityRows()).toHaveLength(45));
    expect((await activityRows()).at(-1)?.[3]).toBe('Added Player 44');
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const offsets = server.requests
      .filter((request) => request.path === `/api/leagues/${LEAGUE_A.id}/activity`)
      .map((request) => new URLSearchParams(request.search).get('offset'));
    expect(offsets).toEqual(['0', '20', '40']);
  });

  it('when the activity cannot be read, then the error shows with Try again and the rest of the page stays', async () => {
    activity = { status: 500, body: { error: { code: 'server_error', message: 'Server error' } } };
    const view = await open(LEAGUE_A.id);

    expect(await findToast('Error')).toHaveTextContent('Server error');
    const section = await activitySection();
    expect(screen.getByRole('region', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();
    activity = ACTIVITY;
    await view.user.click(await within(section).findByRole('button', { name: 'Try again' }));

    expect(await within(await activitySection()).findByText('Cut Levente Varga')).toBeInTheDocument();
  });

  const inviteFriends = () => screen.findByRole('region', { name: 'Invite friends' });

  it('when its admin opens a league with open slots and no invite link, then "Invite friends" offers one and the e-mail invitation; made, it shows to copy with its expiry', async () => {
    const view = await open(LEAGUE_A.id);

    const card = await inviteFriends();
    expect(await within(card).findByText('There is no working invite link at the moment.')).toBeInTheDocument();
    expect(card).toHaveTextContent('4 slots are still open.');
    expect(within(card).getByRole('link', { name: 'Invite by e-mail' })).toHaveAttribute(
      'href',
      `/invite/${LEAGUE_A.id}`,
    );
    await view.user.click(within(card).getByRole('button', { name: 'Create invite link' }));

    const url = await within(card).findByLabelText('Invite link');
    expect(url).toHaveValue(`${window.location.origin}/leagues/${LEAGUE_A.id}/join/${NEW_LINK.token}`);
    expect(url).toHaveAttribute('readonly');
    expect(await findToast('Success')).toHaveTextContent('The new invite link is ready to share.');
    // On the admin's team clock (League A's team is in New York).
    expect(card).toHaveTextContent(`Valid until ${onAdminClock('2031-09-08 10:00:00')}. A new link works for 7 days.`);
  });

  it('when the admin copies the link, then it is on the clipboard and he is told so', async () => {
    inviteLink = NEW_LINK;
    // user-event's setup gives the page a clipboard of its own, which the test reads back.
    const view = await open(LEAGUE_A.id);

    await view.user.click(await within(await inviteFriends()).findByRole('button', { name: 'Copy link' }));

    expect(await findToast('Success')).toHaveTextContent('The invite link is on your clipboard.');
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/leagues/${LEAGUE_A.id}/join/${NEW_LINK.token}`,
    );
  });

  it('when the admin revokes the link and confirms, then it is gone and the card offers a new one', async () => {
    inviteLink = NEW_LINK;
    const view = await open(LEAGUE_A.id);
    const card = await inviteFriends();

    await view.user.click(await within(card).findByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invite link' });
    expect(dialog).toHaveTextContent('Nobody can join with the current link any more. Revoke it?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));

    expect(await within(card).findByRole('button', { name: 'Create invite link' })).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('when a member who does not run the league, or the admin of a full league, opens it, then there is no "Invite friends"', async () => {
    const member = await open(LEAGUE_B.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Szeged Sharks (User)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite friends' })).not.toBeInTheDocument();
    member.unmount();

    details[LEAGUE_A.id] = leagueDetails(LEAGUE_A, { nbAvailableSlots: 0, status: 'Full' });
    await open(LEAGUE_A.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite friends' })).not.toBeInTheDocument();
  });
});
