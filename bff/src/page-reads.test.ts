import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, HOME_NEWS_PATH, LOCALE_COOKIE, LOCALE_HEADER, PAGE_READS_ELEMENT_ID } from '@hfl/contracts';
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

  it("when a signed-in user opens a member's page, then it carries his memberships; a back-office page carries none", async () => {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);

    const team = await openPage(browser, '/team');
    const backOffice = await openPage(browser, '/owner/users');
    const memberships = await browser.get(API.myMemberships);

    expect(memberships.status).toBe(200);
    expect(carriedReads(team.body)).toEqual([{ path: API.myMemberships, body: memberships.body }]);
    expect(leadPreload(team.body)).toBeNull();
    expect(carriedReads(backOffice.body)).toBeNull();
  });

  it("when a visitor opens a player's page, then it carries no reads and asks for no picture", async () => {
    const page = await openPage(stack.browser(), '/players');

    expect(page.status).toBe(200);
    expect(carriedReads(page.body)).toBeNull();
    expect(leadPreload(page.body)).toBeNull();
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
