import type { Page, Route } from 'playwright-core';
import { open } from './accessibility';
import { baseUrl, openBrowser, signInAsOwner, signInAsPlayer, type Browser } from './browser';
import { SIZES, recordLayoutShifts, shiftsOver } from './layout-shift';

/**
 * Issue 39's pages that stand still (see ./layout-shift) on the shared stack, which has no season under way: the
 * league pages of a league in its season are measured with the demo season (own-stack/phone-tables).
 */
const PLAYER_PAGES = ['/', '/leagues', '/team', '/game-center', '/players', '/leaderboard'];
const OWNER_PAGES = ['/owner/users'];

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

  it("when the page has been parsed only as far as the first frame's cookie bar text, then no part of the bar is painted yet", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const whole = await (await page.request.get('/leagues')).text();
    // Where a slow phone's parser may yield: the bar's text is in, its buttons are not (the bar would grow upwards).
    const upToButtons = whole.slice(0, whole.indexOf('<div><button'));
    expect(upToButtons).toContain('<section id="first-cookies"');
    const served = { page: upToButtons };
    await page.route('**/leagues', (route) => route.fulfill({ contentType: 'text/html', body: served.page }));
    await page.route('**/*.js', (route) => route.abort());
    const bar = page.locator('#first-cookies');

    await page.goto('/leagues');
    expect(await bar.count()).toBe(1);
    expect(await bar.isVisible()).toBe(false);

    served.page = whole;
    await page.goto('/leagues');
    expect(await bar.isVisible()).toBe(true);
  });

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
