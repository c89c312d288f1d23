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

  it('when a visitor opens the home page, then it and the navigation show without fetching any remote, yup or the validation messages', async () => {
    const { page } = browser;
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if ((response.headers()['content-type'] ?? '').includes('javascript'))
        scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'HFL Fantasy' }).waitFor();
    await page.locator('nav').getByRole('link', { name: 'FAQ' }).waitFor();
    expect(remotesFetched(urls)).toEqual([]);
    // yup (13 KB) comes with the first form: a constant from a contracts module that builds schemas brings it along.
    expect((await Promise.all(scripts)).filter((text) => text.includes('"ValidationError"'))).toEqual([]);
    // Nor the validation messages: they come with the first remote, whose pages have the forms.
    expect((await Promise.all(scripts)).filter((text) => text.includes('"emailRequired"'))).toEqual([]);

    await page.locator('nav').getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    expect(remotesFetched(urls)).toEqual(['player']);
  });

  it('when a first page opens, then the shared libraries, boot steps and texts it runs are asked for at once, and nothing it does not run', async () => {
    const { page } = browser;
    const scripts: Array<Promise<{ file: string; text: string }>> = [];
    page.on('response', (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
      const file = new URL(response.url()).pathname;
      scripts.push(
        response.text().then(
          (text) => ({ file, text }),
          () => ({ file, text: '' }),
        ),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'HFL Fantasy' }).waitFor();

    const preloaded = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const ran = await page.evaluate(() =>
      ((window as unknown as { rspackChunkshell: Array<[Array<string | number>]> }).rspackChunkshell ?? []).flatMap(
        ([ids]) => ids.map(String),
      ),
    );
    const loaded = await Promise.all(scripts);
    // A chunk's file registers its ids in rspackChunkshell: `.push([[85],{…`.
    const chunkIds = (file: string) =>
      (/\.push\(\[\[([^\]]*)\]/.exec(loaded.find((script) => script.file === file)?.text ?? '')?.[1] ?? '')
        .split(',')
        .filter(Boolean);
    // The every-page libraries come in a few files (tools/src/mfe/shared-deps.ts), not one per library.
    expect(preloaded.length).toBeGreaterThan(5);
    expect(preloaded.length).toBeLessThan(15);
    expect(
      preloaded.filter((file) => chunkIds(file).length === 0 || chunkIds(file).some((id) => !ran.includes(id))),
    ).toEqual([]);
    // The boot's own steps (React's renderer, then the shell) download beside main.js, not once it has run.
    const bootSteps = loaded.filter(({ text }) => text.includes('createRoot') || text.includes('startShell:'));
    expect(bootSteps.length).toBeGreaterThanOrEqual(2);
    expect(bootSteps.map(({ file }) => file).filter((file) => !preloaded.includes(file))).toEqual([]);
    // So do the base texts in the page's language (English here), and only those.
    const baseTexts = loaded.filter(({ text }) => text.includes('"tagline"'));
    expect(baseTexts).toHaveLength(1);
    expect(preloaded).toContain(baseTexts[0]!.file);
  });

  it("when a player page opens, then its remote's manifest, first scripts and where the remotes live come with the page, and the federation runtime takes them", async () => {
    const { page } = browser;
    await page.goto('/faq', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();

    const preloaded = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toEqual(['/mfe/player/mf-manifest.json']);
    // Downloaded once: a fetch the preload does not match would download it again.
    expect(urls.filter((url) => new URL(url).pathname === '/mfe/player/mf-manifest.json')).toHaveLength(1);
    // Where the remotes live came with the page too.
    expect(urls.filter((url) => new URL(url).pathname === '/remotes.json')).toEqual([]);
    // So did the scripts the manifest names first, its entry and its registration, each taken by the runtime as is.
    const remoteScripts = (
      await page
        .locator('link[rel="preload"][as="script"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    ).filter((pathname) => pathname.startsWith('/mfe/'));
    expect(remoteScripts).toEqual([
      '/mfe/player/remoteEntry.js',
      expect.stringMatching(/^\/mfe\/player\/__federation_expose_register\.[0-9a-f]{8}\.js$/),
    ]);
    for (const script of remoteScripts)
      expect([script, urls.filter((url) => new URL(url).pathname === script).length]).toEqual([script, 1]);
  });

  it('when a visitor opens a player page in English, then no Hungarian text is fetched until Magyar is chosen', async () => {
    const { page } = browser;
    const scripts: string[] = [];
    const reading: Promise<unknown>[] = [];
    page.on('response', (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
      // A body is read after its response event: the checks wait for every read (networkidle does not).
      reading.push(
        response.text().then(
          (text) => scripts.push(text),
          () => undefined,
        ),
      );
    });
    await page.goto('/faq', { waitUntil: 'networkidle' });
    await page.locator('nav').getByRole('link', { name: 'FAQ' }).waitFor();
    // The Hungarian "Contact" (common) and "Standings" (player): the base texts and the remote's (plain ASCII words, as
    // a bundle may escape accented letters).
    const hungarian = (text: string) => text.includes('"Kapcsolat"') || text.includes('"Tabella"');
    await Promise.all(reading);
    expect(scripts.filter(hungarian)).toEqual([]);

    await page.getByRole('button', { name: 'Magyar' }).first().click();
    await page.locator('nav').getByRole('link', { name: 'Kezdőlap' }).waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    expect(scripts.filter((text) => text.includes('"Kapcsolat"'))).toHaveLength(1);
    expect(scripts.filter((text) => text.includes('"Tabella"'))).toHaveLength(1);
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

  it('when a signed-in user opens a page, then it opens signed in without asking who is signed in; after a logout, a page asks again', async () => {
    const { page } = browser;
    await signInAsOwner(page);
    const sessionReads = () => urls.filter((url) => new URL(url).pathname === '/api/session').length;
    const before = sessionReads();

    await page.goto('/faq');
    await page.locator('nav').getByRole('link', { name: 'Back-office' }).waitFor();
    expect(sessionReads()).toBe(before);

    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/faq', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    expect(await page.locator('nav').getByRole('link', { name: 'Back-office' }).count()).toBe(0);
    expect(sessionReads()).toBe(before + 1);
  });

  it('when a signed-in user opens the home page, then his leagues and the news come with it, unasked; coming back asks for them', async () => {
    const { page } = browser;
    await signInAsOwner(page);
    const reads = () =>
      urls.filter((url) => ['/api/blog-posts', '/api/my-leagues'].includes(new URL(url).pathname)).length;
    const before = reads();

    await page.goto('/');
    await page.getByRole('heading', { name: 'My leagues' }).waitFor();
    await page.getByRole('list', { name: 'Top stories' }).locator('img').first().waitFor();
    await page.getByRole('link', { name: 'Archived news' }).waitFor();
    expect(reads()).toBe(before);

    await page.locator('nav').getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await page.locator('nav').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'Archived news' }).waitFor();
    expect(reads()).toBe(before + 2);
  });
});
