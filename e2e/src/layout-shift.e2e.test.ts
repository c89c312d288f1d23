import type { Page, Route } from 'playwright-core';
import { open } from './accessibility';
import { baseUrl, openBrowser, signInAsOwner, signInAsPlayer, type Browser } from './browser';

/**
 * Issue 39: a signed-in page stands still while the shell, its remote and its data arrive (cumulative layout shift
 * ≤ 0.05, Google's "good" is 0.1), on a laptop and a phone. Each page is a fresh load, so the remotes arrive anew, on a
 * CPU slowed four times as Lighthouse's phone profile does: on a fast CPU the data often arrives before the first
 * paint and hides a page that jumps.
 */
const CPU_SLOWDOWN = 4;
const MAX_LAYOUT_SHIFT = 0.05;
const SIZES = [
  { width: 1280, height: 860 },
  { width: 390, height: 844 },
];
const PLAYER_PAGES = ['/', '/leagues', '/team', '/game-center', '/players', '/leaderboard'];
const OWNER_PAGES = ['/owner/users'];

/** Sums every layout shift the page makes from its first paint (a shift right after the user's input does not count). */
function recordLayoutShifts(): void {
  const recorded = window as unknown as { __hflLayoutShift: number };
  recorded.__hflLayoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) recorded.__hflLayoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await open(page, path);
  // Late shifts (an image, a font, a late panel) count too.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __hflLayoutShift: number }).__hflLayoutShift);
}

/** Where the header's brand text is painted, and how tall the header's bar is. */
async function brandBox(page: Page): Promise<number[] | null> {
  return page.evaluate(() => {
    const brand = document.querySelector('header a, #first-frame span');
    if (!brand) return null;
    const text = document.createRange();
    text.selectNodeContents(brand);
    const { left, top, width, height } = text.getBoundingClientRect();
    const bar = document.querySelector('header, #first-frame > div')!.getBoundingClientRect().height;
    return [left, top, width, height, bar].map(Math.round);
  });
}

/**
 * Where the cookie bar and its text and buttons are painted: the first frame's (bff/src/shell-page.ts) before the
 * scripts, the shell's after; null when no bar shows.
 */
async function cookieBarBoxes(page: Page): Promise<number[][] | null> {
  return page.evaluate(() => {
    const bar = [...document.querySelectorAll('section')].find((s) => getComputedStyle(s).position === 'fixed');
    if (!bar) return null;
    return [bar, bar.querySelector('p')!, ...bar.querySelectorAll('button')].map((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return [left, top, width, height].map(Math.round);
    });
  });
}

async function shiftsOver(page: Page, paths: readonly string[]): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const over: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const path of paths) {
      const shift = await layoutShiftOf(page, path);
      console.log(`layout shift ${path} at ${size.width} px: ${shift.toFixed(3)}`);
      if (shift > MAX_LAYOUT_SHIFT) over.push(`${path} at ${size.width} px: ${shift.toFixed(3)}`);
    }
  }
  return over;
}

describe('layout shift', () => {
  let browser: Browser;

  afterEach(async () => {
    await browser?.close();
  });

  it('when the demo player opens their main pages on a laptop and a phone, then none shifts more than 0.05', async () => {
    browser = await openBrowser();
    await browser.context.addInitScript(recordLayoutShifts);
    await signInAsPlayer(browser.page);
    expect(await shiftsOver(browser.page, PLAYER_PAGES)).toEqual([]);
  });

  it.each(['en', 'hu'])(
    "when a page's scripts have not arrived yet (%s), then the header's bar and brand and the cookie bar are already painted where the shell draws them",
    async (locale) => {
      browser = await openBrowser();
      const { page } = browser;
      await page.context().addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.route('**/*.js', (route) => route.abort());
        await page.goto('/leagues');
        const first = await brandBox(page);
        const firstBar = await cookieBarBoxes(page);
        expect(first).not.toBeNull();
        expect(firstBar).not.toBeNull();
        await page.unroute('**/*.js');
        await open(page, '/leagues');
        await page.getByRole('banner').getByRole('link', { name: 'HFL Fantasy' }).waitFor();

        expect(await brandBox(page)).toEqual(first);
        expect(await page.locator('#first-cookies').count()).toBe(0);
        expect(await cookieBarBoxes(page)).toEqual(firstBar);
      }
    },
  );

  it("when a visitor chooses in the first frame's cookie bar before the page's scripts have arrived, then the choice holds and the shell shows no bar", async () => {
    browser = await openBrowser();
    const { page } = browser;
    // The shell's first script runs; everything it loads next is held back.
    const held: Route[] = [];
    const later = /\/(?!main\.)[^/]+\.js$/;
    await page.route(later, (route) => void held.push(route));
    await page.goto('/leagues', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => '__FEDERATION__' in window);
    const bar = page.getByRole('region', { name: 'Cookie consent' });

    await bar.getByRole('button', { name: 'Only necessary' }).click();
    await bar.waitFor({ state: 'detached' });
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(later);
    await page.getByRole('banner').getByRole('link', { name: 'HFL Fantasy' }).waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    expect((await page.context().cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('necessary');
    expect(await bar.count()).toBe(0);
  });

  it('when the owner opens the users table on a laptop and a phone, then it shifts no more than 0.05', async () => {
    browser = await openBrowser();
    await browser.context.addInitScript(recordLayoutShifts);
    await signInAsOwner(browser.page);
    expect(await shiftsOver(browser.page, OWNER_PAGES)).toEqual([]);
  });
});
