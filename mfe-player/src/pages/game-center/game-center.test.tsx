import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, type LeagueGamesView, type LeagueSeasonSummary, type TrophyView } from '@hfl/contracts';
import {
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import { LEAGUE_A, LEAGUE_B, adminOfAMemberOfB } from '../../testing/league-fixtures';
import { MY_TEAM, OTHER_TEAM } from '../../testing/rosters';
import { CHAMPION, PLAYER_OF_THE_WEEK, TEAM_OF_THE_WEEK, trophyView } from '../../testing/trophies';
import {
  FOURTH_TEAM,
  LAST_SEASON_ID,
  THIRD_TEAM,
  gamePlayer,
  gameSide,
  gamesView,
  leagueGame,
  leagueSeasons,
  scheduleWeek,
} from '../../testing/season-games';
import { readCurrentLeague, storeCurrentLeague } from '../../league/current-league';
import registration from '../../register';

const ok = (body: unknown): Reply => ({ status: 200, body });

/** Week 1, final: the other teams' game first in the answer, the manager's own won 101.5 to 99. */
function weekOne(): LeagueGamesView {
  const others = leagueGame(
    'g-others',
    1,
    gameSide(THIRD_TEAM, { rank: 3, wins: 1, points: 80, benchPoints: 12 }),
    gameSide(FOURTH_TEAM, { rank: 4, losses: 1, points: 70, benchPoints: 0, autoLineup: true }),
    { state: 'final', gameResult: 1, team1SawResult: true, team2SawResult: true },
  );
  const mine = leagueGame(
    'g-mine',
    1,
    gameSide(OTHER_TEAM, { rank: 2, losses: 1, points: 99, benchPoints: 20.5 }),
    gameSide(MY_TEAM, {
      rank: 1,
      wins: 1,
      points: 101.5,
      benchPoints: 7.25,
      starters: [gamePlayer('Bence Kardos', 'QB', 30.5, 'active'), gamePlayer('Áron Fekete', 'TE_WR', 71, 'injured')],
      bench: [gamePlayer('Máté Balogh', 'BENCH', 7.25, 'inactive')],
    }),
    { state: 'final', gameResult: 2, team1SawResult: true, team2SawResult: true },
  );
  return gamesView({ games: [others, mine, ...laterGames()] });
}

/** Week 2 (live) and the playoff week 3 (scheduled), without lineups. */
function laterGames() {
  return [
    leagueGame('g-w2', 2, gameSide(MY_TEAM), gameSide(THIRD_TEAM)),
    leagueGame('g-w3', 3, gameSide(MY_TEAM), gameSide(OTHER_TEAM), { kind: 'final', place: 1 }),
  ];
}

/**
 * Last year's games: week 1 (final, the manager lost and never saw it) and, with `?week=2`, week 2; a result that
 * would be shown in the results modal were it this season.
 */
function lastSeason(search: string): LeagueGamesView {
  const week = search === '?week=2' ? 2 : 1;
  return gamesView({
    seasonId: LAST_SEASON_ID,
    week,
    weeks: [scheduleWeek(1, 'final'), scheduleWeek(2, 'final')],
    games: [
      leagueGame('g-old-1', 1, gameSide(MY_TEAM, { points: 60 }), gameSide(FOURTH_TEAM, { points: 75 }), {
        state: 'final',
        gameResult: 2,
        team2SawResult: true,
      }),
      leagueGame('g-old-2', 2, gameSide(THIRD_TEAM, { points: 50 }), gameSide(MY_TEAM, { points: 77 }), {
        state: 'final',
        gameResult: 2,
        team1SawResult: true,
        team2SawResult: true,
      }),
    ],
  });
}

describe('Game Center', () => {
  let server: ApiServer;
  let games: (request: RecordedRequest) => Reply;
  let seasons: LeagueSeasonSummary[];
  let trophies: TrophyView[];

  beforeEach(async () => {
    trophies = [];
    window.localStorage.clear();
    storeCurrentLeague(testUsers.player.id, LEAGUE_A.id);
    games = () => ok(weekOne());
    seasons = [leagueSeasons()[0]!];
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
      [`GET ${API.leagueGames(LEAGUE_A.id)}`]: (request) => games(request),
      [`GET ${API.leagueSeasonsList(LEAGUE_A.id)}`]: () => ok(seasons),
      [`GET ${API.leagueGames(LEAGUE_A.id, LAST_SEASON_ID)}`]: (request) => ok(lastSeason(request.search)),
      [`GET ${API.markGameViewed(LEAGUE_A.id, 'g-mine', 2)}`]: () => ok(weekOne().games[1]),
      [`GET ${API.markGameViewed(LEAGUE_A.id, 'g-w2', 1)}`]: () => ok(laterGames()[0]),
      [`GET ${API.myTrophies}`]: () => ok(trophies),
      ...Object.fromEntries(
        [TEAM_OF_THE_WEEK, PLAYER_OF_THE_WEEK].map((trophy) => [
          `POST ${API.markTrophyViewed(trophy.id)}`,
          () => ok({ ...trophy, isViewed: true }),
        ]),
      ),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/game-center', user: testUsers.player, apiBaseUrl: server.baseUrl });
  const column = (name: string) => within(screen.getByRole('region', { name }));
  const marks = () => server.requests.filter((request) => request.path.includes('/mark-viewed/'));

  it('when no league is selected, then "No league selected" shows, the user goes to /secure and no game is read', async () => {
    window.localStorage.clear();
    const view = await open();

    expect(await findToast('No league selected')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(server.requests.filter((request) => request.path.includes('/games'))).toHaveLength(0);
  });

  it("when a manager opens it, then the week's games show with his own first and shown: winner, Final, both teams, each player's status", async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 2, name: 'Kata Kickers won' })).toBeInTheDocument();
    const slides = within(screen.getByRole('navigation', { name: 'Games of the round' })).getAllByRole('button');
    expect(slides.map((slide) => [slide.textContent, slide.getAttribute('aria-pressed')])).toEqual([
      ['Ottó Oxen99.00Kata Kickers101.50', 'true'],
      ['Teri Tigers80.00Left Lions70.00', 'false'],
    ]);
    expect(screen.getByText('Final', { selector: 'span' }).parentElement).toHaveTextContent(
      'FinalThe round is locked, so this result counts in the standings.',
    );
    const mine = column(MY_TEAM.name);
    expect(mine.getByText('Kata Kovács')).toBeInTheDocument();
    expect(mine.getByText('Rank 1 · Record 1–0–0')).toBeInTheDocument();
    expect(mine.getByText('101.50')).toBeInTheDocument();
    const [starters, bench] = mine.getAllByRole('table');
    expect(
      within(starters as HTMLElement)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PlayerSlotClubPoints',
      'Bence KardosActiveQBBudapest Wolves30.50',
      'Áron FeketeInjuredTE/WRBudapest Wolves71.00',
    ]);
    // The icon is named in words; the word beside it is for the eye.
    expect(within(starters as HTMLElement).getByRole('img', { name: 'Injured' })).toBeInTheDocument();
    expect(within(bench as HTMLElement).getAllByRole('row')[1]).toHaveTextContent(
      'Máté BaloghInactiveBenchBudapest Wolves7.25',
    );
    expect(mine.getByRole('heading', { name: 'Bench · 7.25 points (not counted)' })).toBeInTheDocument();
    expect(column(OTHER_TEAM.name).getByText('Rank 2 · Record 0–1–0')).toBeInTheDocument();
    expect(marks()).toHaveLength(0);
  });

  it('when the manager picks another game in the slider, then that game shows, with the auto-lineup note of a left team', async () => {
    await open();

    await userEvent.click(await screen.findByRole('button', { name: /Teri Tigers/ }));

    expect(screen.getByRole('heading', { level: 2, name: 'Teri Tigers won' })).toBeInTheDocument();
    expect(
      column(FOURTH_TEAM.name).getByText(
        "This team's manager left; its lineup is set automatically to its best players.",
      ),
    ).toBeInTheDocument();
    expect(column(THIRD_TEAM.name).queryByText(/manager left/)).not.toBeInTheDocument();
  });

  it('when the manager picks a playoff week, then it is read with ?week= and shows the kind, the seeds and the seed rule', async () => {
    games = (request) =>
      request.search === '?week=3'
        ? ok(
            gamesView({
              week: 3,
              weeks: [scheduleWeek(1, 'final'), scheduleWeek(2, 'final'), scheduleWeek(3, 'provisional', 'playoff')],
              games: [
                leagueGame(
                  'g-w3',
                  3,
                  gameSide(MY_TEAM, { seed: 1, points: 90 }),
                  gameSide(OTHER_TEAM, { seed: 2, points: 90 }),
                  { kind: 'final', place: 1, state: 'provisional', gameResult: 1, decidedBySeed: true },
                ),
              ],
            }),
          )
        : ok(weekOne());
    await open();

    const weeks = within(await screen.findByRole('navigation', { name: 'Rounds' }));
    expect(weeks.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Round 1Final',
      'Round 2Live',
      'Round 3ScheduledPlayoff',
    ]);
    await userEvent.click(weeks.getByRole('button', { name: /Round 3/ }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Kata Kickers won' })).toBeInTheDocument();
    expect(server.requests.at(-1)?.search).toBe('?week=3');
    const game = within(screen.getByRole('article'));
    expect(game.getByText('Final', { selector: 'p' })).toBeInTheDocument();
    expect(game.getByText('Provisional')).toBeInTheDocument();
    expect(game.getByText(/result may still change until the league owner locks the round/)).toBeInTheDocument();
    expect(
      game.getByText('The game ended in a tie: in the playoffs a tie goes to the higher seed.'),
    ).toBeInTheDocument();
    expect(column(MY_TEAM.name).getByText('Rank 1 · Record 0–0–0 · Seed 1')).toBeInTheDocument();
  });

  it.each([
    ['ahead', 90, 'Kata Kickers leads'],
    ['level', 80, 'Level so far'],
  ])(
    'when the round is being played and my team is %s, then the heading says who leads, not who won',
    async (_case, points, heading) => {
      const live = leagueGame(
        'g-live',
        1,
        gameSide(OTHER_TEAM, { points: 80, benchPoints: 0 }),
        gameSide(MY_TEAM, { points, benchPoints: 0 }),
        { state: 'live', gameResult: points > 80 ? 2 : 0 },
      );
      games = () => ok(gamesView({ weeks: [scheduleWeek(1, 'live')], games: [live] }));
      await open();

      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  describe('from a link to a game', () => {
    // jsdom lays nothing out: what the page asks of scrolling is recorded.
    const scrolledTo: Element[] = [];
    beforeEach(() => {
      scrolledTo.length = 0;
      Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
        scrolledTo.push(this);
      };
      // The link names league A while the user last looked at B.
      storeCurrentLeague(testUsers.player.id, LEAGUE_B.id);
    });
    afterEach(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });

    const openLink = (search: string) =>
      renderRemote(registration, {
        path: `/game-center?league=${LEAGUE_A.id}&${search}`,
        user: testUsers.player,
        apiBaseUrl: server.baseUrl,
      });
    const gameReads = () => server.requests.filter((request) => request.path === API.leagueGames(LEAGUE_A.id));
    const slides = () =>
      within(screen.getByRole('navigation', { name: 'Games of the round' }))
        .getAllByRole('button')
        .map((slide) => [slide.textContent, slide.getAttribute('aria-pressed')]);

    it("when it names a round and a game, then that league's round is read and that game is open and scrolled to", async () => {
      await openLink('week=1&game=g-others');

      const heading = await screen.findByRole('heading', { level: 2, name: 'Teri Tigers won' });
      expect(slides()).toEqual([
        ['Ottó Oxen99.00Kata Kickers101.50', 'false'],
        ['Teri Tigers80.00Left Lions70.00', 'true'],
      ]);
      expect(gameReads().map((request) => request.search)).toEqual(['?week=1']);
      expect(scrolledTo).toEqual([heading.closest('article')]);
      expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_A.id);
    });

    it('when the manager then picks another game and comes back, then nothing is scrolled again', async () => {
      await openLink('week=1&game=g-others');
      await screen.findByRole('heading', { level: 2, name: 'Teri Tigers won' });

      await userEvent.click(screen.getByRole('button', { name: /Ottó Oxen/ }));
      await userEvent.click(screen.getByRole('button', { name: /Teri Tigers/ }));

      expect(screen.getByRole('heading', { level: 2, name: 'Teri Tigers won' })).toBeInTheDocument();
      expect(scrolledTo).toHaveLength(1);
    });

    it.each(['week=abc', 'week=0', 'week=100', 'week=1.5'])(
      'when the round is not one (%s), then the default round is read and the game is still found in it',
      async (week) => {
        await openLink(`${week}&game=g-others`);

        expect(await screen.findByRole('heading', { level: 2, name: 'Teri Tigers won' })).toBeInTheDocument();
        expect(gameReads().map((request) => request.search)).toEqual(['']);
      },
    );

    it("when the game is not one of the round's, then the manager's own game shows, unscrolled", async () => {
      await openLink('week=1&game=g-unknown');

      expect(await screen.findByRole('heading', { level: 2, name: 'Kata Kickers won' })).toBeInTheDocument();
      expect(slides()[0]).toEqual(['Ottó Oxen99.00Kata Kickers101.50', 'true']);
      expect(scrolledTo).toEqual([]);
    });
  });

  it('when the manager has unseen final results, then each shows once in a results modal and is marked seen', async () => {
    const view = weekOne();
    const [others, mine] = view.games;
    if (!others || !mine) throw new Error('fixture');
    const tie = leagueGame('g-w2', 2, gameSide(MY_TEAM, { points: 88 }), gameSide(THIRD_TEAM, { points: 88 }), {
      state: 'final',
      gameResult: 0,
      team2SawResult: true,
    });
    games = () =>
      ok({
        ...view,
        games: [others, { ...mine, team2SawResult: false }, tie, { ...others, id: 'g-x', team1SawResult: false }],
      });
    await open();

    const first = await screen.findByRole('dialog', { name: 'You won!' });
    expect(first).toHaveTextContent('Round 1');
    expect(first).toHaveTextContent('Kata Kickers beat Ottó Oxen 101.50 to 99.00.');
    await waitFor(() =>
      expect(marks().map((request) => request.path)).toEqual([API.markGameViewed(LEAGUE_A.id, 'g-mine', 2)]),
    );

    await userEvent.click(within(first).getByRole('button', { name: 'OK' }));
    const second = await screen.findByRole('dialog', { name: 'Game tied' });
    expect(second).toHaveTextContent('Kata Kickers and Teri Tigers tied 88.00 to 88.00.');
    await waitFor(() => expect(marks()).toHaveLength(2));
    expect(marks()[1]?.path).toBe(API.markGameViewed(LEAGUE_A.id, 'g-w2', 1));

    await userEvent.click(within(second).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(marks()).toHaveLength(2);
  });

  it('when the manager has unseen results and trophies, then the results come first, then each unseen trophy of this league once, marked viewed', async () => {
    const view = weekOne();
    games = () =>
      ok({
        ...view,
        games: view.games.map((game) => (game.id === 'g-mine' ? { ...game, team2SawResult: false } : game)),
      });
    trophies = [
      { ...TEAM_OF_THE_WEEK, isViewed: false },
      trophyView('70000000000000000000000a', 'biggestWin', { week: 1, isViewed: true }),
      { ...PLAYER_OF_THE_WEEK, isViewed: false },
      // Another league's: its own game center shows it.
      { ...CHAMPION, isViewed: false },
    ];
    const trophyMarks = () => server.requests.filter((request) => request.path.startsWith('/api/trophies/'));
    await open();

    const result = await screen.findByRole('dialog', { name: 'You won!' });
    expect(trophyMarks()).toEqual([]);
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));

    // The oldest round first: the player of the week of round 2, then the team of the week of round 3.
    const first = await screen.findByRole('dialog', { name: 'You won a trophy!' });
    expect(within(first).getByRole('heading', { name: 'Player of the week' })).toBeInTheDocument();
    expect(first).toHaveTextContent(
      'Bence Kardos of Kata Kickers was the player of the week in round 2 of Budapest Bulls (HFL 2026) with 41.5 points.',
    );
    expect(first.querySelector('img')).toHaveAttribute('src', '/trophy-art/en/playerOfTheWeek.svg');
    expect(within(first).getByRole('link', { name: 'Open the trophy page' })).toHaveAttribute(
      'href',
      `/trophies/en/${PLAYER_OF_THE_WEEK.id}`,
    );
    await waitFor(() =>
      expect(
        trophyMarks()
          .filter((request) => request.method === 'POST')
          .map((request) => request.path),
      ).toEqual([API.markTrophyViewed(PLAYER_OF_THE_WEEK.id)]),
    );

    await userEvent.click(within(first).getByRole('button', { name: 'OK' }));
    const second = await screen.findByRole('dialog', { name: 'You won a trophy!' });
    await waitFor(() => expect(within(second).getByRole('heading', { name: 'Team of the week' })).toBeInTheDocument());
    await waitFor(() =>
      expect(
        trophyMarks()
          .filter((request) => request.method === 'POST')
          .map((request) => request.path),
      ).toEqual([API.markTrophyViewed(PLAYER_OF_THE_WEEK.id), API.markTrophyViewed(TEAM_OF_THE_WEEK.id)]),
    );

    await userEvent.click(within(second).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trophyMarks().map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${API.myTrophies}`,
      `POST ${API.markTrophyViewed(PLAYER_OF_THE_WEEK.id)}`,
      `POST ${API.markTrophyViewed(TEAM_OF_THE_WEEK.id)}`,
    ]);
  });

  it('when every result and trophy was seen, then no modal shows and nothing is marked', async () => {
    trophies = [TEAM_OF_THE_WEEK];
    await open();

    await screen.findByRole('heading', { level: 2, name: 'Kata Kickers won' });
    await waitFor(() => expect(server.requests.map((request) => request.path)).toContain(API.myTrophies));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('when the manager lost, then the results modal says so', async () => {
    const view = weekOne();
    games = () =>
      ok({
        ...view,
        games: view.games.map((game) =>
          game.id === 'g-mine' ? { ...game, gameResult: 1, team2SawResult: false } : game,
        ),
      });
    await open();

    expect(await screen.findByRole('dialog', { name: 'You lost' })).toHaveTextContent(
      'Kata Kickers lost to Ottó Oxen 101.50 to 99.00.',
    );
  });

  it('when the league has no schedule yet (404), then the page explains it without an error toast', async () => {
    games = () => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'The requested item does not exist' } },
    });
    await open();

    expect(await screen.findByRole('heading', { name: 'No games yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The season's schedule is made when the league's draft is complete: the games appear here then.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'League home' })).toHaveAttribute('href', `/leagues/${LEAGUE_A.id}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the reader opens "How this schedule was made", then the seed and the seeded order show', async () => {
    await open();

    const summary = await screen.findByText('How this schedule was made');
    const details = within(summary.closest('details') as HTMLElement);
    expect(details.getByText(/shuffled with the seed f00dcafe/)).toBeInTheDocument();
    expect(
      within(await details.findByRole('list', { name: 'The teams in the seeded order' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([THIRD_TEAM.name, MY_TEAM.name, FOURTH_TEAM.name, OTHER_TEAM.name]);
    expect(details.getByText(/circle method paired them for rounds 1–2/)).toBeInTheDocument();
  });

  const gameReads = () =>
    server.requests
      .filter((request) => request.path.includes('/games') && !request.path.includes('/mark-viewed/'))
      .map((request) => `${request.path}${request.search}`);
  const optionTexts = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => [option.textContent, (option as HTMLOptionElement).selected]);

  it('when the league has played one season only, then there is no season switcher', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 2, name: 'Kata Kickers won' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.requests.some((request) => request.path === API.leagueSeasonsList(LEAGUE_A.id))).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Season' })).not.toBeInTheDocument();
  });

  it('when the manager chooses last season, then its games are read and shown, its weeks too, without a results modal', async () => {
    seasons = leagueSeasons();
    await open();

    const switcher = await screen.findByRole('combobox', { name: 'Season' });
    expect(optionTexts(switcher)).toEqual([
      ['2031 (current)', true],
      ['2030', false],
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kata Kickers won' })).toBeInTheDocument();

    await userEvent.selectOptions(switcher, '2030');

    expect(await screen.findByRole('heading', { level: 2, name: 'Left Lions won' })).toBeInTheDocument();
    const weeks = within(screen.getByRole('navigation', { name: 'Rounds' }));
    await userEvent.click(weeks.getByRole('button', { name: /Round 2/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kata Kickers won' })).toBeInTheDocument();
    expect(column(THIRD_TEAM.name).getByText('50.00')).toBeInTheDocument();
    expect(gameReads()).toEqual([
      API.leagueGames(LEAGUE_A.id),
      API.leagueGames(LEAGUE_A.id, LAST_SEASON_ID),
      `${API.leagueGames(LEAGUE_A.id, LAST_SEASON_ID)}?week=2`,
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(marks()).toHaveLength(0);

    await userEvent.selectOptions(switcher, '2031 (current)');

    expect(await screen.findByRole('button', { name: /Teri Tigers/ })).toHaveTextContent(
      'Teri Tigers80.00Left Lions70.00',
    );
    expect(gameReads().at(-1)).toBe(API.leagueGames(LEAGUE_A.id));
    expect(marks()).toHaveLength(0);
  });

  it("when the page is in Hungarian, then each lineup player's status reads in Hungarian", async () => {
    const view = await open();
    await screen.findByRole('heading', { level: 2, name: 'Kata Kickers won' });
    const mine = column(MY_TEAM.name);
    await mine.findByRole('img', { name: 'Injured' });

    await act(() => view.i18n.changeLanguage('hu'));

    expect(await mine.findByRole('img', { name: 'Sérült' })).toBeInTheDocument();
    expect(mine.getByRole('img', { name: 'Inaktív' })).toBeInTheDocument();
    expect(mine.getByRole('img', { name: 'Aktív' })).toBeInTheDocument();
  });

  it('when the page is in Hungarian, then the switcher is labelled "Szezon" and marks the current season', async () => {
    seasons = leagueSeasons();
    const view = await open();
    await screen.findByRole('combobox', { name: 'Season' });

    await act(() => view.i18n.changeLanguage('hu'));

    expect(optionTexts(await screen.findByRole('combobox', { name: 'Szezon' }))).toEqual([
      ['2031 (aktuális)', true],
      ['2030', false],
    ]);
  });
});
