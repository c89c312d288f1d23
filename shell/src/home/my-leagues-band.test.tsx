import { act, screen, within } from '@testing-library/react';
import type { MyLeagueSummary, MyLeaguesView, SessionUser } from '@hfl/contracts';
import {
  renderRemote,
  startApiServer,
  testUsers,
  type ApiServer,
  type Reply,
  ADMINISTERED_LEAGUE,
  FULL_LEAGUE,
  OPEN_LEAGUE,
  realSeason,
} from '@hfl/shared-ui/testing';
import { homeRoute } from './home-route';

/** The shell's home route, rendered as the shell renders a page. */
const homePage = { name: 'shell', routes: [homeRoute(() => true)], i18n: {} };

const MINUTE_MS = 60_000;

const summary = (overrides: Partial<MyLeagueSummary> = {}): MyLeagueSummary => ({
  league: { id: '65f0a1b2c3d4e5f6a7b8c901', name: 'Duna Kupa' },
  role: 'LEAGUE_USER',
  team: { id: '65f0a1b2c3d4e5f6a7b8c9a1', name: 'Kecskeméti Kosok', logoUrl: null },
  timezone: 'Europe/Budapest',
  seasonId: '65f0a1b2c3d4e5f6a7b8c9b1',
  draft: { status: 'done' },
  matchup: null,
  tradesToAnswer: 0,
  lastResult: null,
  standing: null,
  ...overrides,
});

const opponent = { id: '65f0a1b2c3d4e5f6a7b8c9a2', name: 'Alföld Bikák', logoUrl: null };

describe('the home page\'s "My leagues" band', () => {
  let server: ApiServer;
  let view: MyLeaguesView;
  let answer: () => Reply | Promise<Reply>;

  beforeEach(async () => {
    view = { leagues: [], serverTime: new Date().toISOString() };
    answer = () => ({ status: 200, body: view });
    server = await startApiServer({
      'GET /api/my-leagues': () => answer(),
      'GET /api/blog-posts': () => ({ status: 200, body: [] }),
      'GET /api/leagues': () => ({ status: 200, body: [OPEN_LEAGUE, FULL_LEAGUE, ADMINISTERED_LEAGUE] }),
      'GET /api/seasons/current': () => ({ status: 200, body: realSeason(2, [-30, -20]) }),
    });
  });

  afterEach(() => server.close());

  const open = (user: SessionUser | null = testUsers.player) =>
    renderRemote(homePage, { path: '/', user, apiBaseUrl: server.baseUrl });
  const band = () => screen.findByRole('region', { name: 'My leagues' });
  const card = async (name: string) => within(await band()).findByRole('article', { name });
  const bandReads = () => server.requests.filter((request) => request.path === '/api/my-leagues');

  it('when a visitor opens the home, then the welcome banner shows and no band is asked for', async () => {
    await open(null);

    expect(await screen.findByRole('heading', { level: 1, name: 'HFL Fantasy' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My leagues' })).not.toBeInTheDocument();
    expect(bandReads()).toHaveLength(0);
  });

  it('when the band is still loading, then its frame is reserved with a spinner, the news below waits unseen, and the band is read once', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = async () => {
      await held;
      return { status: 200, body: { ...view, leagues: [summary()] } };
    };
    await open();

    const region = await band();
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    // Shown now, the news would be pushed down by however many cards arrive.
    // Hidden, the section has no accessible name to find it by.
    const news = screen.getByText('Latest news').closest('section')!;
    expect(news).not.toBeVisible();
    expect(region.compareDocumentPosition(news) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    release();

    expect(await card('Duna Kupa')).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('region', { name: 'Latest news' })).toBeVisible();
    expect(bandReads()).toHaveLength(1);
  });

  it('when I am on the clock in a live draft, then the card says so with the time left and leads to the draft room', async () => {
    const deadline = new Date(Date.now() + 5 * MINUTE_MS + 30_000).toISOString();
    view.leagues = [
      summary({
        draft: {
          status: 'live',
          turn: { pickNo: 7, round: 2, team: summary().team!, mine: true, deadlineAt: deadline },
        },
      }),
    ];
    await open();

    const league = within(await card('Duna Kupa'));
    expect(league.getByText('You are on the clock: pick 7 (round 2)')).toBeInTheDocument();
    expect(league.getByRole('timer', { name: 'Time left to pick' }).textContent).toMatch(/^05:(29|30)$/);
    expect(league.getByRole('link', { name: 'Enter the draft room' })).toHaveAttribute(
      'href',
      '/leagues/65f0a1b2c3d4e5f6a7b8c901/draft',
    );
    expect(league.getByRole('link', { name: 'Duna Kupa' })).toHaveAttribute(
      'href',
      '/leagues/65f0a1b2c3d4e5f6a7b8c901',
    );
  });

  it("when another team's turn runs out, then the band reads again and shows the next turn", async () => {
    view.leagues = [
      summary({
        draft: {
          status: 'live',
          turn: {
            pickNo: 3,
            round: 1,
            team: opponent,
            mine: false,
            deadlineAt: new Date(Date.now() + 1500).toISOString(),
          },
        },
      }),
    ];
    await open();
    expect(
      await within(await card('Duna Kupa')).findByText('Alföld Bikák is on the clock: pick 3'),
    ).toBeInTheDocument();

    view = {
      ...view,
      leagues: [
        summary({
          draft: {
            status: 'live',
            turn: {
              pickNo: 4,
              round: 1,
              team: summary().team!,
              mine: true,
              deadlineAt: new Date(Date.now() + MINUTE_MS).toISOString(),
            },
          },
        }),
      ],
    };

    expect(
      await screen.findByText('You are on the clock: pick 4 (round 1)', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(bandReads()).toHaveLength(2);
  });

  it('when the round has not started, then my matchup says rosters lock when it starts; when it is live, then both scores', async () => {
    view.leagues = [
      summary({
        matchup: {
          gameId: 'g1',
          week: 3,
          kind: 'regular',
          state: 'scheduled',
          roundStartsAt: '2031-09-12T00:00:00.000Z',
          opponent,
          myPoints: null,
          opponentPoints: null,
        },
      }),
    ];
    const page = await open();

    const league = within(await card('Duna Kupa'));
    expect(league.getByText('Round 3 against Alföld Bikák')).toBeInTheDocument();
    expect(league.getByText('Rosters lock when the round starts (12/09/2031).')).toBeInTheDocument();
    expect(league.getByRole('link', { name: 'Game Center' })).toHaveAttribute('href', '/game-center');

    view = {
      ...view,
      leagues: [
        summary({ matchup: { ...view.leagues[0]!.matchup!, state: 'live', myPoints: 41.5, opponentPoints: 38 } }),
      ],
    };
    await act(() => page.i18n.changeLanguage('hu'));

    // Points as every page writes them: two decimals, the language's decimal mark.
    expect(await screen.findByLabelText('Saját pontjaim: 41,50, ellenfél: 38,00')).toHaveTextContent('41,50 : 38,00');
    await act(() => page.i18n.changeLanguage('en'));
    expect(await screen.findByLabelText('My points 41.50, opponent 38.00')).toHaveTextContent('41.50 : 38.00');
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('when a trade waits for me and a round is final, then the card asks for my answer on /team and shows my result and place', async () => {
    view.leagues = [
      summary({
        tradesToAnswer: 2,
        lastResult: {
          gameId: 'g0',
          week: 2,
          kind: 'regular',
          opponent,
          myPoints: 52,
          opponentPoints: 47.25,
          outcome: 'win',
        },
        standing: { rank: 2, nbTeams: 8, wins: 2, losses: 0, ties: 0, finalPlace: null },
      }),
    ];
    await open();

    const league = within(await card('Duna Kupa'));
    expect(league.getByText('2 trade offers wait for your answer.')).toBeInTheDocument();
    expect(league.getByRole('link', { name: 'Answer on My Team' })).toHaveAttribute('href', '/team');
    expect(league.getByText('Last result, round 2: won 52.00 : 47.25 against Alföld Bikák')).toBeInTheDocument();
    expect(league.getByText('Standings: 2 of 8 (2-0-0)')).toBeInTheDocument();
  });

  it("when the draft is scheduled, then its start shows on my team's clock", async () => {
    view.leagues = [summary({ draft: { status: 'scheduled', startsAt: '2031-08-30T16:00:00.000Z' }, seasonId: null })];
    await open();

    expect(await within(await card('Duna Kupa')).findByText(/^Draft on 30\/08\/2031 18:00/)).toBeInTheDocument();
  });

  it('when I am in no league, then open leagues with free slots are offered and "Create a league" says what the season still allows', async () => {
    await open();

    const openLeagues = within(await card('Open leagues to join'));
    expect(await openLeagues.findByRole('link', { name: 'Join Budapest Bulls' })).toHaveAttribute(
      'href',
      `/leagues/${OPEN_LEAGUE.id}/join`,
    );
    expect(openLeagues.queryByRole('link', { name: `Join ${FULL_LEAGUE.name}` })).not.toBeInTheDocument();
    expect(openLeagues.getByText('4 free slots')).toBeInTheDocument();
    const create = within(await card('You are not in a league yet'));
    expect(await create.findByRole('note')).toHaveTextContent(/to play from round 3\.$/);
    expect(create.getByRole('link', { name: 'Create a league' })).toHaveAttribute('href', '/create-league');
  });

  it('when the band cannot be loaded, then the error is toasted and "Try again" reads it again', async () => {
    answer = () => ({ status: 500 });
    await open();

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    answer = () => ({ status: 200, body: { ...view, leagues: [summary()] } });
    await act(async () => (await within(await band()).findByRole('button', { name: 'Try again' })).click());

    expect(await card('Duna Kupa')).toBeInTheDocument();
    expect(bandReads()).toHaveLength(2);
  });

  it('when the language is Hungarian, then the texts read as a Hungarian writes them, the article chosen by the name', async () => {
    view.leagues = [
      summary({
        draft: {
          status: 'live',
          turn: {
            pickNo: 3,
            round: 1,
            team: opponent,
            mine: false,
            deadlineAt: new Date(Date.now() + MINUTE_MS).toISOString(),
          },
        },
      }),
    ];
    const page = await open();
    await card('Duna Kupa');
    await act(() => page.i18n.changeLanguage('hu'));

    expect(await screen.findByRole('heading', { name: 'Ligáim' })).toBeInTheDocument();
    expect(await screen.findByText('Az Alföld Bikák választ: 3. választás')).toBeInTheDocument();
  });
});
