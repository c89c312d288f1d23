import { OWNER, startStack, type Stack } from './testing/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_visitor_limits', {
    CSRF_TOKEN_IP_RATE_LIMIT: '3',
    PAGE_VIEW_IP_RATE_LIMIT: '2',
    ANONYMOUS_READ_BURST: '6',
    ANONYMOUS_READS_PER_SECOND: '0.1',
    // Each test's visitor comes from an address of its own, as a proxy forwards it.
    TRUST_PROXY: 'loopback',
  });
});

afterAll(async () => {
  await stack.stop();
});

const RATE_LIMITED = { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' };

describe("visitors' reads", () => {
  it('when a visitor reads faster than the bucket refills, then 429 after the burst; a long list costs five; a signed-in user is not counted', async () => {
    const owner = stack.browser();
    await owner.signIn(OWNER.email, OWNER.password);
    const visitor = stack.browser();
    const from = { 'x-forwarded-for': '198.51.100.7' };

    const heavy = await visitor.get('/api/settings?limit=100', from);
    const light = await visitor.get('/api/settings', from);
    const over = await visitor.get('/api/settings', from);
    const signedIn = await Promise.all(Array.from({ length: 10 }, () => owner.get('/api/settings')));

    expect([heavy.status, light.status, over.status]).toEqual([200, 200, 429]);
    expect(over.body).toEqual({ error: RATE_LIMITED });
    expect(signedIn.map((res) => res.status)).toEqual(Array(10).fill(200));
  });
});

describe('per address, before a session is stored', () => {
  it('when one address asks for more CSRF tokens than the limit, then 429 and the refused call stores no session', async () => {
    const from = { 'x-forwarded-for': '198.51.100.8' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await stack.browser().get('/api/csrf-token', from)).status);
    const refused = await stack.browser().get('/api/csrf-token', from);
    const elsewhere = await stack.browser().get('/api/csrf-token', { 'x-forwarded-for': '198.51.100.9' });

    expect(statuses).toEqual([200, 200, 200]);
    expect(elsewhere.status).toBe(200);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: RATE_LIMITED });
    expect(refused.headers.getSetCookie()).toEqual([]);
  });
});

describe('page views per address', () => {
  it('when one address sends page views from ever new sessions, then the address limit still holds', async () => {
    const from = { 'x-forwarded-for': '198.51.100.10' };
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const visitor = stack.browser();
      statuses.push((await visitor.post('/api/page-views', { path: '/faq' }, { headers: from })).status);
    }

    expect(statuses).toEqual([204, 204, 429]);
  });
});
