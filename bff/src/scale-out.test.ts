import { rooms, type ServerToClientEvents } from '@hfl/contracts';
import { createPublisher } from '@hfl/kit';
import { testSecret, testTime } from '@hfl/kit/testing';
import { startRedis, type RedisServer } from '../../tools/src/redis-server';
import { Browser } from './testing/browser';
import { linkToken, registration } from './testing/mail';
import { openSocket, type ClientSocket } from './testing/sockets';
import { OWNER, startStack, type Stack } from './testing/stack';

/**
 * Two BFFs on one Redis (REDIS_URL), as behind a load balancer: what one of them is told or counts, the other knows.
 * Each test's visitor comes from its own address (X-Forwarded-For, the proxy named by TRUST_PROXY), so its limits start
 * fresh.
 */
let redis: RedisServer;
let stack: Stack;
let urls: [string, string];
/** Each BFF's internal port, where the services publish. */
let internalUrls: [string, string];
const sockets: ClientSocket[] = [];

const READ_BURST = 10;
const PASSWORD = 'Blitz-Package-26';
const ACCOUNT_LIMIT = 3;

beforeAll(async () => {
  redis = await startRedis();
  stack = await startStack('bff_scale_out', {
    REDIS_URL: redis.url,
    TRUST_PROXY: 'loopback',
    ANONYMOUS_READ_BURST: String(READ_BURST),
    ANONYMOUS_READS_PER_SECOND: '0.1',
    ACCOUNT_RATE_LIMIT: String(ACCOUNT_LIMIT),
  });
  const second = await stack.addBff();
  urls = [stack.bffUrl, second.url];
  internalUrls = [stack.bffInternalUrl, second.internalUrl];
}, testTime(60_000));

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await stack?.stop();
  await redis?.stop();
});

/** The same browser (cookies, CSRF token) reaching the other BFF, as the balancer may send its next call. */
function through(browser: Browser, url: string): Browser {
  const other = new Browser(url);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  other.csrfToken = browser.csrfToken;
  return other;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a socket waits for what a call should cause: the wait starts before the call (signing in, a logout, a
 * suspension through accounts), which a busy machine serves many times slower.
 */
const EVENT_WAIT_MS = 15_000;

function nextEvent<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, timeoutMs = EVENT_WAIT_MS) {
  return new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });
}

/**
 * The status `browser`'s session gets from its BFF once that BFF heard of a change made through the other one: asked
 * again for a moment while the news crosses Redis (a busy machine may deliver it late), but well within the second a
 * BFF keeps a session read, so a BFF never told still answers 200.
 */
async function sessionStatusOnceTold(browser: Browser): Promise<number> {
  const until = Date.now() + 400;
  for (;;) {
    const { status } = await browser.get('/api/users/me');
    if (status !== 200 || Date.now() > until) return status;
    await sleep(25);
  }
}

async function ownerOnBoth() {
  const browser = new Browser(urls[0]);
  const user = await browser.signIn(OWNER.email, OWNER.password);
  const [first, second] = await Promise.all(urls.map((url) => openSocket(url, { browser, opened: sockets })));
  return { browser, user, first: first!, second: second! };
}

describe('two BFFs sharing Redis', () => {
  it('when a service publishes to either BFF, then the room’s sockets on both receive the event', async () => {
    const { user, first, second } = await ownerOnBoth();

    for (const bffUrl of internalUrls) {
      const received = [nextEvent(first, 'user/localeChanged'), nextEvent(second, 'user/localeChanged')];
      const publisher = createPublisher({ bffUrl, service: 'accounts', secret: testSecret() });
      await publisher.publish({ room: rooms.user(user.id), event: 'user/localeChanged', data: { locale: 'hu' } });

      await expect(Promise.all(received)).resolves.toEqual([{ locale: 'hu' }, { locale: 'hu' }]);
    }
  });

  it('when the user logs out through one BFF, then the session’s sockets on the other close too', async () => {
    const { browser, second } = await ownerOnBoth();
    const closed = new Promise<string>((resolve, reject) => {
      setTimeout(() => reject(new Error(`still connected after ${EVENT_WAIT_MS} ms`)), EVENT_WAIT_MS).unref();
      second.once('disconnect', resolve);
    });

    expect((await browser.post('/api/logout')).status).toBe(204);

    await expect(closed).resolves.toBe('io server disconnect');
  });

  it('when the user logs out through one BFF, then the other refuses the session at once, not after the second it keeps one', async () => {
    const browser = new Browser(urls[0]);
    await browser.signIn(OWNER.email, OWNER.password);
    const other = through(browser, urls[1]);
    expect((await other.get('/api/users/me')).status).toBe(200);

    expect((await browser.post('/api/logout')).status).toBe(204);

    expect(await sessionStatusOnceTold(other)).toBe(401);
  });

  it('when the owner suspends a player through one BFF, then the player’s sockets on the other close and it refuses the session at once', async () => {
    const email = `scale-out-${Date.now()}@example.com`;
    const visitor = new Browser(urls[0]);
    await visitor.openSession();
    expect((await visitor.post('/api/user/register', registration(email, PASSWORD))).status).toBe(201);
    const token = await linkToken(email, '/account/confirm/');
    expect((await visitor.post(`/api/user/confirm/${token}`)).status).toBe(204);
    const player = new Browser(urls[1]);
    const { id } = await player.signIn(email, PASSWORD);
    const socket = await openSocket(urls[1], { browser: player, opened: sockets });
    const closed = new Promise<string>((resolve, reject) => {
      setTimeout(() => reject(new Error(`still connected after ${EVENT_WAIT_MS} ms`)), EVENT_WAIT_MS).unref();
      socket.once('disconnect', resolve);
    });
    const { browser: owner } = await ownerOnBoth();
    expect((await player.get('/api/users/me')).status).toBe(200);

    expect((await owner.post(`/api/users/${id}/suspend`, { reason: 'Rude chat' })).status).toBe(204);

    await expect(closed).resolves.toBe('io server disconnect');
    expect(await sessionStatusOnceTold(player)).toBe(401);
  });

  it('when a visitor reads through both BFFs in turn, then one allowance is spent, not one per BFF', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.41' };
    const statuses: number[] = [];
    for (let i = 0; i < READ_BURST + 4; i++)
      statuses.push((await new Browser(urls[i % 2]!).get('/api/session', headers)).status);

    expect(statuses).toEqual([...Array(READ_BURST).fill(200), 429, 429, 429, 429]);
  });

  it('when a visitor registers through both BFFs in turn, then the per-address limit counts every BFF’s calls', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.42' };
    const visitor = new Browser(urls[0]);
    await visitor.fetchCsrfToken();
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT + 2; i++) {
      const browser = i % 2 === 0 ? visitor : through(visitor, urls[1]);
      statuses.push((await browser.post('/api/user/register', { email: 'not an e-mail' }, { headers })).status);
    }

    expect(statuses.slice(ACCOUNT_LIMIT)).toEqual([429, 429]);
    expect(statuses.slice(0, ACCOUNT_LIMIT)).not.toContain(429);
  });

  it('when Redis is named, then each BFF’s health says it is up', async () => {
    for (const url of urls) {
      const res = await fetch(new URL('/health', url));
      expect(((await res.json()) as { redis?: string }).redis).toBe('up');
    }
  });
});
