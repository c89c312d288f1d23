import { MongoClient } from 'mongodb';
import { OWNER, startStack, type Stack } from './testing/stack';

let stack: Stack;
let db: MongoClient;

beforeAll(async () => {
  stack = await startStack('bff_auth', { LOGIN_RATE_LIMIT: '3' });
  db = await MongoClient.connect(process.env.MONGO_URL!);
});

afterAll(async () => {
  await db.close();
  await stack.stop();
});

const storedSession = (sessionId: string | undefined) =>
  db
    .db(stack.bffDb)
    .collection<{ _id: string; session: Record<string, unknown> }>('sessions')
    .findOne({ _id: sessionId ?? '' });

describe('GET /api/session', () => {
  it('when a visitor without a cookie opens the app, then there is no user, no CSRF token, no cookie and nothing stored', async () => {
    const browser = stack.browser();
    const sessionsBefore = await db.db(stack.bffDb).collection('sessions').countDocuments();

    const res = await browser.get<{ user: unknown; csrfToken: unknown }>('/api/session');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, csrfToken: null });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await db.db(stack.bffDb).collection('sessions').countDocuments()).toBe(sessionsBefore);
  });

  it('when a visitor has a CSRF token, then the session reports that same token', async () => {
    const browser = stack.browser();
    const issued = await browser.fetchCsrfToken();

    const res = await browser.get<{ user: unknown; csrfToken: string }>('/api/session');

    expect(res.body).toEqual({ user: null, csrfToken: issued.body.csrfToken });
  });
});

describe('GET /api/csrf-token', () => {
  it('when a visitor asks, then a token, an HttpOnly cookie, and a visitor session stored for two hours', async () => {
    const browser = stack.browser();

    const res = await browser.get<{ csrfToken: string }>('/api/csrf-token');

    expect(res.status).toBe(200);
    expect(res.body.csrfToken).toMatch(/^[0-9a-f]{64}$/);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/hfl\.sid=.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const stored = await db
      .db(stack.bffDb)
      .collection<{ _id: string; expires: Date; session: Record<string, unknown> }>('sessions')
      .findOne({ _id: browser.sessionId ?? '' });
    expect(stored?.session.csrfToken).toBe(res.body.csrfToken);
    expect(stored!.expires.getTime() - Date.now()).toBeGreaterThan(2 * 60 * 60 * 1000 - 60_000);
    expect(stored!.expires.getTime() - Date.now()).toBeLessThanOrEqual(2 * 60 * 60 * 1000);
  });

  it('when asked twice in one session, then the CSRF token stays the same', async () => {
    const browser = stack.browser();
    const first = await browser.fetchCsrfToken();

    const second = await browser.get<{ csrfToken: string }>('/api/csrf-token');

    expect(second.body.csrfToken).toBe(first.body.csrfToken);
  });
});

describe('CSRF', () => {
  it('when a change is sent without the CSRF header, then 403 csrf_invalid and nothing reaches the service', async () => {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);

    const res = await browser.post('/api/settings', { timezone: 'Asia/Tokyo' }, { csrf: false });

    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: { code: 'csrf_invalid', message: 'Your page is out of date. Please reload it and try again.' },
    });
    expect((await browser.get<{ timezone: string }>('/api/settings')).body.timezone).toBe('Europe/Budapest');
  });

  it('when a login is sent with a wrong CSRF token, then 403 and no session user', async () => {
    const browser = stack.browser();
    await browser.fetchCsrfToken();

    const res = await browser.post(
      '/api/auth',
      { username: OWNER.email, password: OWNER.password },
      { headers: { 'x-csrf-token': 'f'.repeat(64) }, csrf: false },
    );

    expect(res.status).toBe(403);
    expect((await browser.get<{ user: unknown }>('/api/session')).body.user).toBeNull();
  });

  it('when logout is sent without the CSRF header, then 403 and the user stays signed in', async () => {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);

    const res = await browser.post('/api/logout', undefined, { csrf: false });

    expect(res.status).toBe(403);
    expect((await browser.get<{ user: unknown }>('/api/session')).body.user).not.toBeNull();
  });
});

describe('POST /api/auth', () => {
  it('when the owner logs in, then the session id changes, the user is in the session and the old id is dead', async () => {
    const browser = stack.browser();
    const before = await browser.fetchCsrfToken();
    const oldSessionId = browser.sessionId;

    const res = await browser.login(OWNER.email, OWNER.password);

    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      email: OWNER.email,
      name: 'Site Owner',
      roles: ['SUPER_ADMIN'],
      locale: 'en',
    });
    expect(res.body.csrfToken).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.csrfToken).not.toBe(before.body.csrfToken);
    expect(browser.sessionId).toBeDefined();
    expect(browser.sessionId).not.toBe(oldSessionId);
    expect((await storedSession(browser.sessionId))?.session.user).toEqual(res.body.user);
    expect(await storedSession(oldSessionId)).toBeNull();
    expect((await browser.get<{ user: unknown }>('/api/session')).body.user).toEqual(res.body.user);
  });

  it('when the password is wrong, then the 401 envelope of accounts comes through and nobody is signed in', async () => {
    const browser = stack.browser();

    const res = await browser.login(OWNER.email, 'Wrong-Password-1');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        code: 'invalid_credentials',
        message: 'The e-mail address or the password is wrong. Check them and try again.',
      },
    });
    expect((await browser.get<{ user: unknown }>('/api/session')).body.user).toBeNull();
  });

  it('when the page asks in Hungarian, then the message is Hungarian', async () => {
    const browser = stack.browser();
    await browser.openSession();

    const res = await browser.post(
      '/api/auth',
      { username: 'hungarian@example.com', password: 'Wrong-Password-1' },
      {
        headers: { 'X-Locale': 'hu' },
      },
    );

    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        code: 'invalid_credentials',
        message: 'Rossz e-mail címet vagy jelszót adtál meg. Ellenőrizd őket, és próbáld újra.',
      },
    });
  });

  it('when the locale cookie says Hungarian and there is no header, then the message is Hungarian', async () => {
    const browser = stack.browser();
    browser.cookies.set('locale', 'hu');
    await browser.openSession();

    const res = await browser.login('cookie-hungarian@example.com', 'Wrong-Password-1');

    expect(res.body).toEqual({
      error: {
        code: 'invalid_credentials',
        message: 'Rossz e-mail címet vagy jelszót adtál meg. Ellenőrizd őket, és próbáld újra.',
      },
    });
  });

  it('when the e-mail is not an e-mail, then 400 with violations from the shared schema', async () => {
    const browser = stack.browser();

    const res = await browser.login('not-an-email', '');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'input_invalid',
        message: 'Invalid data provided',
        violations: [
          { property: 'username', message: expect.any(String) },
          { property: 'password', message: expect.any(String) },
        ],
      },
    });
  });

  it('when the body is not JSON, then 400 envelope, not 500', async () => {
    const browser = stack.browser();
    await browser.fetchCsrfToken();

    const broken = await fetch(new URL('/api/auth', stack.bffUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: browser.cookieHeader, 'x-csrf-token': browser.csrfToken! },
      body: '{"username":',
    });

    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe('input_invalid');
  });

  it('when the same e-mail fails more often than the limit, then 429 rate_limited; another e-mail still gets through', async () => {
    const browser = stack.browser();
    const victim = 'limited@example.com';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await browser.login(victim, 'Wrong-Password-1')).status).toBe(401);
    }

    const limited = await browser.login(victim, 'Wrong-Password-1');
    const other = await browser.login('someone-else@example.com', 'Wrong-Password-1');

    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' },
    });
    expect(other.status).toBe(401);
  });

  it('when accounts is unreachable, then 503 service_unavailable', async () => {
    const browser = stack.browser();
    await browser.openSession();
    stack.bff.setServiceUrl('accounts', 'http://127.0.0.1:9');
    try {
      const res = await browser.post('/api/auth', { username: 'anyone@example.com', password: 'Any-Password-1' });

      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'The service is temporarily unavailable. Please try again shortly.',
        },
      });
    } finally {
      stack.bff.setServiceUrl('accounts', stack.services.accounts.url);
    }
  });
});

describe('POST /api/logout', () => {
  it('when the owner logs out, then 204, the cookie is cleared and the stored session is gone', async () => {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);
    const sessionId = browser.sessionId;
    const cookieHeader = browser.cookieHeader;

    const res = await browser.post('/api/logout');

    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/hfl\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await storedSession(sessionId)).toBeNull();
    const replayed = await fetch(new URL('/api/session', stack.bffUrl), { headers: { cookie: cookieHeader } });
    expect(((await replayed.json()) as { user: unknown }).user).toBeNull();
  });
});

describe('session sweep', () => {
  it('when a stored session has expired, then the sweep deletes it and keeps live ones', async () => {
    const sessions = db.db(stack.bffDb).collection<{ _id: string; expires: Date; session: object }>('sessions');
    await sessions.insertOne({ _id: 'expired-session', expires: new Date(Date.now() - 1000), session: {} });
    const browser = stack.browser();
    await browser.fetchCsrfToken();

    const deleted = await stack.bff.sweepSessions();

    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await sessions.findOne({ _id: 'expired-session' })).toBeNull();
    expect(await storedSession(browser.sessionId)).not.toBeNull();
  });
});
