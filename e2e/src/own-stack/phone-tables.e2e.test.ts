import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { API, DEMO_DRAFT_LEAGUE_ID, DEMO_MIDSEASON_LEAGUE_ID, LEAGUE_PAGE_FIRST_READS } from '@hfl/contracts';
import { freePort } from '../../../tools/src/free-port';
import { scratchDir } from '../../../tools/src/paths';
import { startStack, type RunningStack } from '../../../tools/src/stack';
import { fillLogin } from '../accounts';
import { atEverySize, open, openDialogViolations } from '../accessibility';
import { openBrowser, type Browser } from '../browser';
import { recordLayoutShifts, shiftsOver } from '../layout-shift';
import { callApi, setAccountLocale } from '../page-api';

/**
 * The number that matters, on a phone: at 390 px each list's key columns (their header and first row's cell) are
 * inside the screen without scrolling sideways; the rest waits behind "More columns". On the demo data `npm start`
 * makes (a season under way, so the standings, the leaderboard and the players' rounds have rows): the shared stack
 * runs without the demo season. The same pages, full of a season's data, also stand still as they load.
 */
const PHONE = { width: 390, height: 844 };
const LEAGUE = DEMO_MIDSEASON_LEAGUE_ID;

interface Placement {
  column: string;
  left: number;
  right: number;
  /** Another element (a pinned column, a bar) is on top of the cell's middle. */
  covered: boolean;
}

/**
 * Whether what is at the cell's middle is the cell itself: a column pinned over it would hide it while its box is in
 * the screen. The page scrolls up or down to it, never sideways.
 */
const coveredCell = (cell: Locator) =>
  cell.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    if (top < 80 || top > window.innerHeight - 80) window.scrollBy(0, top - window.innerHeight / 2);
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 12));
    return !hit || !element.contains(hit);
  });

/** Where the named columns' header cells and the first row's cells are, left to right (px, page coordinates). */
async function columnsOf(table: Locator, headers: readonly string[]): Promise<Placement[]> {
  await table.locator('thead th').first().waitFor();
  const names = (await table.locator('thead th').allTextContents()).map((text) => text.replace(/[▲▼]/g, '').trim());
  const placements: Placement[] = [];
  for (const header of headers) {
    const index = names.indexOf(header);
    if (index < 0) throw new Error(`no "${header}" column among ${JSON.stringify(names)}`);
    const cells = [
      table.locator('thead th').nth(index),
      table.locator(`tbody tr:first-child td:nth-child(${index + 1})`),
    ];
    for (const cell of cells) {
      if ((await cell.count()) === 0) continue;
      const covered = await coveredCell(cell.first());
      const box = await cell.first().boundingBox();
      placements.push({ column: header, left: box?.x ?? -1, right: box ? box.x + box.width : Infinity, covered });
    }
  }
  return placements;
}

/** The cells that a phone would have to scroll to (or that are not shown at all). */
const outside = (placements: Placement[]) =>
  placements
    .filter(({ left, right, covered }) => covered || left < 0 || right > PHONE.width + 0.5)
    .map(({ column }) => column);

async function expectInView(page: Page, table: Locator, headers: readonly string[]): Promise<void> {
  expect({ path: new URL(page.url()).pathname, outside: outside(await columnsOf(table, headers)) }).toEqual({
    path: new URL(page.url()).pathname,
    outside: [],
  });
}

/** Where a list's first row ends, from the page's top (px): at most a phone's height when it is on the first screen. */
async function firstRowBottom(table: Locator): Promise<number> {
  const row = table.locator('tbody tr').first();
  await row.waitFor();
  return row.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
}

/**
 * The worker plays the demo league's draft and its first rounds once the services are up: until then the standings
 * are empty, and an empty table fits any screen.
 */
async function demoSeasonPlayed(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const standings = await callApi<{ rows: { points: number }[] }>(page, 'GET', API.standings(LEAGUE));
    if (standings.status === 200 && standings.body.rows.some((row) => row.points > 0)) return;
    await page.waitForTimeout(1_000);
  }
  throw new Error("the demo league's rounds were not played within 150 s");
}

describe('tables on a phone', () => {
  let stack: RunningStack;
  let dataDir: string;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = scratchDir('hfl-e2e-phone-');
    const log = fs.createWriteStream(path.join(dataDir, 'stack.log'));
    stack = await startStack({
      mode: 'production',
      bffPort: await freePort(),
      dataDir,
      durableDatabase: false,
      log: (source, line) => log.write(`${source.padEnd(9)} ${line}\n`),
    });
    browser = await openBrowser(stack.url);
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto('/login');
    await fillLogin(page, 'player@hfl.local', 'HflPlayer2026!');
    await page.waitForURL(/\/(leagues|secure)/);
    // The cookie bar would cover the lists' lower rows.
    await page.getByRole('button', { name: 'Only necessary' }).click();
    await demoSeasonPlayed(page);
    // The league home makes the mid-season league the current one (/players lists for it).
    await open(page, `/leagues/${LEAGUE}`);
  }, 360_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a league page opens, then its first reads are fetched with the page, each once: the page takes what came with it', async () => {
    const { page } = browser;
    for (const path of Object.keys(LEAGUE_PAGE_FIRST_READS)) {
      const reads: string[] = [];
      const onRequest = (request: { url: () => string; method: () => string }) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
      };
      page.on('request', onRequest);
      await open(page, path);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      const preloaded = await page
        .locator('head link[rel="preload"][as="fetch"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href)).map((url) => url.pathname + url.search),
        );
      const expected = LEAGUE_PAGE_FIRST_READS[path]!(LEAGUE);

      expect({ path, preloaded: preloaded.filter((href) => href.startsWith('/api/')) }).toEqual({
        path,
        preloaded: expected,
      });
      // Once each: the page's own fetch took the preloaded answer (a fetch that did not match would ask again).
      expect({ path, twice: expected.filter((read) => reads.filter((asked) => asked === read).length !== 1) }).toEqual({
        path,
        twice: [],
      });
    }
  });

  it('when the standings open at 390 px, on their page and on the league home, then rank, team, W–L–T and points for are in view, in English and Hungarian', async () => {
    const { page } = browser;
    const me = await callApi<{ id: string }>(page, 'GET', API.me);
    for (const [locale, title, headers] of [
      ['en', 'Standings', ['Rank', 'Team', 'W–L–T', 'Points for']],
      // Longer words: the headers wrap rather than push the points off the screen.
      ['hu', 'Tabella', ['Hely', 'Csapat', 'Gy–V–D', 'Szerzett pont']],
    ] as const) {
      await setAccountLocale(page, me.body.id, locale);
      await open(page, `/leagues/${LEAGUE}/standings`);
      await expectInView(page, page.locator('main table').first(), headers);

      await open(page, `/leagues/${LEAGUE}`);
      await expectInView(page, page.getByRole('region', { name: title }).locator('table'), headers);
    }
    await setAccountLocale(page, me.body.id, 'en');
  });

  it('when /players opens at 390 px, then its list starts on the first screen with name, position and status, points and Add in view, the rest behind "More columns"', async () => {
    const { page } = browser;
    await open(page, '/players');
    const table = page.locator('main table').first();

    // The filters and the waiver claims fold away above it, so the list starts on the first screen.
    expect(await firstRowBottom(table)).toBeLessThanOrEqual(PHONE.height);
    await expectInView(page, table, ['Name', 'Points', 'Add']);
    // Position and status under the name, their own columns behind "More columns".
    const facts = table.locator('tbody tr:first-child td:first-child span', {
      hasText: /^(QB|RB|WR|TE|K|DEF|HC) (Active|Inactive|Injured)$/,
    });
    const box = (await facts.first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expect(table.locator('thead th', { hasText: 'Pass yds' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'More columns' }).first().click();
    await expect(table.locator('thead th', { hasText: 'Pass yds' }).isVisible()).resolves.toBe(true);
    // The filters are folded away, as in the draft room.
    await expect(page.getByRole('combobox', { name: 'Position' }).isVisible()).resolves.toBe(false);
  });

  it("when a player's popup opens at 390 px, then each round's points are beside the round", async () => {
    const { page } = browser;
    await open(page, '/players');
    await page.locator('main tbody tr').first().getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const weeks = dialog.locator('table');
    // A player without a round played yet shows the empty table: its header still has to be in view.
    await weeks.waitFor();

    await expectInView(page, weeks, ['Round', 'Points']);
  });

  it('when the leaderboard opens at 390 px, then its first row is on the first screen, with rank, team and points in view', async () => {
    const { page } = browser;
    await open(page, '/leaderboard');
    const table = page.locator('main table').first();

    expect(await firstRowBottom(table)).toBeLessThanOrEqual(PHONE.height);
    await expectInView(page, table, ['Rank', 'Team', 'Points']);
    await expect(page.getByRole('searchbox', { name: 'User, team or league' }).isVisible()).resolves.toBe(false);
  });

  it('when /leagues opens at 390 px, then each league is a card led by its name in full view, its figures on one line, without the internal ID', async () => {
    const { page } = browser;
    await open(page, '/leagues');
    const card = page.locator('main tbody tr').first();
    const name = card.locator('td[data-card="title"]');
    await name.waitFor();

    const box = (await name.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const text = await name.evaluate((cell) => ({ scroll: cell.scrollWidth, client: cell.clientWidth }));
    expect(text.scroll).toBeLessThanOrEqual(text.client);
    await expect(card.locator('td[data-label="ID"]').isVisible()).resolves.toBe(false);
    // Status, max. teams and free slots fit one line at 390 px: a few leagues no longer take a screen each.
    const facts = await card
      .locator('td[data-card="fact"]')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
    expect(facts).toHaveLength(3);
    expect(new Set(facts).size).toBeLessThanOrEqual(2);
    expect((await card.boundingBox())!.height).toBeLessThanOrEqual(170);
  });

  it("when the demo player's injured running back opens at 390 px, then his status, next game and recent rounds show unclipped, in English and Hungarian, and the switch dialog writes status and points", async () => {
    const { page } = browser;
    const me = await callApi<{ id: string }>(page, 'GET', API.me);
    // The worker plays the demo league's past draft once the services are up.
    for (let attempt = 0; attempt < 90; attempt++) {
      if ((await callApi(page, 'GET', API.myRoster(LEAGUE))).status === 200) break;
      await page.waitForTimeout(1_000);
    }
    /** What sticks out of the open dialog sideways (it must scroll only downwards). */
    const overflowing = () =>
      page.getByRole('dialog').evaluate((dialog) => {
        const wide = [...dialog.querySelectorAll('*')].filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
        });
        return { scroll: dialog.scrollWidth > dialog.clientWidth, wide: wide.map((element) => element.tagName) };
      });
    for (const [locale, texts] of [
      [
        'en',
        {
          injured: 'Injured',
          next: 'Next game',
          recent: 'Recent rounds',
          latest: /^Recent roundsRound 3/,
          round: /^Next gameRound 4: (at home against|away at) .+, \w+, \d+ \w+ \d{4} at \d\d:\d\d/,
        },
      ],
      [
        'hu',
        {
          injured: 'Sérült',
          next: 'Következő meccs',
          recent: 'Legutóbbi fordulók',
          latest: /^Legutóbbi fordulók3\. forduló/,
          round:
            /^Következő meccs4\. forduló: az? .+ ellen, (hazai pályán|idegenben), \d{4}\. \S+ \d+\., \S+ \d\d:\d\d/,
        },
      ],
    ] as const) {
      await setAccountLocale(page, me.body.id, locale);
      await open(page, '/team');
      const row = page.locator('main tbody tr', { has: page.getByRole('img', { name: texts.injured }) }).first();
      await row.getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('region', { name: texts.recent }).waitFor();

      await expect(dialog.getByRole('img', { name: texts.injured }).isVisible()).resolves.toBe(true);
      await expect(dialog.getByRole('region', { name: texts.next }).textContent()).resolves.toMatch(texts.round);
      await expect(dialog.getByRole('region', { name: texts.recent }).textContent()).resolves.toMatch(texts.latest);
      await expect(overflowing()).resolves.toEqual({ scroll: false, wide: [] });
      // WCAG 2.1 A/AA on a laptop (1280 px) and this phone: the status icon's text alternative, the new sections.
      await expect(atEverySize(page, `injured player's popup (${locale})`, openDialogViolations)).resolves.toEqual([]);
      await page.setViewportSize(PHONE);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    // The move to the (full) bench offers the bench running back, with his status and points beside his name.
    await setAccountLocale(page, me.body.id, 'en');
    await open(page, '/team');
    const injured = page.locator('main tbody tr', { has: page.getByRole('img', { name: 'Injured' }) }).first();
    await injured.getByRole('button', { name: /^Move to bench: / }).click();
    const switching = page.getByRole('dialog');
    const partner = switching.getByRole('listitem').first();
    await partner.waitFor();
    await expect(partner.textContent()).resolves.toMatch(
      /\(RB, Bench\).*(Active|Injured|Inactive)Season: \d+\.\d\d pts · Round 3: \d+\.\d\d pts$/,
    );
    await expect(overflowing()).resolves.toEqual({ scroll: false, wide: [] });
    await expect(atEverySize(page, 'switch dialog (en)', openDialogViolations)).resolves.toEqual([]);
    await page.setViewportSize(PHONE);
    await page.keyboard.press('Escape');
  });

  it("when the league's pages open in its season (the player's waiver claim waiting), then none shifts more than 0.05 on a laptop and a phone", async () => {
    const { page } = browser;
    await browser.context.addInitScript(recordLayoutShifts);

    expect(await shiftsOver(page, ['/team', '/game-center', '/players', '/leaderboard', `/leagues/${LEAGUE}`])).toEqual(
      [],
    );
  });

  it("when the draft room opens in Hungarian at 390 px, then its tabs are not clipped and five players with last season's points fit under the clock", async () => {
    const { page } = browser;
    const me = await callApi<{ id: string }>(page, 'GET', API.me);
    await setAccountLocale(page, me.body.id, 'hu');
    await open(page, `/leagues/${DEMO_DRAFT_LEAGUE_ID}/draft`);
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();

    const clipped = await tabs
      .getByRole('tab')
      .evaluateAll((all) =>
        all
          .filter((tab) => tab.scrollWidth > tab.clientWidth || tab.getBoundingClientRect().right > window.innerWidth)
          .map((tab) => tab.textContent),
      );
    expect(clipped).toEqual([]);
    const rows = page.locator('main table tbody tr');
    await rows.nth(4).waitFor();
    await expect(rows.first().locator('td').first().textContent()).resolves.toMatch(/ · \d+,\d\d$/);
    const fit = await page.evaluate(() => {
      const clock = [...document.querySelectorAll('main *')].find(
        (element) => getComputedStyle(element).position === 'sticky',
      )!;
      // Where the list's screen starts once the clock is stuck under the header.
      const below = parseFloat(getComputedStyle(clock).top) + clock.getBoundingClientRect().height;
      const five = [...document.querySelectorAll('main table tbody tr')]
        .slice(0, 5)
        .reduce((sum, row) => sum + row.getBoundingClientRect().height, 0);
      return { five, screen: window.innerHeight - below };
    });
    expect(fit.five).toBeLessThanOrEqual(fit.screen);
  });
});
