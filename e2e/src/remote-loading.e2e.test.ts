import { openBrowser, signInAsOwner, type Browser } from './browser';

/** The remotes whose files the page fetched, e.g. ['player']. */
function remotesFetched(urls: string[]): string[] {
  return [...new Set(urls.flatMap((url) => /\/mfe\/([a-z]+)\//.exec(new URL(url).pathname)?.[1] ?? []))].sort();
}

// Each remote costs a remoteEntry (~14 KB gzipped) and its register chunk: a page loads only those it needs.
describe('remotes load on demand', () => {
  let browser: Browser;
  let urls: string[];

  beforeEach(async () => {
    browser = await openBrowser();
    urls = [];
    browser.page.on('request', (request) => urls.push(request.url()));
  });
  afterEach(async () => {
    await browser.close();
  });

  it("when a visitor opens the home page, then only mfe-player's files are fetched", async () => {
    const { page } = browser;
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('nav').getByRole('link', { name: 'FAQ' }).waitFor();

    expect(remotesFetched(urls)).toEqual(['player']);
  });

  it('when a visitor navigates from a player page into the back-office, then mfe-owner loads and its guard asks for a login', async () => {
    const { page } = browser;
    await page.goto('/faq', { waitUntil: 'networkidle' });
    expect(remotesFetched(urls)).toEqual(['player']);

    await page.evaluate(() => {
      window.history.pushState({}, '', '/owner/settings');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Access Denied: You need to login in order to access this page').waitFor();

    expect(remotesFetched(urls)).toEqual(['owner', 'player']);
  });

  it('when a SUPER_ADMIN logs in, then the Back-office item shows on a player page', async () => {
    const { page } = browser;
    await signInAsOwner(page);
    await page.goto('/faq');

    await page.locator('nav').getByRole('link', { name: 'Back-office' }).waitFor();
    expect(remotesFetched(urls)).toEqual(['owner', 'player']);
  });
});
