import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { SERVICE_NAMES } from '@hfl/contracts';
import { testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildBff } from './app';
import { loadBffConfig } from './config';
import { Browser } from './testing/browser';
import { startStack, TEST_SESSION_SECRET, type Stack } from './testing/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_trust_proxy', { ACCOUNT_RATE_LIMIT: '2' });
});

afterAll(async () => {
  await stack.stop();
});

/** Another BFF on this file's services, built from `env`; `use` gets a browser on it. */
async function withBff(env: Record<string, string>, use: (browser: () => Browser) => Promise<void>): Promise<void> {
  const bffDb = testDatabaseName('bff_trust_proxy_other');
  const peers = Object.fromEntries(
    SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, stack.services[name].url]),
  );
  const bff = await buildBff(loadBffConfig(testEnv(bffDb, { SESSION_SECRET: TEST_SESSION_SECRET, ...peers, ...env })));
  await new Promise<void>((resolve) => bff.httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(bff.httpServer.address() as AddressInfo).port}`;
  try {
    await use(() => new Browser(url));
  } finally {
    await bff.close();
    await mongoose.connection.useDb(bffDb).dropDatabase();
  }
}

/** Three password-reset requests (the limit is two per IP), each claiming to be forwarded for `forwardedFor(i)`. */
async function resetRequests(browser: Browser, forwardedFor: (i: number) => string): Promise<number[]> {
  await browser.openSession();
  const statuses = [];
  for (let i = 0; i < 3; i++) {
    const res = await browser.post(
      '/api/users/password-reset/request',
      { email: `proxy-${i}@example.com` },
      {
        headers: { 'x-forwarded-for': forwardedFor(i) },
      },
    );
    statuses.push(res.status);
  }
  return statuses;
}

describe('client addresses behind proxies', () => {
  it('when TRUST_PROXY is not set, then a client-chosen X-Forwarded-For never resets the per-IP limit', async () => {
    const statuses = await resetRequests(stack.browser(), (i) => `203.0.113.${i + 1}`);

    expect(statuses).toEqual([202, 202, 429]);
  });

  it('when TRUST_PROXY names the proxy, then each forwarded client has its own allowance', async () => {
    await withBff({ TRUST_PROXY: 'loopback', ACCOUNT_RATE_LIMIT: '2' }, async (browser) => {
      const distinct = await resetRequests(browser(), (i) => `198.51.100.${i + 1}`);
      const same = await resetRequests(browser(), () => '198.51.100.99');

      expect(distinct).toEqual([202, 202, 202]);
      expect(same).toEqual([202, 202, 429]);
    });
  });
});

describe('the Secure session cookie behind proxies', () => {
  // A form's CSRF token is what stores a visitor's session, and so sets the cookie.
  // Secure, it is the `__Host-` cookie.
  const sessionCookie = (headers: Headers) =>
    headers.getSetCookie().find((cookie) => /^(__Host-)?hfl\.sid=/.test(cookie));

  it('when TRUST_PROXY is not set, then a client claiming X-Forwarded-Proto https over plain HTTP gets no Secure cookie', async () => {
    await withBff({ COOKIE_SECURE: 'true' }, async (browser) => {
      const res = await browser().get('/api/csrf-token', { 'x-forwarded-proto': 'https' });

      expect(sessionCookie(res.headers)).toBeUndefined();
    });
  });

  it('when TRUST_PROXY names the proxy that terminates HTTPS, then the session cookie is set, Secure', async () => {
    await withBff({ COOKIE_SECURE: 'true', TRUST_PROXY: 'loopback' }, async (browser) => {
      const res = await browser().get('/api/csrf-token', { 'x-forwarded-proto': 'https' });

      expect(sessionCookie(res.headers)).toMatch(/^__Host-hfl\.sid=.*; Path=\/;.*; Secure/);
      expect(sessionCookie(res.headers)).not.toMatch(/Domain=/i);
    });
  });

  it('when the Secure cookie comes back, then it is the session: the CSRF token it holds is accepted', async () => {
    await withBff({ COOKIE_SECURE: 'true', TRUST_PROXY: 'loopback' }, async (browser) => {
      const client = browser();
      const first = await client.get<{ csrfToken: string }>('/api/csrf-token', { 'x-forwarded-proto': 'https' });
      const again = await client.get<{ csrfToken: string }>('/api/csrf-token', { 'x-forwarded-proto': 'https' });

      expect([...client.cookies.keys()]).toEqual(['__Host-hfl.sid']);
      expect(again.body.csrfToken).toBe(first.body.csrfToken);
    });
  });
});
