import type { Page } from 'playwright-core';
import { DEMO_DRAFT_LEAGUE_ID } from '@hfl/contracts';
import { open } from './accessibility';
import { openBrowser, signInAsOwner, signInAsPlayer, type Browser } from './browser';
import { OWNER_PAGES } from './visited-pages';

/**
 * Every page fits a phone's screen and a laptop's: nothing stretches the page sideways (a wide table or grid scrolls
 * inside itself), and nothing leaves blank page below the footer (a scrolled list's visually hidden texts once did).
 * The demo player's pages and the owner's back-office, on the shared stack's demo data.
 */
const WIDTHS = [390, 1280];
const PLAYER_PAGES = [
  '/',
  '/leagues',
  `/leagues/${DEMO_DRAFT_LEAGUE_ID}`,
  `/leagues/${DEMO_DRAFT_LEAGUE_ID}/edit`,
  '/league-admin/dashboard',
  '/players',
  '/leaderboard',
  '/trophies',
  '/team',
  '/notifications',
  '/profile',
  '/settings',
  '/blog',
  '/faq',
  '/contact',
  '/test',
];

interface Fit {
  /** How far the page reaches past the screen's right edge (px). */
  sideways: number;
  /** How far the page reaches below its footer (px). */
  belowFooter: number;
  heading: string;
  /** Where the page ended up (a page that sends its visitor elsewhere would be measured in its place). */
  path: string;
}

async function fitOf(page: Page, path: string): Promise<Fit> {
  await open(page, path);
  return page.evaluate(() => {
    const root = document.documentElement;
    const footer = document.querySelector('footer')!;
    return {
      sideways: root.scrollWidth - root.clientWidth,
      belowFooter: Math.floor(root.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY)),
      heading: document.querySelector('main h1')?.textContent ?? '',
      path: window.location.pathname,
    };
  });
}

async function expectEveryPageFits(page: Page, paths: readonly string[]): Promise<void> {
  const misfits: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 860 });
    for (const path of paths) {
      const fit = await fitOf(page, path);
      expect({ path: fit.path, heading: fit.heading }).toEqual({
        path,
        heading: expect.not.stringMatching(/Page Not Found|Az oldal nem található/),
      });
      if (fit.sideways > 0 || fit.belowFooter > 0) misfits.push(`${path} at ${width} px: ${JSON.stringify(fit)}`);
    }
  }
  expect(misfits).toEqual([]);
}

describe('page layout', () => {
  let browser: Browser;

  afterEach(async () => {
    await browser?.close();
  });

  it("when the demo player opens their pages on a phone and a laptop, then each fits the screen's width and ends at its footer", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signInAsPlayer(page);
    await expectEveryPageFits(page, PLAYER_PAGES);
  }, 180_000);

  it('when the demo player opens a page on a phone, then the header keeps to one row and its Menu unfolds the navigation', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsPlayer(page);
    await page.goto('/leagues');
    await page.locator('main h1').first().waitFor();
    const headerHeight = () =>
      page
        .locator('header')
        .first()
        .evaluate((header) => header.getBoundingClientRect().height);
    expect(await headerHeight()).toBeLessThanOrEqual(80);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Menu' }).click();
    // A page that needs no current league: a fresh profile has none, and /players would send the player on to /secure.
    await nav.getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL('**/leaderboard');
    // The menu folds once the page changed.
    await nav.waitFor({ state: 'hidden' });
    expect(await headerHeight()).toBeLessThanOrEqual(80);
  }, 60_000);

  /**
   * The demo player, signed in afresh at `width`, opening a league that is not his: the page says so in a toast (which
   * league is current depends on what other tests chose, this does not).
   */
  async function toastOnForeignLeague(width: number) {
    await browser?.close();
    browser = await openBrowser();
    const { page } = browser;
    await page.setViewportSize({ width, height: 844 });
    await signInAsPlayer(page);
    await page.goto(`/leagues/${'0'.repeat(24)}`);
    const toast = page.getByText('Cannot select league');
    await toast.waitFor();
    return { page, toast: await toast.evaluate((text) => text.closest('[role]')!.getBoundingClientRect()) };
  }

  it('when a toast shows on a phone while the cookie bar asks, then it stands above the bar, clear of its buttons', async () => {
    const { page, toast } = await toastOnForeignLeague(390);
    const bar = page.getByRole('region', { name: 'Cookie consent' });

    expect(toast.bottom).toBeLessThanOrEqual(await bar.evaluate((section) => section.getBoundingClientRect().top));

    await bar.getByRole('button', { name: 'Only necessary' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--bottom-bar-height'))).toBe('');
  }, 60_000);

  it.each([1280, 800])(
    'when a toast shows at %i px, then it stands below the whole header',
    async (width) => {
      const { page, toast } = await toastOnForeignLeague(width);

      const header = await page
        .locator('header')
        .first()
        .evaluate((element) => element.getBoundingClientRect());
      expect(toast.top).toBeGreaterThanOrEqual(header.bottom);
    },
    60_000,
  );

  it('when the owner opens the back-office on a phone, then its menu is folded behind one button that opens it, and Escape folds it again', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsOwner(page);
    await page.goto('/owner/seasons');
    await page.locator('main h1').first().waitFor();
    const sections = page.getByRole('navigation', { name: 'Back-office navigation' });
    const toggle = page.getByRole('button', { name: 'Back-office menu' });
    expect(await sections.isVisible()).toBe(false);

    await toggle.click();
    await sections.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await sections.evaluate((menu) => menu.scrollWidth <= menu.clientWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await sections.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);

    await toggle.click();
    await sections.getByRole('link', { name: 'Scoring' }).click();
    await page.waitForURL('**/owner/score-config');
    await sections.waitFor({ state: 'hidden' });
  }, 60_000);

  it("when the owner opens the back-office on a phone and a laptop, then each page fits the screen's width and ends at its footer", async () => {
    browser = await openBrowser();
    await signInAsOwner(browser.page);
    await expectEveryPageFits(browser.page, OWNER_PAGES);
  }, 180_000);

  it("when the demo player opens the players list and the notifications on a phone, then each player's name and Pick stay in view and each notification is a card", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsPlayer(page);
    // The league home makes the demo draft league the current one: the players list is that league's.
    await page.goto(`/leagues/${DEMO_DRAFT_LEAGUE_ID}`);
    await page.locator('main h1').first().waitFor();
    await page.goto('/players');
    const firstRow = page.locator('main tbody tr').first();
    const name = firstRow.locator('td[data-pin="start"]');
    const pick = firstRow.locator('td[data-pin="end"]');
    await pick.waitFor();
    // The table scrolls sideways to its last statistic: the name (pinned at the start) and Pick (at the end) stay.
    await page.locator('main table').evaluate((table) => {
      const scroller = table.parentElement!;
      scroller.scrollLeft = scroller.scrollWidth;
    });
    for (const cell of [name, pick]) {
      const box = (await cell.boundingBox())!;
      expect([box.x >= 0, box.x + box.width <= 390]).toEqual([true, true]);
    }

    await page.goto('/notifications');
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const table = page.locator('main table');
    // Cards: no cell reaches past the screen; the message has a line of its own under its column's name, the short
    // facts (date, league, status, type) share lines.
    expect(await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
    const cells = await page.locator('main tbody td[data-label]').count();
    if (cells > 0) {
      const displayOf = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((td) => getComputedStyle(td).display);
      await expect(displayOf('main tbody td[data-label]:not([data-card])')).resolves.toBe('block');
      await expect(displayOf('main tbody td[data-card="fact"]')).resolves.toBe('inline-block');
    }
  }, 60_000);

  it("when the owner opens pages at 1280 px in either language, then the header is the brand and account over one row of navigation, with the account's own pages in its menu", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsOwner(page);
    const header = page.locator('header').first();
    try {
      for (const [path, language] of [
        ['/owner', 'EN'],
        ['/owner/users', 'HU'],
        ['/leagues', 'HU'],
      ] as const) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await header.getByText(language, { exact: true }).click();
        const { height, navRows } = await header.evaluate((bar) => ({
          height: bar.getBoundingClientRect().height,
          navRows: new Set([...bar.querySelectorAll('nav a')].map((a) => Math.round(a.getBoundingClientRect().top)))
            .size,
        }));
        expect({ path, language, short: height <= 100, navRows }).toEqual({ path, language, short: true, navRows: 1 });
        if (path.startsWith('/owner')) {
          // The back-office's own menu: every section on one row, none scrolled out of sight.
          const menuName = language === 'EN' ? 'Back-office navigation' : 'Adminisztrációs navigáció';
          const sections = await page.getByRole('navigation', { name: menuName }).evaluate((menu) => ({
            rows: new Set([...menu.querySelectorAll('a')].map((a) => Math.round(a.getBoundingClientRect().top))).size,
            hidden: menu.scrollWidth - menu.clientWidth,
          }));
          expect({ path, language, ...sections }).toEqual({ path, language, rows: 1, hidden: 0 });
        }
      }

      await header.getByRole('button', { name: /fiókja/ }).click();
      await header.getByRole('link', { name: 'Profil' }).click();
      await page.waitForURL('**/profile');
    } finally {
      // The owner's language is stored on the account: the other browser tests read the owner's pages in English.
      await header.getByText('EN', { exact: true }).click();
    }
  }, 60_000);
});
