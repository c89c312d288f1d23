import { rooms, type LocaleChangedEvent, type ServerToClientEvents } from '@hfl/contracts';
import { createPublisher, INTERNAL_TOKEN_HEADER, signInternalToken } from '@hfl/kit';
import { testSecret, testTime } from '@hfl/kit/testing';
import { OWNER, startStack, type Stack } from './testing/stack';
import { openSocket as openSocketAt, type ClientSocket } from './testing/sockets';
import type { Browser } from './testing/browser';

/** Where browsers reach this site, unlike the test's own address (as behind a proxy). */
const PUBLIC_URL = 'https://fantasy.example.com';

let stack: Stack;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  stack = await startStack('bff_live', {
    PUBLIC_URL: PUBLIC_URL,
    SOCKET_ALLOWED_ORIGINS: 'https://second.example.org',
  });
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await stack.stop();
});

const openSocket = (browser?: Browser, headers: Record<string, string> = {}): Promise<ClientSocket> =>
  openSocketAt(stack.bffUrl, { browser, headers, opened: sockets });

function nextEvent<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, timeoutMs = 3000) {
  return new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });
}

async function signedInOwner() {
  const browser = stack.browser();
  const user = await browser.signIn(OWNER.email, OWNER.password);
  return { browser, user };
}

const publisher = () => createPublisher({ bffUrl: stack.bffInternalUrl, service: 'accounts', secret: testSecret() });

describe('Socket.IO authentication', () => {
  it('when a signed-in browser connects with its session cookie, then it receives events published to its user room', async () => {
    const { browser, user } = await signedInOwner();
    const socket = await openSocket(browser);
    const received = nextEvent(socket, 'user/localeChanged');

    await publisher().publish({ room: rooms.user(user.id), event: 'user/localeChanged', data: { locale: 'hu' } });

    await expect(received).resolves.toEqual({ locale: 'hu' });
  });

  it('when an event goes to another user room, then this user does not receive it', async () => {
    const { browser } = await signedInOwner();
    const socket = await openSocket(browser);
    const received = nextEvent(socket, 'user/localeChanged', 500);

    await publisher().publish({
      room: rooms.user('someone-else'),
      event: 'user/localeChanged',
      data: { locale: 'hu' },
    });

    await expect(received).rejects.toThrow('no user/localeChanged');
  });

  it('when there is no session cookie, then the connection is refused', async () => {
    await expect(openSocket()).rejects.toThrow('unauthorized');
  });

  it('when the session belongs to a visitor, then the connection is refused', async () => {
    const visitor = stack.browser();
    await visitor.openSession();

    await expect(openSocket(visitor)).rejects.toThrow('unauthorized');
  });

  it('when the browser logs out, then its socket is closed by the server', async () => {
    const { browser } = await signedInOwner();
    const socket = await openSocket(browser);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    expect((await browser.post('/api/logout')).status).toBe(204);

    await expect(closed).resolves.toBe('io server disconnect');
  });
});

describe('Socket.IO handshake origin', () => {
  it('when a page of another site opens a socket with the cookie, then the handshake is refused', async () => {
    const { browser } = await signedInOwner();

    await expect(openSocket(browser, { origin: 'https://evil.example.net' })).rejects.toThrow();
    await expect(openSocket(browser, { origin: 'https://fantasy.example.com.evil.example.net' })).rejects.toThrow();
  });

  it('when the page is the site itself (its own host, PUBLIC_URL or an allowed origin) or no Origin is sent, then it connects', async () => {
    const { browser } = await signedInOwner();

    for (const origin of [stack.bffUrl, PUBLIC_URL, 'https://second.example.org']) {
      await expect(openSocket(browser, { origin })).resolves.toMatchObject({ connected: true });
    }
    await expect(openSocket(browser)).resolves.toMatchObject({ connected: true });
  });
});

describe('Socket.IO events per socket', () => {
  const join = (socket: ClientSocket) =>
    new Promise<{ ok: boolean; status?: number; error?: { code: string; message: string } }>((resolve) =>
      socket.emit('draft/join', { leagueId: 'not-a-league' }, resolve),
    );

  it('when a socket sends more than the burst at once, then the excess is answered rate_limited and the socket stays', async () => {
    const { browser } = await signedInOwner();
    const socket = await openSocket(browser);

    const answers = await Promise.all(Array.from({ length: 26 }, () => join(socket)));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(4);
    expect(answers.find((answer) => answer.status === 429)?.error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(socket.connected).toBe(true);
  });

  it('when a socket keeps flooding, then the server disconnects it', async () => {
    const { browser } = await signedInOwner();
    const socket = await openSocket(browser);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    for (let i = 0; i < 60; i++) socket.emit('draft/leave', { leagueId: 'not-a-league' });

    await expect(disconnected).resolves.toBe('io server disconnect');
  });
});

describe('POST /internal/events', () => {
  const event = { room: rooms.user('u1'), event: 'user/localeChanged', data: { locale: 'en' } };
  const post = (headers: Record<string, string>, body: unknown = event, at = stack.bffInternalUrl) =>
    fetch(new URL('/internal/events', at), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it("when a service publishes on the BFF's internal port, then 202 delivered", async () => {
    const token = await signInternalToken({ service: 'content', roles: [], locale: 'en' }, testSecret(), 'bff');

    const res = await post({ [INTERNAL_TOKEN_HEADER]: token });

    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ delivered: true });
  });

  it('when there is no token, then 401 envelope', async () => {
    const res = await post({});

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'authentication_required', message: 'You need to login in order to do this' },
    });
  });

  it("when the token is a service's but for another service (fantasy), then 401", async () => {
    const token = await signInternalToken({ service: 'content', roles: [], locale: 'en' }, testSecret(), 'fantasy');

    const res = await post({ [INTERNAL_TOKEN_HEADER]: token });

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'authentication_required', message: 'You need to login in order to do this' },
    });
  });

  it('when the token is a user identity, not a service, then 401', async () => {
    const token = await signInternalToken({ userId: 'u1', roles: ['SUPER_ADMIN'], locale: 'en' }, testSecret(), 'bff');

    const res = await post({ [INTERNAL_TOKEN_HEADER]: token });

    expect(res.status).toBe(401);
  });

  it('when the event name or room is unknown, then 400 with violations', async () => {
    const token = await signInternalToken({ service: 'content', roles: [], locale: 'en' }, testSecret(), 'bff');

    const res = await post({ [INTERNAL_TOKEN_HEADER]: token }, { room: 'everyone', event: 'x', data: {} });

    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; violations: { property: string }[] } };
    expect(body.error.code).toBe('input_invalid');
    expect(body.error.violations.map((v) => v.property).sort()).toEqual(['event', 'room']);
  });

  it('when a member removal names no user, then 400 with violations: the BFF acts on its data', async () => {
    const token = await signInternalToken({ service: 'fantasy', roles: [], locale: 'en' }, testSecret(), 'bff');
    const leagueId = '0123456789abcdef01234567';

    const removal = {
      room: rooms.draft(leagueId),
      event: 'draft/memberRemoved',
      data: { leagueId, userId: { $ne: null } },
    };

    const res = await post({ [INTERNAL_TOKEN_HEADER]: token }, removal);

    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; violations: { property: string }[] } };
    expect(body.error.code).toBe('input_invalid');
    expect(body.error.violations.map((v) => v.property)).toEqual(['userId']);
  });

  it('when the path is unknown, then 404 envelope', async () => {
    const res = await fetch(new URL('/internal/nothing', stack.bffInternalUrl));

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });

  it("when a signed publish comes to the browsers' port, then 404 in the envelope and nothing is delivered", async () => {
    const { browser, user } = await signedInOwner();
    const socket = await openSocket(browser);
    // Awaited at the end, but its rejection handled from now: on a busy machine the window can close before the calls end.
    const nothingDelivered = expect(nextEvent(socket, 'user/localeChanged', testTime(500))).rejects.toThrow(
      'no user/localeChanged',
    );
    const token = await signInternalToken({ service: 'accounts', roles: [], locale: 'en' }, testSecret(), 'bff');
    const toUser = { room: rooms.user(user.id), event: 'user/localeChanged', data: { locale: 'hu' } };

    const single = await post({ [INTERNAL_TOKEN_HEADER]: token }, toUser, stack.bffUrl);
    const batch = await fetch(new URL('/internal/events/batch', stack.bffUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token },
      body: JSON.stringify({ events: [toUser] }),
    });
    const page = await fetch(new URL('/internal/events', stack.bffUrl));

    for (const res of [single, batch, page]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
    }
    await nothingDelivered;
  });

  it("when the internal port is asked for a page, the API or a socket's path, then 404: it serves the services alone", async () => {
    for (const path of ['/', '/health', '/api/session', '/remotes.json', '/socket.io/?EIO=4&transport=polling']) {
      const res = await fetch(new URL(path, stack.bffInternalUrl));

      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});

describe('POST /internal/events/batch', () => {
  it('when a service publishes many events in one call, then each reaches its room', async () => {
    const { browser, user } = await signedInOwner();
    const socket = await openSocket(browser);
    const heard: unknown[] = [];
    socket.on('user/localeChanged', (payload) => heard.push(payload));

    await publisher().publishMany([
      { room: rooms.user(user.id), event: 'user/localeChanged', data: { locale: 'hu' } },
      { room: rooms.user('someone-else'), event: 'user/localeChanged', data: { locale: 'en' } },
      { room: rooms.user(user.id), event: 'user/localeChanged', data: { locale: 'en' } },
    ]);

    for (let waited = 0; heard.length < 2 && waited < 3_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // A moment more: another user's event would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([{ locale: 'hu' }, { locale: 'en' }]);
  });

  it('when the batch is empty, too long or holds an unknown event, then 400 and nothing is delivered', async () => {
    const token = await signInternalToken({ service: 'fantasy', roles: [], locale: 'en' }, testSecret(), 'bff');
    const event = { room: rooms.user('u1'), event: 'user/localeChanged', data: { locale: 'en' } };
    const post = (body: unknown) =>
      fetch(new URL('/internal/events/batch', stack.bffInternalUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token },
        body: JSON.stringify(body),
      });

    for (const body of [
      { events: [] },
      { events: Array(501).fill(event) },
      { events: [event, { ...event, event: 'x' }] },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('input_invalid');
    }
  });

  it('when there is no service token, then 401', async () => {
    const res = await fetch(new URL('/internal/events/batch', stack.bffInternalUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ room: rooms.user('u1'), event: 'user/localeChanged', data: {} }] }),
    });

    expect(res.status).toBe(401);
  });
});

describe('locale change through the BFF', () => {
  it('when the owner switches to Hungarian, then the socket hears user/localeChanged and the session follows', async () => {
    const { browser } = await signedInOwner();
    const socket = await openSocket(browser);
    const received = nextEvent(socket, 'user/localeChanged');

    const res = await browser.post('/api/users/me/locale/hu');

    expect(res.status).toBe(200);
    // The name follows, as Hungarian writes it: every tab's header shows it so.
    await expect(received).resolves.toEqual<LocaleChangedEvent>({ locale: 'hu', name: 'Owner Site' });
    const session = await browser.get<{ user: { locale: string; name: string } }>('/api/session');
    expect(session.body.user).toMatchObject({ locale: 'hu', name: 'Owner Site' });
    expect((await browser.get<{ locale: string }>('/api/users/me')).body.locale).toBe('hu');
    // The session's language now answers errors without any header.
    expect((await browser.get('/api/no-such-thing')).body).toEqual({
      error: { code: 'not_found', message: 'A keresett elem nem létezik' },
    });
    await browser.post('/api/users/me/locale/en');
  });

  it('when the locale is not supported, then 400 and the session keeps its language', async () => {
    const { browser } = await signedInOwner();

    const res = await browser.post('/api/users/me/locale/de');

    expect(res.status).toBe(400);
    expect((await browser.get<{ user: { locale: string } }>('/api/session')).body.user.locale).toBe('en');
  });
});

describe('the draft readiness echo', () => {
  it('when a signed-in socket sends diagnostics/echo, then the answer carries its send time back and the server clock', async () => {
    const { browser } = await signedInOwner();
    const socket = await openSocket(browser);
    const before = Date.now();

    const answer = await socket.timeout(3000).emitWithAck('diagnostics/echo', { sentAt: 1234 });

    expect(answer.sentAt).toBe(1234);
    expect(answer.serverTime).toBeGreaterThanOrEqual(before);
    expect(answer.serverTime).toBeLessThanOrEqual(Date.now());
  });

  it('when the echo carries no usable time, then it is still answered (with 0), never an error', async () => {
    const { browser } = await signedInOwner();
    const socket = await openSocket(browser);

    const answer = await socket.timeout(3000).emitWithAck('diagnostics/echo', { sentAt: 'soon' as unknown as number });

    expect(answer.sentAt).toBe(0);
  });
});
