import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { API, DEMO_DRAFT_LEAGUE_ID, DEMO_PLAYER_IDS, DEMO_REAL_TEAM_IDS, type DraftState } from '@hfl/contracts';
import { freePort } from '../../../tools/src/free-port';
import { scratchDir } from '../../../tools/src/paths';
import { startStack, type RunningStack } from '../../../tools/src/stack';
import { fillLogin } from '../accounts';
import { switchLanguage, violationsOn } from '../accessibility';
import { closeCalendar, fillDate } from '../date-field';
import { callApi, setAccountLocale } from '../page-api';
import { SCREENSHOT_DIR, openBrowser, screenshot, type Browser } from '../browser';

/**
 * Issue 6's live draft in real Chromium: the owner opens a real season, the league admin adds a draft through the two
 * steps, and three managers of the full demo league (Duna Kupa) draft live in separate browsers while the fourth stays
 * away, so that team's turns run out and are picked automatically. A manager reloads mid-draft and sees every pick.
 * The stack is this file's own: turns last TURN_SECONDS and the draft starts right after it is added (the fantasy
 * service's test-only timing), which the shared stack must not have.
 */
/** Long enough for a manager's clicks on a loaded CI machine running two stacks; the away team's turns wait it out. */
const TURN_SECONDS = 25;
const TIMEZONE = 'Europe/Budapest';
const PLAYER_PASSWORD = 'HflPlayer2026!';
const MANAGERS = {
  [DEMO_PLAYER_IDS.player]: 'player@hfl.local',
  [DEMO_PLAYER_IDS.bence]: 'bence.kovacs@hfl.local',
  [DEMO_PLAYER_IDS.dora]: 'dora.szalai@hfl.local',
} as Record<string, string>;
const AWAY_USER = DEMO_PLAYER_IDS.gergo;
const AWAY_EMAIL = 'gergo.toth@hfl.local';
const DAY_MS = 86_400_000;
const STEP_MS = 15 * 60_000;

let stack: RunningStack;
let dataDir: string;
const browsers = new Map<string, Browser>();

const isoDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** An instant as the date field shows it on the team's clock (DD/MM/YYYY HH:mm). */
function wallClock(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIMEZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Signs in and waits for the page the sign-in lands on (a path starting with `landing`, or matching it). */
async function signIn(email: string, password: string, landing: string | RegExp): Promise<Browser> {
  const browser = await openBrowser(stack.url);
  await browser.page.goto('/login');
  await fillLogin(browser.page, email, password);
  await browser.page.waitForURL((url) =>
    typeof landing === 'string' ? url.pathname.startsWith(landing) : landing.test(url.pathname),
  );
  return browser;
}

/** The focused element's accessible name as a keyboard user hears it (its label, else its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return (focused?.getAttribute('aria-label') ?? focused?.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

/**
 * Presses Tab (or Shift+Tab, from the page's end), and only that, until the focused control's name matches: it is
 * reachable with the keyboard alone.
 */
async function tabTo(
  page: Page,
  name: RegExp | string,
  maxTabs = 120,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<string> {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press(key);
    const focused = await focusedName(page);
    if (typeof name === 'string' ? focused === name : name.test(focused)) return focused;
  }
  throw new Error(`${String(name)} was not reached with Tab`);
}

/** What the draft room's one polite live region says. */
const liveRegionText = (page: Page) =>
  page.evaluate(() => {
    const regions = document.querySelectorAll('[role="status"][aria-live="polite"]#draft-live-region');
    return regions.length === 1 ? (regions[0]!.textContent ?? '') : `${regions.length} live regions`;
  });

const roomState = async (page: Page) => (await callApi<DraftState>(page, 'GET', API.draft(DEMO_DRAFT_LEAGUE_ID))).body;

beforeAll(async () => {
  dataDir = scratchDir('hfl-e2e-draft-');
  const log = fs.createWriteStream(path.join(dataDir, 'stack.log'));
  stack = await startStack({
    mode: 'production',
    bffPort: await freePort(),
    dataDir,
    durableDatabase: false,
    demoSeason: false,
    fantasyEnv: {
      DRAFT_TEST_TURN_SECONDS: String(TURN_SECONDS),
      DRAFT_TEST_START_AFTER_SECONDS: '2',
      // The product mails turns of 10 minutes or more; this stack's short turns stand in for them.
      DRAFT_TEST_TURN_ALERT_MIN_SECONDS: String(TURN_SECONDS),
    },
    log: (source, line) => log.write(`${source.padEnd(9)} ${line}\n`),
  });
}, 240_000);

afterAll(async () => {
  for (const browser of browsers.values()) await browser.close();
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the live draft', () => {
  it('when the owner opens a season, then the league admin adds a draft: dates, the settings to confirm, created', async () => {
    const owner = await signIn('owner@hfl.local', 'HflOwner2026!', '/owner');
    const clubs = Object.values(DEMO_REAL_TEAM_IDS);
    const games = [0, 2, 4, 6].map((i) => ({ team1: clubs[i], team2: clubs[i + 1], date: isoDay(4), week: 1 }));
    games.push({ team1: clubs[0]!, team2: clubs[2]!, date: isoDay(11), week: 2 });
    const season = await callApi(owner.page, 'POST', API.seasons, {
      draftWindow: { startDate: `${isoDay(0)} 00:00:00`, endDate: `${isoDay(2)} 00:00:00` },
      startsAt: isoDay(3),
      endsAt: isoDay(20),
      nbPlayoffWeeks: 1,
      nbMaxFantasyTeams: 8,
      games,
    });
    expect(season.status).toBe(201);
    await owner.close();

    const admin = await signIn(MANAGERS[DEMO_PLAYER_IDS.player]!, PLAYER_PASSWORD, '/leagues/');
    browsers.set(DEMO_PLAYER_IDS.player, admin);
    const { page } = admin;
    await page.goto(`/leagues/${DEMO_DRAFT_LEAGUE_ID}`);
    await page.getByRole('link', { name: 'Add draft' }).click();
    await page.waitForURL(`**/leagues/${DEMO_DRAFT_LEAGUE_ID}/draft/schedule`);
    const start = new Date(Math.ceil(Date.now() / STEP_MS) * STEP_MS + STEP_MS);
    await fillDate(page.getByLabel('Draft start'), wallClock(start));
    // The spec's formats: DD/MM/YYYY and a 24-hour clock, in the field and in the calendar's times.
    const startField = page.getByLabel('Draft start');
    expect(await startField.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await startField.inputValue()).toBe(wallClock(start));
    await startField.click();
    const calendar = page.getByRole('dialog', { name: 'Choose a date and time' });
    await calendar.getByRole('option', { name: '13:00' }).waitFor();
    await calendar.getByRole('option', { name: '23:45' }).waitFor();
    expect(await calendar.getByText(/\b(AM|PM)\b/).count()).toBe(0);
    await screenshot(page, 'draft-dates-24h');
    await closeCalendar(startField);
    await calendar.waitFor({ state: 'detached' });
    await fillDate(page.getByLabel('Draft end'), wallClock(new Date(start.getTime() + 4 * 3_600_000)));
    await page.getByRole('button', { name: 'Next' }).click();

    const settings = page.getByRole('heading', { name: 'Draft settings' });
    await settings.waitFor();
    // 4 teams × 14 rounds = 56 picks over 4 hours: 257 seconds each.
    for (const text of ['56', '257']) await page.getByText(text, { exact: true }).first().waitFor();
    await screenshot(page, 'draft-schedule-confirm');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText('You successfully created a draft').waitFor();
    await page.waitForURL(`**/leagues/${DEMO_DRAFT_LEAGUE_ID}`);
  }, 120_000);

  it('when three managers draft live and the fourth stays away, then every pick reaches every room and the away turns are picked automatically', async () => {
    for (const [userId, email] of Object.entries(MANAGERS)) {
      if (!browsers.has(userId)) {
        // A manager in several leagues (HFL Open too) lands on the league chooser; the room is opened below anyway.
        const browser = await signIn(email, PLAYER_PASSWORD, /^\/(leagues\/|secure)/);
        // The demo managers read Hungarian by default; the journey reads the English texts.
        const me = await callApi<{ id: string }>(browser.page, 'GET', API.me);
        await setAccountLocale(browser.page, me.body.id, 'en');
        browsers.set(userId, browser);
      }
      const { page } = browsers.get(userId)!;
      await page.goto(`/leagues/${DEMO_DRAFT_LEAGUE_ID}/draft`);
      await page.getByRole('heading', { name: 'Draft room' }).waitFor();
    }
    const pages = [...browsers.values()].map((b) => b.page);
    await Promise.all(pages.map((page) => page.getByText('Live', { exact: true }).waitFor()));

    let state = await roomState(pages[0]!);
    for (let attempt = 0; state.status !== 'drafting' && attempt < 20; attempt++) {
      await pages[0]!.waitForTimeout(500);
      state = await roomState(pages[0]!);
    }
    expect(state.status).toBe('drafting');
    const userOf = new Map(state.teams.map((team) => [team.id, team.userId]));

    let automatic = 0;
    // Round 1 gives every team a turn, the away team's included; the snake then turns back.
    while (state.current && state.current.pickNo <= 6) {
      const { pickNo, teamId } = state.current;
      const userId = userOf.get(teamId)!;
      let picked: string;
      if (userId === AWAY_USER) {
        // Nobody picks: the server does when the turn runs out.
        await pages[0]!.waitForTimeout(TURN_SECONDS * 1000);
        let after = await roomState(pages[0]!);
        for (let attempt = 0; after.picks.length < pickNo && attempt < 20; attempt++) {
          await pages[0]!.waitForTimeout(250);
          after = await roomState(pages[0]!);
        }
        const pick = after.picks[pickNo - 1]!;
        expect(pick.automatic).toBe(true);
        automatic += 1;
        picked = (
          await callApi<{ players: Array<{ id: string; name: string }> }>(
            pages[0]!,
            'GET',
            API.draftPool(DEMO_DRAFT_LEAGUE_ID),
          )
        ).body.players.find((p) => p.id === pick.playerId)!.name;
      } else {
        const { page } = browsers.get(userId)!;
        const pickButton = page
          .getByRole('button', { name: /^Pick / })
          .and(page.locator(':not([disabled])'))
          .first();
        await pickButton.waitFor({ timeout: TURN_SECONDS * 1000 });
        const label = (await pickButton.textContent()) ?? '';
        picked = label.replace(/^Pick\s*/, '').trim();
        await pickButton.click();
        await page.getByText(`Are you sure you want to draft ${picked}?`).waitFor();
        await page.getByRole('button', { name: 'Confirm' }).click();
        // The same manager picks twice at a round's turn, so an earlier pick's toast may still be showing.
        await page.getByText(`You have successfully drafted ${picked} (`).waitFor();
      }
      // Every open room shows the pick on its board, whoever (or whatever) made it.
      await Promise.all(
        pages.map((page) =>
          page.getByRole('region', { name: 'Picks' }).getByText(picked).first().waitFor({ timeout: 5_000 }),
        ),
      );
      state = await roomState(pages[0]!);
    }
    expect(automatic).toBeGreaterThanOrEqual(1);
    await Promise.all(
      pages.map((page) =>
        page.getByRole('region', { name: 'Picks' }).getByText('Auto', { exact: true }).first().waitFor(),
      ),
    );
    await screenshot(pages[0]!, 'draft-room-live');
  }, 360_000);

  it('when a manager reloads mid-draft, then the board shows every pick made so far', async () => {
    const { page } = browsers.get(DEMO_PLAYER_IDS.dora)!;
    await page.reload();
    await page.getByRole('heading', { name: 'Draft room' }).waitFor();
    const state = await roomState(page);
    const names = new Map(
      (
        await callApi<{ players: Array<{ id: string; name: string }> }>(
          page,
          'GET',
          API.draftPool(DEMO_DRAFT_LEAGUE_ID),
        )
      ).body.players.map((p) => [p.id, p.name]),
    );
    expect(state.picks.length).toBeGreaterThanOrEqual(6);
    const board = page.getByRole('region', { name: 'Picks' });
    for (const pick of state.picks) await board.getByText(names.get(pick.playerId)!).first().waitFor();
  }, 60_000);

  it('when the away manager never opened the site, then each of his turns mailed him on deck and on the clock once, in Hungarian, with the room and a link that stops them', async () => {
    const { page } = browsers.get(DEMO_PLAYER_IDS.dora)!;
    const room = `/leagues/${DEMO_DRAFT_LEAGUE_ID}/draft`;
    const turnMails = async () => {
      const res = await fetch(`${stack.url}/dev/mailbox.json?to=${encodeURIComponent(AWAY_EMAIL)}`);
      const { messages } = (await res.json()) as {
        messages: Array<{ template: string; subject: string; text: string; locale: string }>;
      };
      return {
        clock: messages.filter((m) => m.template === 'alert' && m.subject.startsWith('Te választasz a draftban')),
        deck: messages.filter((m) => m.template === 'alert' && m.subject.startsWith('Hamarosan te jössz a draftban')),
      };
    };
    // His turns begun: the picks his team made, and the one it is on now.
    const hisTurns = async () => {
      const state = await roomState(page);
      const mine = state.teams.find((team) => team.userId === AWAY_USER)!.id;
      return state.picks.filter((pick) => pick.teamId === mine).length + (state.current?.teamId === mine ? 1 : 0);
    };

    const before = await hisTurns();
    expect(before).toBeGreaterThanOrEqual(1);
    let mails = await turnMails();
    for (let waited = 0; mails.clock.length < before && waited < 15_000; waited += 500) {
      await page.waitForTimeout(500);
      mails = await turnMails();
    }
    // The draft goes on meanwhile: never more mails than turns, and none missing.
    expect(mails.clock.length).toBeGreaterThanOrEqual(before);
    expect(mails.clock.length).toBeLessThanOrEqual(await hisTurns());
    expect(mails.deck.length).toBeGreaterThanOrEqual(1);
    expect(mails.deck.length).toBeLessThanOrEqual((await hisTurns()) + 1);
    for (const mail of [...mails.clock, ...mails.deck]) {
      expect(mail.locale).toBe('hu');
      expect(mail.subject).toMatch(/– Duna Kupa$/);
      expect(mail.text).toMatch(new RegExp(`Megnyitom a draftszobát:\\nhttps?://\\S+${room}\\n`));
      expect(mail.text).toMatch(/Kikapcsolom ezeket az e-maileket:\nhttps?:\/\/\S+\/unsubscribe\//);
    }
    expect(mails.clock[0]!.text).toContain('Duna Kupa: most te választasz a draftban');
  }, 60_000);

  it('when a manager is in the room, then the long player list scrolls in its own pane, the page ends at its footer and fits a phone', async () => {
    const { page } = browsers.get(DEMO_PLAYER_IDS.dora)!;
    const players = page.getByRole('region', { name: 'Available players' });
    await players.getByRole('table').waitFor();
    const pane = await players.getByRole('table').evaluate((table) => {
      const scroller = table.parentElement!;
      return { height: scroller.clientHeight, content: scroller.scrollHeight };
    });
    expect(pane.content).toBeGreaterThan(pane.height);
    // Nothing inside the pane (its rows' screen-reader texts included) may stretch the page below the footer.
    const belowFooter = await page.evaluate(
      () =>
        document.documentElement.scrollHeight -
        (document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY),
    );
    expect(belowFooter).toBeLessThan(1);

    // On a phone the room fits the screen's width: the wide board and lists scroll sideways inside their tables.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      // The countdown, at the clock panel's far side, is on the screen.
      const clock = await page.getByRole('timer').first().boundingBox();
      expect(clock!.x + clock!.width).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize(desktop);
    }
  }, 30_000);

  it('when a manager uses the keyboard alone, then the live region says it is his turn, he picks with Tab and Enter, and queues and reorders with announced results', async () => {
    // Wait until one of the managers in a room is on the clock with time to act (the away team's turns run out).
    const first = browsers.get(DEMO_PLAYER_IDS.player)!.page;
    let state = await roomState(first);
    const userOf = new Map(state.teams.map((team) => [team.id, team.userId]));
    const ready = (s: DraftState) =>
      s.current !== null &&
      browsers.has(userOf.get(s.current.teamId)!) &&
      Date.parse(s.current.deadlineAt) - Date.now() > (TURN_SECONDS * 1000) / 2;
    for (let attempt = 0; !ready(state) && attempt < 120; attempt++) {
      await first.waitForTimeout(500);
      state = await roomState(first);
    }
    expect(ready(state)).toBe(true);
    const { page } = browsers.get(userOf.get(state.current!.teamId)!)!;
    const pickNo = state.current!.pickNo;

    await page.waitForFunction(
      () => document.querySelector('#draft-live-region')?.textContent?.includes("It's your turn to pick") ?? false,
    );
    expect(await liveRegionText(page)).toContain(
      `It's your turn to pick: round ${state.current!.round}, pick ${pickNo}.`,
    );

    // From the top of the page, with Tab and Enter only.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => window.scrollTo(0, 0));
    const pickLabel = await tabTo(page, /^Pick \S/);
    const picked = pickLabel.replace(/^Pick\s*/, '');
    // Focus is visible: the theme's outline.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.getByText(`Are you sure you want to draft ${picked}?`).waitFor();
    await tabTo(page, 'Confirm', 6);
    await page.keyboard.press('Enter');
    await page.getByText(`You have successfully drafted ${picked} (`).waitFor();
    let after = await roomState(page);
    expect(after.picks.find((pick) => pick.pickNo === pickNo)).toMatchObject({ automatic: false });

    // Queue two players (Enter, then Space) and move the second up: focus stays with him, each result is said.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => window.scrollTo(0, 0));
    const firstQueued = (await tabTo(page, /^Queue \S/)).replace(/^Queue\s*/, '');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (name) => document.querySelector('#draft-live-region')?.textContent?.includes(`${name} added to your queue`),
      firstQueued,
    );
    const secondQueued = (await tabTo(page, /^Queue \S/)).replace(/^Queue\s*/, '');
    await page.keyboard.press(' ');
    await page.waitForFunction(
      (name) => document.querySelector('#draft-live-region')?.textContent?.includes(`${name} added to your queue`),
      secondQueued,
    );
    // The queue stands after the whole player list: backwards from the page's end it is a few steps away, where
    // forwards it takes more time than the other teams' turns last on a slow machine, and their automatic picks
    // would take the queued players first.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, `Move ${secondQueued} up`, 300, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (name) => document.querySelector('#draft-live-region')?.textContent?.includes(`${name} moved to position 1 of 2`),
      secondQueued,
    );
    expect(await focusedName(page)).toBe(`Move ${secondQueued} down`);
    const ids = new Map(
      (
        await callApi<{ players: Array<{ id: string; name: string }> }>(
          page,
          'GET',
          API.draftPool(DEMO_DRAFT_LEAGUE_ID),
        )
      ).body.players.map((p) => [p.name, p.id]),
    );
    for (let attempt = 0; attempt < 20; attempt++) {
      after = await roomState(page);
      if (after.queue.length === 2) break;
      await page.waitForTimeout(250);
    }
    expect(after.queue.slice(0, 2)).toEqual([ids.get(secondQueued), ids.get(firstQueued)]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'draft-room-keyboard.png') });
  }, 120_000);

  it('when the room is on a 390 px phone, then the clock and the Pick buttons are in view without sideways scrolling, and the clock stays on top', async () => {
    const { page } = browsers.get(DEMO_PLAYER_IDS.bence)!;
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.getByRole('tablist', { name: 'Draft room sections' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      const inView = async (box: { x: number; y: number; width: number; height: number } | null) => {
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      };
      await inView(await page.getByRole('timer').first().boundingBox());
      await inView(
        await page
          .getByRole('button', { name: /^Pick / })
          .first()
          .boundingBox(),
      );
      await inView(
        await page
          .getByRole('button', { name: /^(Queue|Queued) / })
          .first()
          .boundingBox(),
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      // What the phone's screen shows, not the whole page.
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'draft-room-phone.png') });

      // Far down the pool the clock is still on the screen, below the site's header.
      await page.evaluate(() => window.scrollTo(0, 3000));
      await page.waitForTimeout(100);
      await inView(await page.getByRole('timer').first().boundingBox());

      await page.getByRole('tab', { name: 'My team' }).click();
      await page.getByRole('region', { name: 'My team' }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
    } finally {
      await page.setViewportSize(desktop);
    }
  }, 30_000);

  it('when a manager is in the room, then it breaks no WCAG 2.1 A/AA rule (axe-core) in either language on a laptop or a phone', async () => {
    const { page } = browsers.get(DEMO_PLAYER_IDS.bence)!;
    const room = new URL(page.url()).pathname;
    try {
      expect(await violationsOn(page, [room])).toEqual([]);
    } finally {
      await switchLanguage(page, 'en');
    }
  }, 180_000);
});
