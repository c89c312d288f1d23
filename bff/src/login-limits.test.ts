import http from 'node:http';
import { allowTestTime } from '@hfl/kit/testing';
import { OWNER, startStack, type Stack } from './testing/stack';
import type { Browser } from './testing/browser';

// Every failed login is a bcrypt comparison in accounts; jest's 5 s default is too tight for dozens of them.
allowTestTime(60_000);

let stack: Stack;

// The per-IP limit across e-mails sits above accounts' per-account-and-address limit (10), so both can be reached.
beforeAll(async () => {
  stack = await startStack('bff_login_limits', { LOGIN_IP_FAILURE_LIMIT: '12', LOGIN_RATE_LIMIT: '20' });
});

afterAll(async () => {
  await stack.stop();
});

const RATE_LIMITED = {
  error: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' },
};

/** A login sent from another loopback address (the BFF listens on 127.0.0.1; the whole 127/8 reaches it). */
async function loginFrom(
  address: string,
  username: string,
  password: string,
): Promise<{ status: number; body: unknown }> {
  const browser: Browser = stack.browser();
  await browser.fetchCsrfToken();
  const payload = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL('/api/auth', stack.bffUrl),
      {
        method: 'POST',
        localAddress: address,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie: browser.cookieHeader,
          'x-csrf-token': browser.csrfToken!,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('failed logins per IP across e-mails', () => {
  it('when one IP fails on many e-mails, then 429 in the envelope; another IP still gets through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await loginFrom('127.0.0.3', `sprayed-${i}@example.com`, 'Summer-2026!')).status);

    const limited = await loginFrom('127.0.0.3', 'sprayed-last@example.com', 'Summer-2026!');
    const limitedOwner = await loginFrom('127.0.0.3', OWNER.email, OWNER.password);
    const elsewhere = await loginFrom('127.0.0.4', 'sprayed-0@example.com', 'Summer-2026!');
    const ownerElsewhere = await loginFrom('127.0.0.4', OWNER.email, OWNER.password);

    expect(statuses).toEqual(Array(12).fill(401));
    expect(limited).toEqual({ status: 429, body: RATE_LIMITED });
    expect(limitedOwner.status).toBe(429);
    expect(elsewhere.status).toBe(401);
    expect(ownerElsewhere.status).toBe(200);
  });
});

describe("accounts' failed-login limit per account and address", () => {
  it("when an attacker's address exceeds the account's limit, then only that address is refused; the owner logs in from another", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await loginFrom('127.0.0.5', OWNER.email, `Wrong-Guess-${i}`)).status);

    const attackerWithTheRightPassword = await loginFrom('127.0.0.5', OWNER.email, OWNER.password);
    const owner = await loginFrom('127.0.0.6', OWNER.email, OWNER.password);

    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(attackerWithTheRightPassword).toEqual({ status: 429, body: RATE_LIMITED });
    expect(owner.status).toBe(200);
  });
});
