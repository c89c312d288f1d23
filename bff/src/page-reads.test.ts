import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API,
  CURRENT_LEAGUE_COOKIE,
  HOME_NEWS_PATH,
  LEAGUE_PAGE_FIRST_READS,
  LOCALE_COOKIE,
  LOCALE_HEADER,
  PAGE_READS_ELEMENT_ID,
} from '@hfl/contracts';
import { UNREACHABLE_URL } from '@hfl/kit/testing';
import type { Browser } from './testing/browser';
import { OWNER, startStack, type Stack } from './testing/stack';

const SHELL_INDEX =
  '<!doctype html><html><head><title>HFL</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';

const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-page-reads-'));
let stack: Stack;

beforeAll(async () => {
  fs.writeFileSync(path.join(shellDist, 'index.html'), SHELL_INDEX);
  stack = await startStack('bff_page_reads', { SHELL_DIST: shellDist });
});

afterAll(async () => {
  await stack.stop();
  fs.rmSync(shellDist, { recursive: true, force: true });
});

const openPage = (browser: Browser, page: string) =>
  browser.get<string>(page, { accept: 'text/html,application/xhtml+xml' });

/** The API answers the page carries (shell-page.ts's data block), or null. */
function carriedReads(html: string): unknown {
  const block = new RegExp(`<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return block?.[1] ? JSON.parse(block[1]) : null;
}

const leadPreload = (html: string) =>
  /<link rel="preload" href="([^"]+)" as="image" fetchpriority="high">/.exec(html)?.[1] ?? null;

describe('a page comes with its first reads', () => {
  it.each(['en', 'hu'])(
    "when a visitor opens the home page in '%s', then it carries the news the API answers in that language, and asks for the lead post's picture with the page",
    async (locale) => {
      const browser = stack.browser();
      browser.cookies.set(LOCALE_COOKIE, locale);

      const page = await openPage(browser, '/');
      const news = await browser.get<Array<{ headerImage: string | null }>>(HOME_NEWS_PATH, {
        [LOCALE_HEADER]: locale,
      });

      expect(news.body.length).toBeGreaterThan(0);
      expect(carriedReads(page.body)).toEqual([{ path: HOME_NEWS_PATH, body: news.body }]);
      expect(leadPreload(page.body)).toBe(news.body[0]!.headerImage);
      const picture = await browser.get(leadPreload(page.body)!);
      expect(picture.status).toBe(200);
    },
  );

  it("when a signed-in user opens the home page, then it carries his My leagues answer too, in the page's language, not his account's", async () => {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);
    const own = (await browser.get<{ user: { locale: string } }>('/api/session')).body.user.locale;
    const locale = own === 'hu' ? 'en' : 'hu';
    browser.cookies.set(LOCALE_COOKIE, locale);

    const page = await openPage(browser, '/');
    const [news, myLeagues] = await Promise.all([
      browser.get(HOME_NEWS_PATH, { [LOCALE_HEADER]: locale }),
      browser.get(API.myLeagues, { [LOCALE_HEADER]: locale }),
    ]);

    expect(myLeagues.status).toBe(200);
    expect(carriedReads(page.body)).toEqual([
      { path: HOME_NEWS_PATH, body: news.body },
      // The server's time, read a moment apart.
      { path: API.myLeagues, body: { ...(myLeagues.body as object), serverTime: expect.any(String) } },
    ]);
  });

  it("when a signed-in user opens a member's page, then it carries the site's ads and his memberships; a back-office page carries none", async () => {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);

    const team = await openPage(browser, '/team');
    const backOffice = await openPage(browser, '/owner/users');
    const [ads, memberships] = await Promise.all([browser.get(API.ads), browser.get(API.myMemberships)]);

    expect(ads.status).toBe(200);
    expect(memberships.status).toBe(200);
    expect(carriedReads(team.body)).toEqual([
      { path: API.ads, body: ads.body },
      { path: API.myMemberships, body: memberships.body },
    ]);
    expect(leadPreload(team.body)).toBeNull();
    expect(carriedReads(backOffice.body)).toBeNull();
  });

  it("when a visitor opens a player's page, then it carries the site's ads alone and asks for no picture", async () => {
    const browser = stack.browser();
    const page = await openPage(browser, '/players');
    const ads = await browser.get(API.ads);

    expect(page.status).toBe(200);
    expect(carriedReads(page.body)).toEqual([{ path: API.ads, body: ads.body }]);
    expect(leadPreload(page.body)).toBeNull();
  });

  it("when content cannot be reached, then a member's page still opens with his memberships, and its banners ask for their slots", async () => {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);
    stack.bff.setServiceUrl('content', UNREACHABLE_URL);
    try {
      const page = await openPage(browser, '/team');

      expect(page.status).toBe(200);
      expect(carriedReads(page.body)).toEqual([{ path: API.myMemberships, body: expect.anything() }]);
    } finally {
      stack.bff.setServiceUrl('content', stack.services.content.url);
    }
  });

  it('when content cannot be reached, then the home page still opens, without the news, and the shell reads them', async () => {
    stack.bff.setServiceUrl('content', UNREACHABLE_URL);
    try {
      const page = await openPage(stack.browser(), '/');

      expect(page.status).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(carriedReads(page.body)).toBeNull();
      expect(leadPreload(page.body)).toBeNull();
    } finally {
      stack.bff.setServiceUrl('content', stack.services.content.url);
    }
  });
});

/** The API reads the page has the browser fetch with it (shell-page.ts's preloads in its head), in order. */
function readPreloads(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)]
    .map((match) => match[1]!.replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/api/'));
}

describe('a league page has its first reads fetched with it', () => {
  const LEAGUE = '68f1c20000000000000000a1';
  const OTHER_LEAGUE = '68f1c20000000000000000a2';

  async function signedIn(): Promise<{ browser: Browser; userId: string }> {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);
    const userId = (await browser.get<{ user: { id: string } }>('/api/session')).body.user.id;
    return { browser, userId };
  }

  it("when a signed-in user with a current league opens a league page, then its head asks for that page's first reads in his league, and each answers as his own request", async () => {
    const { browser, userId } = await signedIn();
    browser.cookies.set(CURRENT_LEAGUE_COOKIE, `${userId}.${LEAGUE}`);

    for (const page of Object.keys(LEAGUE_PAGE_FIRST_READS)) {
      const html = await openPage(browser, page);
      expect(readPreloads(html.body)).toEqual(LEAGUE_PAGE_FIRST_READS[page]!(LEAGUE));
    }
    const players = readPreloads((await openPage(browser, '/players')).body);
    expect(players).toContain(
      `${API.availablePlayers(LEAGUE)}?sort=fantasy_points&sortDirection=desc&limit=50&offset=0`,
    );
    for (const read of players) expect((await browser.get(read)).status).toBeLessThan(500);
  });

  it("when the page names a league (?league=), then the reads are that league's", async () => {
    const { browser, userId } = await signedIn();
    browser.cookies.set(CURRENT_LEAGUE_COOKIE, `${userId}.${LEAGUE}`);

    const page = await openPage(browser, `/game-center?league=${OTHER_LEAGUE}`);

    expect(readPreloads(page.body)).toEqual(LEAGUE_PAGE_FIRST_READS['/game-center']!(OTHER_LEAGUE));
  });

  it("when the cookie is another user's, the user is a visitor, or the page is not a league page, then nothing is fetched with it", async () => {
    const { browser } = await signedIn();
    browser.cookies.set(CURRENT_LEAGUE_COOKIE, `6b0c0ff30b701d8595d9e701.${LEAGUE}`);
    const visitor = stack.browser();
    visitor.cookies.set(CURRENT_LEAGUE_COOKIE, `6b0c0ff30b701d8595d9e701.${LEAGUE}`);

    expect(readPreloads((await openPage(browser, '/players')).body)).toEqual([]);
    expect(readPreloads((await openPage(visitor, '/players')).body)).toEqual([]);
    expect(readPreloads((await openPage(visitor, `/players?league=${LEAGUE}`)).body)).toEqual([]);
    const { browser: member, userId } = await signedIn();
    member.cookies.set(CURRENT_LEAGUE_COOKIE, `${userId}.${LEAGUE}`);
    expect(readPreloads((await openPage(member, '/leagues')).body)).toEqual([]);
    expect(readPreloads((await openPage(member, '/players?league=x"><b>')).body)).toEqual(
      LEAGUE_PAGE_FIRST_READS['/players']!(LEAGUE),
    );
  });
});
