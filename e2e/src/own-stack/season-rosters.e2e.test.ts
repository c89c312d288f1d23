import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  API,
  DEMO_MIDSEASON_LEAGUE_ID,
  DEMO_PLAYER_IDS,
  DEMO_SEASON_ID,
  type EmailAlertSettings,
  type GameDetails,
  type LeagueGamesView,
  type LeagueGameView,
  type RosterPlayerView,
  type RosterView,
  type Season,
  type StandingsView,
  type TeamTradeProposals,
  type TrophyView,
} from '@hfl/contracts';
import { freePort } from '../../../tools/src/free-port';
import { scratchDir } from '../../../tools/src/paths';
import { startStack, type RunningStack } from '../../../tools/src/stack';
import { fillLogin } from '../accounts';
import { switchLanguage, violationsOn } from '../accessibility';
import { callApi, setAccountLocale } from '../page-api';
import { openBrowser, screenshot, type Browser } from '../browser';

/**
 * Issue 19's season in real Chromium, on the demo data `npm start` makes: Pannon Bajnokság drafted before the real
 * season began and is between rounds, so its rosters are open. The demo player cuts a bench player, benches and starts
 * his kicker, sees his waiting waiver claim on /players, adds free agents there once the owner switched the league's
 * waivers off (one add dropping a player in the same step) and proposes a trade to Dóra, who accepts it from her notification; both
 * rosters show the trade. Then the owner starts round 4 and the roster is locked: the banner says why and a move is
 * refused. Then issue 20's weekly game: the game center shows the demo player's unseen result once, the owner locks the
 * frozen round 3 and its result appears, the standings and the league home count it, and a statistics correction
 * shows the changed result again with a notification. The stack is this file's own (the shared one runs without the
 * demo season).
 */
const LEAGUE = DEMO_MIDSEASON_LEAGUE_ID;
const PLAYER_PASSWORD = 'HflPlayer2026!';
const PLAYER_EMAIL = 'player@hfl.local';
const DORA_EMAIL = 'dora.szalai@hfl.local';

let stack: RunningStack;
let dataDir: string;
const browsers: Browser[] = [];

/** Signs in, reads English, and makes the mid-season league the current one (through its league home). */
async function signIn(email: string, password: string): Promise<Page> {
  const browser = await openBrowser(stack.url);
  browsers.push(browser);
  const { page } = browser;
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.waitForURL(/\/(leagues|secure|owner)/);
  const me = await callApi<{ id: string }>(page, 'GET', API.me);
  await setAccountLocale(page, me.body.id, 'en');
  return page;
}

async function openLeague(page: Page): Promise<void> {
  await page.goto(`/leagues/${LEAGUE}`);
  await page
    .getByRole('heading', { name: /Pannon Bajnokság/ })
    .first()
    .waitFor();
}

const myRoster = async (page: Page) => (await callApi<RosterView>(page, 'GET', API.myRoster(LEAGUE))).body;
const nameOf = (player: RosterPlayerView) => player.player.name;
const bench = (roster: RosterView) => roster.players.filter((p) => p.fantasyPosition === 'BENCH');

/** Every game of the rounds played so far (1–3) with both teams' starters' and bench points. */
async function playedRounds(page: Page) {
  const rounds = await Promise.all(
    [1, 2, 3].map(
      async (week) => (await callApi<LeagueGamesView>(page, 'GET', `${API.leagueGames(LEAGUE)}?week=${week}`)).body,
    ),
  );
  return rounds.flatMap((view, i) =>
    view.games
      .filter((game) => game.week === i + 1)
      .map(({ id, week, team1Points, team2Points, bench1Points, bench2Points }) => ({
        id,
        week,
        team1Points,
        team2Points,
        bench1Points,
        bench2Points,
      })),
  );
}

/** Round 3's games before any trade: its lock must leave them as they were. */
let roundThreeBeforeTrades: Awaited<ReturnType<typeof playedRounds>> = [];

beforeAll(async () => {
  dataDir = scratchDir('hfl-e2e-season-');
  const log = fs.createWriteStream(path.join(dataDir, 'stack.log'));
  stack = await startStack({
    mode: 'production',
    bffPort: await freePort(),
    dataDir,
    durableDatabase: false,
    log: (source, line) => log.write(`${source.padEnd(9)} ${line}\n`),
  });
}, 240_000);

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the season after the draft', () => {
  let page: Page;
  let offeredName = '';
  let wantedName = '';

  it("when the demo league's past draft has been played, then the manager's roster holds 14 players, 8 starting", async () => {
    page = await signIn(PLAYER_EMAIL, PLAYER_PASSWORD);
    // The worker plays the demo league's past draft once the services are up.
    let answer = await callApi<RosterView>(page, 'GET', API.myRoster(LEAGUE));
    for (let attempt = 0; answer.status !== 200 && attempt < 90; attempt++) {
      await page.waitForTimeout(1_000);
      answer = await callApi<RosterView>(page, 'GET', API.myRoster(LEAGUE));
    }
    expect(answer.status).toBe(200);
    expect(answer.body.players).toHaveLength(14);
    expect(answer.body.status).toBe('open');
    // The demo's pending trade proposal from the league's admin is there once the job has ended.
    let proposals = await callApi<TeamTradeProposals>(
      page,
      'GET',
      API.teamTradeProposals(answer.body.seasonId, answer.body.team.id),
    );
    for (let attempt = 0; proposals.body.received.length === 0 && attempt < 30; attempt++) {
      await page.waitForTimeout(1_000);
      proposals = await callApi(page, 'GET', API.teamTradeProposals(answer.body.seasonId, answer.body.team.id));
    }
    expect(proposals.body.received).toHaveLength(1);
    // Then it plays last year's season and gives the trophies: once it has ended, one trophy waits unseen.
    const unseen = async () =>
      (await callApi<TrophyView[]>(page, 'GET', API.myTrophies)).body.filter((trophy) => !trophy.isViewed).length;
    for (let attempt = 0; (await unseen()) !== 1 && attempt < 60; attempt++) await page.waitForTimeout(1_000);
    expect(await unseen()).toBe(1);
  }, 150_000);

  it("when the manager accepts the league admin's demo trade, then the rounds already played keep their results", async () => {
    await openLeague(page);
    const before = await playedRounds(page);
    await page.goto('/team');
    await page.getByText('You have 1 trade proposal waiting for your answer').waitFor();
    await page.getByRole('button', { name: /^Accept: / }).click();
    await page
      .getByRole('dialog', { name: 'Accept trade' })
      .getByRole('button', { name: 'Accept', exact: true })
      .click();
    await page.getByText('Trade accepted: the players have changed teams').waitFor();

    expect(await playedRounds(page)).toEqual(before);
    roundThreeBeforeTrades = before.filter((game) => game.week === 3);
  }, 60_000);

  it('when the manager cuts a bench player, then benches his kicker and starts him again, then /team shows each change', async () => {
    await openLeague(page);
    await page.goto('/team');
    const roster = await myRoster(page);
    await page.getByRole('heading', { level: 2, name: roster.team.name }).waitFor();

    const cut = bench(roster)[0]!;
    await page.getByRole('button', { name: `Cut: ${nameOf(cut)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cut player' });
    await dialog.getByRole('button', { name: 'Cut', exact: true }).click();
    await page.getByText(`You successfully cut ${nameOf(cut)} from your roster`).waitFor();
    await page.getByRole('heading', { name: 'Bench (5 of 6)' }).waitFor();

    const kicker = roster.players.find((p) => p.fantasyPosition === 'K')!;
    await page.getByRole('button', { name: `Move to bench: ${nameOf(kicker)}` }).click();
    await page.getByRole('button', { name: `Move to active: ${nameOf(kicker)}` }).waitFor();
    expect((await myRoster(page)).players.find((p) => p.id === kicker.id)!.fantasyPosition).toBe('BENCH');
    await page.getByRole('button', { name: `Move to active: ${nameOf(kicker)}` }).click();
    await page.getByRole('button', { name: `Move to bench: ${nameOf(kicker)}` }).waitFor();
    expect((await myRoster(page)).players.find((p) => p.id === kicker.id)!.fantasyPosition).toBe('K');
    await screenshot(page, 'team-roster');
  }, 60_000);

  it("when the demo league has waivers, then /players shows the demo player's waiting claim and until when players are on waivers; switched off by the owner, an add joins at once and on the full roster an add drops the player chosen in the same step", async () => {
    await page.goto('/players');
    const claims = page.getByRole('region', { name: 'My waiver claims' });
    await claims.getByText(/, dropping /).waitFor();
    // Said under each waived name, or once above the list while every free agent is waived (a round waits for its run).
    await page
      .getByText(/^(On waivers until|Every player on no roster is on waivers until) /)
      .first()
      .waitFor();
    const owner = await signIn('owner@hfl.local', 'HflOwner2026!');
    const off = await callApi(owner, 'PUT', API.waiverSettings(LEAGUE), { enabled: false, runHour: 10 });
    expect(off.status).toBe(200);

    await page.goto('/players');
    await page.getByText('Your roster has 13 of 14 players: add a free agent.').waitFor();
    const row = page.getByRole('row').nth(1);
    const name = (await row.getByRole('button').first().textContent())!.trim();
    await row.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(`Are you sure you want to add ${name}?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Player added').waitFor();
    const after = await myRoster(page);
    expect(after.players).toHaveLength(14);
    expect(after.players.map(nameOf)).toContain(name);
    await page.getByText('Your roster is full (14 players): adding a player asks whom to drop.').waitFor();

    const gone = bench(after)[0]!;
    // The list is read again without the player just added before the next one is chosen.
    await page.getByRole('row').nth(1).getByRole('button', { name, exact: true }).waitFor({ state: 'detached' });
    const next = page.getByRole('row').nth(1);
    const newcomer = (await next.getByRole('button').first().textContent())!.trim();
    await next.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Add ${newcomer}` });
    await dialog.getByRole('combobox', { name: 'Player to drop' }).selectOption({ value: gone.id });
    await dialog.getByRole('region', { name: 'Your roster after the change' }).waitFor();
    await dialog.getByRole('button', { name: `Add ${newcomer}, drop ${nameOf(gone)}` }).click();
    await page.getByText(`You have added ${newcomer}`).waitFor();
    const swapped = await myRoster(page);
    expect(swapped.players).toHaveLength(14);
    expect(swapped.players.map(nameOf)).toContain(newcomer);
    expect(swapped.players.map((p) => p.id)).not.toContain(gone.id);
  }, 60_000);

  it("when the manager proposes a trade from Dóra's roster, then Dóra accepts it from her notification and both rosters show it", async () => {
    const rosters = (await callApi<RosterView[]>(page, 'GET', API.leagueRosters(LEAGUE))).body;
    const doras = rosters.find((roster) => roster.team.userId === DEMO_PLAYER_IDS.dora)!;
    const mine = await myRoster(page);
    // Bench for bench of one position: the trade leaves both lineups legal.
    const pair = bench(doras)
      .map((theirs) => ({ theirs, offered: bench(mine).find((p) => p.player.position === theirs.player.position) }))
      .find(({ offered }) => offered !== undefined)!;
    offeredName = nameOf(pair.offered!);
    wantedName = nameOf(pair.theirs);

    await page.goto(`/leagues/${LEAGUE}/team/${doras.team.id}/roster`);
    await page.getByRole('button', { name: `Propose trade: ${wantedName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your player to offer').selectOption(pair.offered!.id);
    await dialog.getByRole('region', { name: 'After the trade' }).waitFor();
    await dialog.getByRole('button', { name: 'Propose', exact: true }).click();
    await page.getByText('Trade proposal was successfully created').waitFor();

    const dora = await signIn(DORA_EMAIL, PLAYER_PASSWORD);
    await dora.goto('/notifications');
    const notice = dora.getByRole('row').filter({ hasText: `their ${offeredName} for your ${wantedName}` });
    await notice.getByRole('link').first().click();
    // The notification's league becomes hers; My Team then shows its roster.
    await dora
      .getByRole('heading', { name: /Pannon Bajnokság/ })
      .first()
      .waitFor();
    await dora.getByRole('navigation').getByRole('link', { name: 'My Team' }).first().click();
    await dora.waitForURL('**/team');
    await dora.getByText('You have 1 trade proposal waiting for your answer').waitFor();
    await dora.getByRole('button', { name: `Accept: ${offeredName} ⇄ ${wantedName}` }).click();
    await dora
      .getByRole('dialog', { name: 'Accept trade' })
      .getByRole('button', { name: 'Accept', exact: true })
      .click();
    await dora.getByText('Trade accepted: the players have changed teams').waitFor();
    await dora.getByRole('button', { name: `Cut: ${offeredName}` }).waitFor();
    await screenshot(dora, 'team-trade-accepted');

    await page.goto('/team');
    await page.getByRole('button', { name: `Cut: ${wantedName}` }).waitFor();
    expect((await myRoster(page)).players.map(nameOf)).not.toContain(offeredName);
  }, 90_000);

  it('when the owner starts round 4, then the roster is locked: the banner says so and a move is refused', async () => {
    const owner = await signIn('owner@hfl.local', 'HflOwner2026!');
    expect((await callApi(owner, 'POST', API.startWeek)).status).toBe(200);

    await page.goto('/team');
    await page.getByText('Rosters are locked while round 4 is being played').waitFor();
    expect(await page.getByRole('button', { name: /^Move to bench/ }).count()).toBe(0);
    const roster = await myRoster(page);
    expect(roster.status).toBe('locked');
    const kicker = roster.players.find((p) => p.fantasyPosition === 'K')!;
    const refused = await callApi<{ error: { message: string } }>(page, 'POST', API.rosterMove(roster.id, kicker.id), {
      direction: 'bench',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Rosters are locked while round 4 is being played');
    await screenshot(page, 'team-roster-locked');
  }, 60_000);
});

describe('the weekly game', () => {
  let page: Page;
  let owner: Page;

  const myGame = (view: LeagueGamesView, week: number): LeagueGameView =>
    view.games.find(
      (game) => game.week === week && [game.team1.team.id, game.team2.team.id].includes(view.myTeamId ?? ''),
    )!;
  const games = async (week?: number) =>
    (await callApi<LeagueGamesView>(page, 'GET', `${API.leagueGames(LEAGUE)}${week ? `?week=${week}` : ''}`)).body;

  /**
   * The manager's game of a round, read again every half second until `until` holds (at most about 20 s): the owner's
   * clicks answer before the background scoring has ended. Answers the last reading.
   */
  async function waitForMyGame(week: number, until: (game: LeagueGameView) => boolean): Promise<LeagueGameView> {
    let game = myGame(await games(week), week);
    for (let attempt = 0; !until(game) && attempt < 40; attempt++) {
      await page.waitForTimeout(500);
      game = myGame(await games(week), week);
    }
    return game;
  }

  /** The results window shows one result; OK closes it. Answers what it said. */
  async function acknowledgeResult(): Promise<string> {
    const dialog = page.getByRole('dialog', { name: /You won!|You lost|Game tied/ });
    await dialog.waitFor();
    const said = (await dialog.textContent()) ?? '';
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    return said;
  }

  beforeAll(async () => {
    page = await signIn(PLAYER_EMAIL, PLAYER_PASSWORD);
    await openLeague(page);
    owner = await signIn('owner@hfl.local', 'HflOwner2026!');
  }, 60_000);

  it("when the demo player opens the game center, then round 2's unseen result is shown once and round 3 is provisional", async () => {
    const before = await games(2);
    expect(myGame(before, 1).state).toBe('final');
    expect(myGame(before, 3).state).toBe('provisional');

    await page.goto('/game-center');
    const said = await acknowledgeResult();
    expect(said).toContain('Round 2');
    // Then the trophy the demo player has not seen yet, once.
    const won = page.getByRole('dialog', { name: 'You won a trophy!' });
    await won.waitFor();
    await screenshot(page, 'trophy-won');
    await won.getByRole('button', { name: 'OK' }).click();
    await won.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Game Center' }).waitFor();
    await screenshot(page, 'game-center');

    const side = myGame(await games(), 2).team1.team.id === before.myTeamId ? 'team1SawResult' : 'team2SawResult';
    expect(myGame(await games(), 2)[side]).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Game Center' }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
  }, 60_000);

  it('when the owner locks round 3, then its result is final, shown once, and the standings and the league home count it', async () => {
    // The demo season is the current one: its page offers the lock of the frozen round 3.
    await owner.goto('/owner/seasons');
    await owner.getByRole('button', { name: 'Lock round 3', exact: true }).click();
    await owner.getByRole('dialog', { name: 'Lock round 3' }).getByRole('button', { name: 'Confirm' }).click();
    await owner.getByText('Round 3 was successfully locked').waitFor();
    expect((await waitForMyGame(3, (game) => game.state === 'final')).state).toBe('final');
    // Both trades left the round as it was played: its final results are the provisional ones from before them.
    expect((await playedRounds(page)).filter((game) => game.week === 3)).toEqual(roundThreeBeforeTrades);

    await page.goto('/game-center');
    expect(await acknowledgeResult()).toContain('Round 3');

    const standings = (await callApi<StandingsView>(page, 'GET', API.standings(LEAGUE))).body;
    expect(standings.countedWeeks).toEqual([1, 2, 3]);
    expect(standings.rows).toHaveLength(8);
    await page.goto(`/leagues/${LEAGUE}/standings`);
    await page.getByRole('cell', { name: standings.rows[0]!.team.name }).first().waitFor();
    await screenshot(page, 'standings');
    await openLeague(page);
    await page.getByRole('cell', { name: standings.rows[7]!.team.name }).first().waitFor();

    // On a phone, the game center and the standings fit the screen: wide tables scroll inside themselves.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/game-center', `/leagues/${LEAGUE}/standings`]) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, sideways }).toEqual({ path, sideways: 0 });
    }
    await screenshot(page, 'game-center-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 90_000);

  it("when a statistics correction changes the manager's round 3 result, then he is told and the game center shows it again", async () => {
    const before = myGame(await games(3), 3);
    const mine = before.team1.team.id === (await games()).myTeamId ? before.team1 : before.team2;
    const starter = mine.starters.find((line) => line.player.position === 'QB') ?? mine.starters[0]!;
    const season = (await callApi<Season>(owner, 'GET', API.season(DEMO_SEASON_ID))).body;
    const realGame = season.games.find(
      (game) => game.week === 3 && [game.team1.id, game.team2.id].includes(starter.player.team!.id),
    )!;
    const details = (await callApi<GameDetails>(owner, 'GET', API.game(realGame.id))).body;
    const line = [...details.team1.players, ...details.team2.players].find((row) => row.id === starter.player.id)!;
    // Three more touchdowns (or field goals) for the manager's starter: 18 points or more.
    const key = starter.player.position === 'K' ? 'fg' : starter.player.position === 'DEF' ? 'sack' : 'td';
    const more = (line.stats[key] ?? 0) + 3;

    // The owner corrects the game's sheet: round 3 is locked, so only Force edit opens it as a form.
    await owner.goto('/owner/stats?week=3');
    await owner
      .getByRole('region', { name: 'Games of round 3' })
      .getByRole('row')
      .filter({ hasText: realGame.team1.name })
      .filter({ hasText: realGame.team2.name })
      .getByRole('link', { name: 'Edit scores' })
      .click();
    await owner.getByRole('button', { name: 'Force edit' }).click();
    const input = owner.getByLabel(`${line.name}: ${{ td: 'TD', fg: 'FG', sack: 'Sacks' }[key]}`, { exact: true });
    await input.waitFor();
    // The sheet refuses empty statistics: any never entered become 0, what is there stays.
    await owner.getByRole('button', { name: 'Fill scores with zeros' }).click();
    await input.fill(String(more));
    await owner.getByRole('button', { name: 'Save scores' }).click();
    await owner.getByText('Scores were successfully updated').waitFor();

    const after = await waitForMyGame(
      3,
      (game) => game.team1Points !== before.team1Points || game.team2Points !== before.team2Points,
    );
    expect([after.team1Points, after.team2Points]).not.toEqual([before.team1Points, before.team2Points]);

    await page.goto('/game-center');
    expect(await acknowledgeResult()).toContain('Round 3');
    await page.goto('/notifications');
    await page
      .getByText(/The result of your round 3 game against .+ was corrected/)
      .first()
      .waitFor();
  }, 90_000);
});

describe('e-mail alerts (issue 38)', () => {
  interface Mail {
    to: string;
    template: string;
    subject: string;
    text: string;
    locale: string;
  }
  /** The alert mails the dev outbox holds for an address whose text names `linkPart`, read until `count` arrived. */
  async function alerts(to: string, linkPart: string, count = 1): Promise<Mail[]> {
    let found: Mail[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      const res = await fetch(`${stack.url}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const { messages } = (await res.json()) as { messages: Mail[] };
      found = messages.filter((mail) => mail.template === 'alert' && mail.text.includes(linkPart));
      if (found.length >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return found;
  }
  const linkIn = (mail: Mail, part: string) => mail.text.match(/https?:\/\/\S+/g)!.find((url) => url.includes(part))!;

  it('when the demo trade was accepted, then its proposer is mailed once, in Hungarian, with a button to the trade on his team page', async () => {
    const [mail, ...more] = await alerts('bence.kovacs@hfl.local', `/team?league=${LEAGUE}&trade=`);

    expect(more).toEqual([]);
    expect(mail?.locale).toBe('hu');
    expect(mail?.subject).toMatch(/Pannon Bajnokság/);
  });

  it('when round 3 was locked, then the demo player is mailed his result once; its button opens the game and its footer link turns result alerts off after a click', async () => {
    const [mail, ...more] = await alerts(PLAYER_EMAIL, `/game-center?league=${LEAGUE}&week=3&game=`);
    expect(more).toEqual([]);
    expect(mail?.locale).toBe('en');
    expect(mail?.subject).toBe('Round 3 in Pannon Bajnokság: your result is final');

    const page = await signIn(PLAYER_EMAIL, PLAYER_PASSWORD);
    await page.goto(linkIn(mail!, '/game-center?'));
    await page.getByRole('heading', { name: 'Game Center', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('week')).toBe('3');

    // A mail scanner opening the link changes nothing: the page only asks.
    await page.goto(linkIn(mail!, '/unsubscribe/'));
    await page.getByRole('button', { name: 'Turn them off' }).waitFor();
    expect((await callApi<EmailAlertSettings>(page, 'GET', API.emailAlerts)).body.alerts.resultFinal).toBe(true);
    await page.getByRole('button', { name: 'Turn them off' }).click();
    await page.getByText('These e-mails are off').first().waitFor();
    const settings = (await callApi<EmailAlertSettings>(page, 'GET', API.emailAlerts)).body;
    expect(settings.alerts.resultFinal).toBe(false);
    expect(settings.alerts.tradeOffered).toBe(true);
  }, 60_000);
});

describe('trophies and the leaderboard', () => {
  let page: Page;
  let trophy: TrophyView;

  beforeAll(async () => {
    page = await signIn(PLAYER_EMAIL, PLAYER_PASSWORD);
  }, 60_000);

  it("when the manager opens a trophy from his cabinet, then its page describes it and Share offers the page's link", async () => {
    const cabinet = (await callApi<TrophyView[]>(page, 'GET', API.myTrophies)).body;
    trophy = cabinet.find((candidate) => candidate.week > 0)!;
    expect(trophy).toBeDefined();

    await page.goto('/trophies');
    await page.getByRole('heading', { name: 'How trophies are won' }).waitFor();
    await page.locator(`a[href="/trophies/en/${trophy.id}"]`).first().click();
    await page.waitForURL(`**/trophies/en/${trophy.id}`);
    await page.getByText(trophy.fantasyTeam.name).first().waitFor();
    await screenshot(page, 'trophy');

    const facebook = page.getByRole('link', { name: /Share on Facebook/ });
    expect(await facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${stack.url}/trophies/en/${trophy.id}`)}`,
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page
      .getByText(/copied/i)
      .first()
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack.url}/trophies/en/${trophy.id}`);

    // On a phone, the cabinet, the trophy page and the leaderboard fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/trophies', `/trophies/en/${trophy.id}`, '/leaderboard']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, sideways }).toEqual({ path, sideways: 0 });
    }
    await screenshot(page, 'trophy-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 60_000);

  it('when a visitor opens the shared link, then the trophy page shows, and its preview tags name the trophy', async () => {
    const visitor = await openBrowser(stack.url);
    browsers.push(visitor);
    await visitor.page.goto(`/trophies/hu/${trophy.id}`);
    await visitor.page.getByText(trophy.fantasyTeam.name).first().waitFor();
    expect(await visitor.page.locator('main img[src*="/trophy-art/hu/"]').count()).toBeGreaterThan(0);

    const html = await (await fetch(`${stack.url}/trophies/hu/${trophy.id}`)).text();
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]+/trophy-art/hu/${trophy.type}\\.png"`));
    expect(html).toContain('property="og:title"');
    const image = await fetch(`${stack.url}/trophy-art/hu/${trophy.type}.png`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  }, 60_000);

  it('when the manager searches the leaderboard for his team, then it is ranked there and links to its roster', async () => {
    const roster = await myRoster(page);
    await page.goto('/leaderboard');
    await page.getByRole('heading', { name: 'Leaderboard' }).waitFor();
    await page.getByLabel('User, team or league').fill(roster.team.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const link = page.getByRole('link', { name: roster.team.name });
    await link.first().waitFor();
    await screenshot(page, 'leaderboard');
    await link.first().click();
    await page.waitForURL(`**/leagues/${LEAGUE}/team/${roster.team.id}/roster`);

    const visitor = await openBrowser(stack.url);
    browsers.push(visitor);
    await visitor.page.goto('/leaderboard');
    await visitor.page.getByRole('cell', { name: roster.team.name }).first().waitFor();
    expect(await visitor.page.getByRole('link', { name: roster.team.name }).count()).toBe(0);
  }, 60_000);
});

describe("the owner's statistics pages on a laptop", () => {
  it("when a QB's player popup opens on a laptop, then every weekly statistic column shows without a sideways scroll", async () => {
    const page = await signIn('owner@hfl.local', 'HflOwner2026!');
    await page.setViewportSize({ width: 1280, height: 860 });
    const table = page.locator('main table').first();
    await page.goto('/owner/players?position=QB');
    await table.waitFor();
    // The offense group has the most columns (yards of three kinds, TD, 2PT, fumbles, INT, points).
    await table.locator('tbody tr').first().getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('table').waitFor();
    await dialog.getByRole('columnheader', { name: 'Points' }).waitFor();
    const hidden = await dialog.evaluate((node) =>
      [...node.querySelectorAll('table')].map((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
    );
    expect(hidden).toEqual([0]);
  }, 60_000);

  it('when the owner opens a long score sheet, then Save stays on screen without scrolling to its end', async () => {
    const page = await signIn('owner@hfl.local', 'HflOwner2026!');
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/owner/stats?week=1');
    await page.getByRole('link', { name: 'Edit scores' }).first().click();
    // Round 1 of the demo season is locked: Force edit opens its sheet as a form (nothing is saved here).
    await page.getByRole('button', { name: 'Force edit' }).click();
    const save = page.getByRole('button', { name: 'Save scores' });
    await save.waitFor();
    const inView = () =>
      save.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 2)).toBe(true);
    expect(await inView()).toBe(true);
    await page.mouse.wheel(0, 2000);
    expect(await inView()).toBe(true);
  }, 60_000);
});

describe("the season's pages, checked with axe-core (WCAG 2.1 A and AA) in English and Hungarian on a laptop and a phone", () => {
  it('when the demo player and the owner open the mid-season pages, then none breaks a rule', async () => {
    const player = await signIn(PLAYER_EMAIL, PLAYER_PASSWORD);
    await openLeague(player);
    const rosters = (await callApi<RosterView[]>(player, 'GET', API.leagueRosters(LEAGUE))).body;
    const doras = rosters.find((roster) => roster.team.userId === DEMO_PLAYER_IDS.dora)!;
    const owner = await signIn('owner@hfl.local', 'HflOwner2026!');
    await owner.goto('/owner/stats?week=1');
    const sheet = await owner.getByRole('link', { name: 'Edit scores' }).first().getAttribute('href');
    try {
      const violations = [
        ...(await violationsOn(player, [
          `/leagues/${LEAGUE}`,
          '/team',
          `/leagues/${LEAGUE}/team/${doras.team.id}/roster`,
          '/players',
          '/game-center',
          `/leagues/${LEAGUE}/standings`,
          '/trophies',
          '/leaderboard',
        ])),
        ...(await violationsOn(owner, [`/owner/leagues/${LEAGUE}`, '/owner/stats?week=1', sheet!])),
      ];
      expect(violations).toEqual([]);
    } finally {
      // Both accounts read English again in the tests that follow.
      await switchLanguage(player, 'en');
      await switchLanguage(owner, 'en');
    }
  }, 600_000);
});
