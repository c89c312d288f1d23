import { MongoClient } from 'mongodb';
import { OWNER, startStack, type Stack } from './testing/stack';
import { openSocket as openSocketAt, type ClientSocket } from './testing/sockets';
import type { Browser } from './testing/browser';

const IDLE_MS = 2_000;
const MAX_LIFETIME_MS = 5_000;

let stack: Stack;
let db: MongoClient;

beforeAll(async () => {
  stack = await startStack('bff_timeouts', {
    SESSION_IDLE_TIMEOUT_MS: String(IDLE_MS),
    SESSION_MAX_LIFETIME_MS: String(MAX_LIFETIME_MS),
  });
  db = await MongoClient.connect(process.env.MONGO_URL!);
});

afterAll(async () => {
  await db.close();
  await stack.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const EXPIRED = {
  error: { code: 'authentication_required', message: 'Your session has expired. Please login again to continue.' },
};

const storedSession = (sessionId: string | undefined) =>
  db
    .db(stack.bffDb)
    .collection('sessions')
    .findOne({ _id: sessionId as never });

/** The browser's live socket (the session cookie authenticates it). */
const openSocket = (browser: Browser): Promise<ClientSocket> => openSocketAt(stack.bffUrl, { browser });

async function signedInOwner(): Promise<Browser> {
  const browser = stack.browser();
  await browser.signIn(OWNER.email, OWNER.password);
  return browser;
}

describe('idle timeout', () => {
  it('when a signed-in session is not used for longer than the idle timeout, then 401 in the envelope, the cookie cleared and the session gone', async () => {
    const browser = await signedInOwner();
    const sessionId = browser.sessionId;

    await sleep(IDLE_MS + 300);
    const res = await browser.get('/api/leagues');

    expect(res.status).toBe(401);
    expect(res.body).toEqual(EXPIRED);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/hfl\.sid=;.*Expires=Thu, 01 Jan 1970/i);
    expect(await storedSession(sessionId)).toBeNull();
  });

  it('when an idle session asks GET /api/session, then it reports no user', async () => {
    const browser = await signedInOwner();

    await sleep(IDLE_MS + 300);
    const res = await browser.get<{ user: unknown }>('/api/session');

    expect(res.status).toBe(200);
    expect(res.body.user).toBeNull();
  });

  it('when the session is used more often than the idle timeout, then it lives on past it', async () => {
    const browser = await signedInOwner();

    for (let elapsed = 0; elapsed < IDLE_MS * 1.5; elapsed += IDLE_MS / 4) {
      await sleep(IDLE_MS / 4);
      expect((await browser.get('/api/users/me')).status).toBe(200);
    }
  });

  it('when the session idles out, then its socket is closed and a new handshake is refused', async () => {
    const browser = await signedInOwner();
    const socket = await openSocket(browser);
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

    await closed;

    await expect(openSocket(browser)).rejects.toThrow('unauthorized');
  });
});

describe('absolute lifetime', () => {
  it('when a busy session reaches its maximum lifetime, then 401 in the envelope', async () => {
    const browser = await signedInOwner();
    const started = Date.now();

    while (Date.now() - started < MAX_LIFETIME_MS - IDLE_MS / 4) {
      expect((await browser.get('/api/users/me')).status).toBe(200);
      await sleep(IDLE_MS / 4);
    }
    await sleep(Math.max(0, started + MAX_LIFETIME_MS + 100 - Date.now()));
    const res = await browser.get('/api/users/me');

    expect(res.status).toBe(401);
    expect(res.body).toEqual(EXPIRED);
  });

  it('when an expired session logs in, then the login is never refused as expired; with a fresh token it signs in', async () => {
    const browser = await signedInOwner();
    await sleep(IDLE_MS + 300);

    // The expired session's CSRF token died with it: the api client's one retry fetches a new one.
    const stale = await browser.login(OWNER.email, OWNER.password);
    await browser.fetchCsrfToken();
    const fresh = await browser.login(OWNER.email, OWNER.password);

    expect(stale.body).toMatchObject({ error: { code: 'csrf_invalid' } });
    expect(fresh.status).toBe(200);
    expect((await browser.get('/api/users/me')).status).toBe(200);
  });
});
