import type { Page } from 'playwright-core';
import { open } from './accessibility';
import { openBrowser, signInAsOwner, signInAsPlayer, type Browser } from './browser';

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

  it("when a page's scripts have not arrived yet, then the header's bar and brand are already painted where the shell draws them", async () => {
    browser = await openBrowser();
    const { page } = browser;
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.route('**/*.js', (route) => route.abort());
      await page.goto('/leagues');
      const first = await brandBox(page);
      expect(first).not.toBeNull();
      await page.unroute('**/*.js');
      await open(page, '/leagues');
      await page.getByRole('banner').getByRole('link', { name: 'HFL Fantasy' }).waitFor();

      expect(await brandBox(page)).toEqual(first);
    }
  });

  it('when the owner opens the users table on a laptop and a phone, then it shifts no more than 0.05', async () => {
    browser = await openBrowser();
    await browser.context.addInitScript(recordLayoutShifts);
    await signInAsOwner(browser.page);
    expect(await shiftsOver(browser.page, OWNER_PAGES)).toEqual([]);
  });
});
