import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInternalToken } from '@hfl/kit';
import { testEnv, testSecret } from '@hfl/kit/testing';
import { buildBff, type Bff } from './app';
import { loadBffConfig } from './config';
import { Browser } from './testing/browser';
import { OWNER, startStack, TEST_SESSION_SECRET, type Stack } from './testing/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_proxy');
});

afterAll(async () => {
  await stack.stop();
});

describe('/api/settings through the BFF', () => {
  it('when a visitor reads the settings, then the content service answers through the proxy', async () => {
    const browser = stack.browser();

    const res = await browser.get('/api/settings');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ timezone: 'Europe/Budapest' });
  });

  it("when a signed-in user reads through the proxy, then the answer is never stored by a cache; a visitor's may be", async () => {
    const owner = stack.browser();
    await owner.signIn(OWNER.email, OWNER.password);

    const personal = await owner.get('/api/settings');
    const visitors = await stack.browser().get('/api/settings');

    expect(personal.headers.get('cache-control')).toBe('no-store');
    expect(visitors.headers.get('cache-control')).not.toBe('no-store');
  });

  it('when the owner saves a timezone, then it is stored and every later read sees it', async () => {
    const owner = stack.browser();
    await owner.signIn(OWNER.email, OWNER.password);

    const res = await owner.post('/api/settings', { timezone: 'America/New_York' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ timezone: 'America/New_York' });
    expect((await stack.browser().get('/api/settings')).body).toEqual({ timezone: 'America/New_York' });
  });

  it('when a visitor saves settings, then the service refuses with 401 and nothing changes', async () => {
    const visitor = stack.browser();
    await visitor.openSession();
    const before = (await visitor.get('/api/settings')).body;

    const res = await visitor.post('/api/settings', { timezone: 'Asia/Tokyo' });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'authentication_required', message: 'You need to login in order to do this' },
    });
    expect((await visitor.get('/api/settings')).body).toEqual(before);
  });

  it('when a visitor forges an owner identity token, then the BFF replaces it and the service still refuses', async () => {
    const visitor = stack.browser();
    await visitor.openSession();
    const forged = await signInternalToken(
      { userId: 'someone', roles: ['SUPER_ADMIN'], locale: 'en' },
      testSecret(),
      'content',
    );

    const res = await visitor.post(
      '/api/settings',
      { timezone: 'Asia/Tokyo' },
      { headers: { 'x-internal-token': forged } },
    );

    expect(res.status).toBe(401);
    expect((await visitor.get('/api/settings')).body).not.toEqual({ timezone: 'Asia/Tokyo' });
  });

  it('when the timezone is not one of the list, then the 400 violations come through, in Hungarian if asked', async () => {
    const owner = stack.browser();
    await owner.signIn(OWNER.email, OWNER.password);

    const english = await owner.post('/api/settings', { timezone: 'Mars/Olympus_Mons' });
    const hungarian = await owner.post('/api/settings', { timezone: '' }, { headers: { 'X-Locale': 'hu' } });

    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      error: {
        code: 'input_invalid',
        message: 'Invalid data provided',
        violations: [{ property: 'timezone', message: 'Timezone is required' }],
      },
    });
    expect(hungarian.status).toBe(400);
    expect(hungarian.body).toEqual({
      error: {
        code: 'input_invalid',
        message: 'Érvénytelen adatok',
        violations: [{ property: 'timezone', message: 'Az időzóna megadása kötelező' }],
      },
    });
  });
});

describe('routing', () => {
  it('when the first path segment belongs to no service, then 404 envelope from the BFF', async () => {
    const browser = stack.browser();

    const res = await browser.get('/api/no-such-thing/1');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });

  it('when a known service has no such route, then its 404 envelope comes through', async () => {
    const res = await stack.browser().get('/api/settings/unknown');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });

  it('when a service is called directly without the internal token, then 401', async () => {
    const res = await fetch(new URL('/settings', stack.services.content.url));

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'authentication_required', message: 'You need to login in order to do this' },
    });
  });

  it('when the owning service is down, then 503 service_unavailable in the caller language', async () => {
    stack.bff.setServiceUrl('content', 'http://127.0.0.1:9');
    try {
      const res = await stack.browser().get('/api/settings', { 'X-Locale': 'hu' });

      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'A szolgáltatás átmenetileg nem érhető el. Kérjük, próbáld újra hamarosan.',
        },
      });
    } finally {
      stack.bff.setServiceUrl('content', stack.services.content.url);
    }
  });
});

/** A "service" that accepts connections and never answers, unless asked to answer after `?answer-after=<ms>`. */
class HangingService {
  readonly server = http.createServer((req, res) => {
    this.lastHeaders = req.headers;
    const delay = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('answer-after'));
    if (delay > 0)
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"late":true}'), delay);
  });
  openConnections = 0;
  mostConnectionsAtOnce = 0;
  lastHeaders: http.IncomingHttpHeaders = {};

  constructor() {
    this.server.on('connection', (socket) => {
      this.openConnections++;
      socket.once('close', () => this.openConnections--);
      // Counted a moment later: the BFF closes a timed-out socket before opening the next one, but this server can
      // see the new connection before the old one's close. A socket the BFF really holds lasts the whole read limit.
      setTimeout(() => {
        if (!socket.destroyed) this.mostConnectionsAtOnce = Math.max(this.mostConnectionsAtOnce, this.openConnections);
      }, 20);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async allConnectionsClosed(withinMs: number): Promise<boolean> {
    for (
      const start = Date.now();
      Date.now() - start < withinMs;
      await new Promise((resolve) => setTimeout(resolve, 20))
    ) {
      if (this.openConnections === 0) return true;
    }
    return false;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('a service that hangs', () => {
  // Far above the 100 ms of the answer that must come through: a loaded machine can stall the BFF for half a second.
  const READ_TIMEOUT_MS = 1_000;
  const WRITE_TIMEOUT_MS = 1_600;
  /** What the machine may add to a time limit before the answer is in (shared CPUs under a full test run). */
  const SLACK_MS = 1_500;
  let service: HangingService;
  let bff: Bff;
  let bffUrl: string;

  beforeEach(async () => {
    service = new HangingService();
    const serviceUrl = await service.listen();
    const config = loadBffConfig(
      testEnv(stack.bffDb, {
        SESSION_SECRET: TEST_SESSION_SECRET,
        PROXY_READ_TIMEOUT_MS: String(READ_TIMEOUT_MS),
        PROXY_WRITE_TIMEOUT_MS: String(WRITE_TIMEOUT_MS),
        PROXY_MAX_SOCKETS: '2',
      }),
    );
    bff = await buildBff(config);
    await new Promise<void>((resolve) => bff.httpServer.listen(0, '127.0.0.1', resolve));
    bffUrl = `http://127.0.0.1:${(bff.httpServer.address() as AddressInfo).port}`;
    bff.setServiceUrl('content', serviceUrl);
  });

  afterEach(async () => {
    await bff.close();
    await service.close();
  });

  async function timed<T>(call: Promise<T>): Promise<{ result: T; elapsedMs: number }> {
    const start = Date.now();
    const result = await call;
    return { result, elapsedMs: Date.now() - start };
  }

  it('when a read gets no answer, then 504 gateway_timeout after the read limit, in the caller language, and its connection is closed', async () => {
    const { result: res, elapsedMs } = await timed(new Browser(bffUrl).get('/api/settings', { 'X-Locale': 'hu' }));

    expect(res.status).toBe(504);
    expect(res.body).toEqual({
      error: {
        code: 'gateway_timeout',
        message:
          'A szolgáltatás nem válaszolt időben. Próbáld újra kicsit később; ha épp mentettél valamit, előbb nézd meg, hogy elmentődött-e.',
      },
    });
    expect(elapsedMs).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 20);
    expect(elapsedMs).toBeLessThan(READ_TIMEOUT_MS + SLACK_MS);
    expect(await service.allConnectionsClosed(1_000)).toBe(true);
  });

  it('when a write gets no answer, then 504 after the longer write limit, and its connection is closed', async () => {
    const visitor = new Browser(bffUrl);
    await visitor.openSession();

    const { result: res, elapsedMs } = await timed(visitor.post('/api/settings', { timezone: 'Asia/Tokyo' }));

    expect(res.status).toBe(504);
    expect(res.body).toEqual({
      error: {
        code: 'gateway_timeout',
        message:
          'The service did not answer in time. Please try again shortly; if you were saving something, check first whether it was saved.',
      },
    });
    expect(elapsedMs).toBeGreaterThanOrEqual(WRITE_TIMEOUT_MS - 20);
    expect(elapsedMs).toBeLessThan(WRITE_TIMEOUT_MS + SLACK_MS);
    expect(await service.allConnectionsClosed(1_000)).toBe(true);
  });

  it('when more requests than the socket cap wait on it, then it never holds more connections and each request still gets its 504 in time', async () => {
    const { result: answers, elapsedMs } = await timed(
      Promise.all(Array.from({ length: 5 }, () => new Browser(bffUrl).get('/api/settings'))),
    );

    expect(answers.map((res) => res.status)).toEqual([504, 504, 504, 504, 504]);
    expect(elapsedMs).toBeLessThan(READ_TIMEOUT_MS + SLACK_MS);
    expect(service.mostConnectionsAtOnce).toBe(2);
    expect(await service.allConnectionsClosed(1_000)).toBe(true);
  });

  it('when the service answers within the limit, then its answer comes through and it never saw the session cookie', async () => {
    const res = await fetch(new URL('/api/settings?answer-after=100', bffUrl), {
      headers: { cookie: 'hfl.sid=s%3Aabc.def; theme=dark' },
    });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ late: true });
    expect(service.lastHeaders.cookie).toBeUndefined();
    expect(service.lastHeaders['x-internal-token']).toEqual(expect.any(String));
  });
});
