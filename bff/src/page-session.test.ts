import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { SESSION_ELEMENT_ID } from '@hfl/contracts';
import { testTime } from '@hfl/kit/testing';
import type { Browser } from './testing/browser';
import { OWNER, startStack, type Stack } from './testing/stack';

const IDLE_MS = testTime(3_000);
const SHELL_INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>';

const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-page-session-'));
let stack: Stack;
let db: MongoClient;

beforeAll(async () => {
  fs.writeFileSync(path.join(shellDist, 'index.html'), SHELL_INDEX);
  stack = await startStack('bff_page_session', { SHELL_DIST: shellDist, SESSION_IDLE_TIMEOUT_MS: String(IDLE_MS) });
  db = await MongoClient.connect(process.env.MONGO_URL!);
});

afterAll(async () => {
  await db.close();
  await stack.stop();
  fs.rmSync(shellDist, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page as the browser opens it: the HTML, with the session's cookie when there is one. */
const openPage = (browser: Browser, page = '/team') =>
  browser.get<string>(page, { accept: 'text/html,application/xhtml+xml' });

/** The session the page carries (shell-page.ts's data block), or null. */
function carriedSession(html: string): unknown {
  const block = new RegExp(`<script type="application/json" id="${SESSION_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return block?.[1] ? JSON.parse(block[1]) : null;
}

const sessionCount = () => db.db(stack.bffDb).collection('sessions').countDocuments();

describe('a page carries its live signed-in session', () => {
  it("when a signed-in user opens a page, then it carries GET /api/session's answer and no shared cache may keep it", async () => {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);

    const page = await openPage(browser);
    const answer = await browser.get('/api/session');

    expect(page.status).toBe(200);
    expect(carriedSession(page.body)).toEqual(answer.body);
    expect(carriedSession(page.body)).toEqual({
      user: expect.objectContaining({ email: OWNER.email }),
      csrfToken: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('when the token the page carried is sent with a change, then the change goes through', async () => {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);
    browser.csrfToken = undefined;

    const { csrfToken } = carriedSession((await openPage(browser)).body) as { csrfToken: string };
    browser.csrfToken = csrfToken;
    const res = await browser.post('/api/logout');

    expect(res.status).toBe(204);
  });

  it('when a visitor opens a page, with or without a stored visitor session, then it carries none and nothing is stored', async () => {
    const stranger = stack.browser();
    const before = await sessionCount();
    const strangersPage = await openPage(stranger, '/');

    const visitor = stack.browser();
    await visitor.fetchCsrfToken();
    const visitorsPage = await openPage(visitor, '/');

    for (const page of [strangersPage, visitorsPage]) {
      expect(page.status).toBe(200);
      expect(carriedSession(page.body)).toBeNull();
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    expect(strangersPage.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount()).toBe(before + 1);
  });

  it('when a signed-in session has been idle past its timeout, then the page carries none and /api/session ends it', async () => {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);

    await sleep(IDLE_MS + 300);
    const page = await openPage(browser);

    expect(page.status).toBe(200);
    expect(carriedSession(page.body)).toBeNull();
    expect((await browser.get('/api/session')).body).toEqual({ user: null, csrfToken: null });
  });
});
