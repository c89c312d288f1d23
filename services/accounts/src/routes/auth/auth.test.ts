import { jest } from '@jest/globals';
import bcrypt from 'bcrypt';
import request from 'supertest';
import type { Express } from 'express';
import { connectTestDatabase, dropTestDatabase, internalHeaders, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadAccountsConfig } from '../../config';
import { User } from '../../models/user';
import { Attempt, loginDelayMs, subjectOf } from '../../limits/account-limits';
import { createUser, TEST_PASSWORD } from '../../testing/factories';

const dbName = testDatabaseName('accounts_auth');
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await User.init();
  app = buildApp(loadAccountsConfig(testEnv(dbName, { LOGIN_FAILURE_LIMIT: '3' })));
});

afterAll(async () => {
  await dropTestDatabase();
});

const asBff = () => internalHeaders({ service: 'bff' });

describe('POST /auth', () => {
  it('when the BFF sends the right e-mail and password, then the session user comes back', async () => {
    const user = await createUser({
      email: 'Anna.Szabo@Example.com',
      firstName: 'Anna',
      lastName: 'Szabó',
      locale: 'hu',
    });

    const res = await request(app)
      .post('/auth')
      .set(await asBff())
      .send({ username: '  anna.szabo@example.com ', password: TEST_PASSWORD });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      email: 'anna.szabo@example.com',
      // She reads Hungarian: family name first.
      name: 'Szabó Anna',
      roles: ['USER'],
      locale: 'hu',
    });
    expect(JSON.stringify(res.body)).not.toContain('$2b$');
  });

  it('when the password is wrong, then 401 invalid_credentials with the spec message', async () => {
    const user = await createUser();

    const res = await request(app)
      .post('/auth')
      .set(await asBff())
      .send({ username: user.email, password: 'Wrong-Password-1' });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        code: 'invalid_credentials',
        message: 'The e-mail address or the password is wrong. Check them and try again.',
      },
    });
  });

  it('when the e-mail is unknown, then the same 401 as a wrong password', async () => {
    const res = await request(app)
      .post('/auth')
      .set(await asBff())
      .send({ username: 'nobody@example.com', password: TEST_PASSWORD });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        code: 'invalid_credentials',
        message: 'The e-mail address or the password is wrong. Check them and try again.',
      },
    });
  });

  it('when the account is not confirmed yet, then 401 says so in the caller language', async () => {
    const user = await createUser({ confirmedAt: null });

    const res = await request(app)
      .post('/auth')
      .set(await internalHeaders({ service: 'bff', locale: 'hu' }))
      .send({ username: user.email, password: TEST_PASSWORD });

    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({
      code: 'account_not_confirmed',
      message: 'A fiókod még nincs megerősítve. Kérjük, kattints a megerősítő e-mailben kapott linkre.',
    });
    expect((await User.findById(user.id))?.confirmedAt).toBeNull();
  });

  it('when an unconfirmed registration has outlived its confirmation time, then 401 as for an unknown address', async () => {
    const user = await createUser({ confirmedAt: null });
    // Older than the default lifetime (7 days), not yet purged.
    await User.collection.updateOne(
      { _id: user._id },
      { $set: { createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) } },
    );

    const res = await request(app)
      .post('/auth')
      .set(await internalHeaders({ service: 'bff' }))
      .send({ username: user.email, password: TEST_PASSWORD });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        code: 'invalid_credentials',
        message: 'The e-mail address or the password is wrong. Check them and try again.',
      },
    });
  });

  it('when the e-mail is unknown, then a password is still checked, against a hash of the same cost as a real one', async () => {
    // The same bcrypt work on both paths is what makes them take the same time (tests hash at bcrypt's lowest cost,
    // where a stopwatch would measure HTTP, not bcrypt).
    const user = await createUser();
    const compare = jest.spyOn(bcrypt, 'compare') as unknown as jest.Mock<(password: string, hash: string) => unknown>;
    try {
      for (const username of [user.email, 'stranger@example.com']) {
        const res = await request(app)
          .post('/auth')
          .set(await asBff())
          .send({ username, password: 'Wrong-Password-1' });
        expect(res.status).toBe(401);
      }
      const [known, unknown] = compare.mock.calls.map(([, hash]) => hash);
      expect(compare).toHaveBeenCalledTimes(2);
      expect(known).toBe(user.passwordHash);
      expect(unknown).not.toBe(user.passwordHash);
      expect(bcrypt.getRounds(unknown!)).toBe(bcrypt.getRounds(known!));
    } finally {
      compare.mockRestore();
    }
  });

  it('when an unconfirmed account is tried with a wrong password, then it is indistinguishable from a wrong password', async () => {
    const user = await createUser({ confirmedAt: null });

    const res = await request(app)
      .post('/auth')
      .set(await asBff())
      .send({ username: user.email, password: 'Wrong-Password-1' });

    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('The e-mail address or the password is wrong. Check them and try again.');
  });

  it('when the username is a query operator, then 400 and nobody is signed in', async () => {
    await createUser();

    const res = await request(app)
      .post('/auth')
      .set(await asBff())
      .send({ username: { $ne: null }, password: { $ne: null } });

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
    expect(res.body).not.toHaveProperty('id');
  });

  it('when only the password is a query operator, then 400 with the password message', async () => {
    const user = await createUser();

    const res = await request(app)
      .post('/auth')
      .set(await asBff())
      .send({ username: user.email, password: { $ne: null } });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'password', message: 'Please input your password' }]);
  });

  it('when fields are missing, then 400 with a violation per field', async () => {
    const res = await request(app)
      .post('/auth')
      .set(await asBff())
      .send({});

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'username', message: "You didn't fill in your e-mail" },
      { property: 'password', message: 'Please input your password' },
    ]);
  });

  it('when called directly without the internal token, then 401', async () => {
    const res = await request(app).post('/auth').send({ username: 'a@example.com', password: TEST_PASSWORD });

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
  });

  it('when a user token rather than a service token is presented, then 403', async () => {
    const user = await createUser();

    const res = await request(app)
      .post('/auth')
      .set(await internalHeaders({ userId: user.id, roles: ['USER'] }))
      .send({ username: user.email, password: TEST_PASSWORD });

    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_allowed');
  });

  it('when a deleted account is tried, then the same 401 as a wrong password', async () => {
    const user = await createUser({ deletedAt: new Date() });

    const res = await request(app)
      .post('/auth')
      .set(await asBff())
      .send({ username: user.email, password: TEST_PASSWORD });

    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('The e-mail address or the password is wrong. Check them and try again.');
  });
});

describe('POST /auth rate limit per account', () => {
  const attempt = async (username: string, password: string, headers?: Record<string, string>) =>
    request(app)
      .post('/auth')
      .set(headers ?? (await asBff()))
      .send({ username, password });

  it('when an account has too many failed logins, then 429 rate_limited, even with the right password', async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt(user.email, `Wrong-Guess-${i}`)).status);

    const locked = await attempt(user.email, TEST_PASSWORD);

    expect(statuses).toEqual([401, 401, 401]);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' },
    });
  });

  it('when the failures come through different BFF instances and address spellings, then they add up', async () => {
    const user = await createUser();
    const headers = [await asBff(), await internalHeaders({ service: 'bff', locale: 'hu' }), await asBff()];
    for (const [i, h] of headers.entries())
      await attempt(i === 1 ? user.email.toUpperCase() : user.email, 'Wrong-1', h);

    const res = await attempt(user.email, TEST_PASSWORD);

    expect(res.status).toBe(429);
  });

  it('when one account is locked, then another logs in normally', async () => {
    const locked = await createUser();
    const other = await createUser();
    for (let i = 0; i < 4; i++) await attempt(locked.email, 'Wrong-1');

    expect((await attempt(other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('when failures are followed by a success within the limit, then the count starts over', async () => {
    const user = await createUser();
    await attempt(user.email, 'Wrong-1');
    await attempt(user.email, 'Wrong-2');
    expect((await attempt(user.email, TEST_PASSWORD)).status).toBe(200);

    await attempt(user.email, 'Wrong-3');
    await attempt(user.email, 'Wrong-4');

    expect((await attempt(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('when an unknown address is tried too often, then it is limited the same way (no hint that it is unknown)', async () => {
    for (let i = 0; i < 3; i++) await attempt('ghost@example.com', 'Wrong-1');

    expect((await attempt('ghost@example.com', 'Wrong-1')).status).toBe(429);
  });

  it('when an attacker address exceeds the limit, then the owner still logs in from another address', async () => {
    const user = await createUser();
    const attacker = await internalHeaders({ service: 'bff', clientAddress: '203.0.113.66' });
    const owner = await internalHeaders({ service: 'bff', clientAddress: '198.51.100.7' });
    for (let i = 0; i < 4; i++) await attempt(user.email, `Wrong-Guess-${i}`, attacker);

    const attackerAgain = await attempt(user.email, TEST_PASSWORD, attacker);
    const ownerLogin = await attempt(user.email, TEST_PASSWORD, owner);

    expect(attackerAgain.status).toBe(429);
    expect(ownerLogin.status).toBe(200);
    // Counted under the hashed address: the collection never holds the address itself.
    expect(await Attempt.countDocuments({ from: subjectOf('203.0.113.66') })).toBe(5);
    expect(await Attempt.countDocuments({ from: '203.0.113.66' })).toBe(0);
  });

  it("when the owner logs in successfully, then the attacker address's failures still count", async () => {
    const user = await createUser();
    const attacker = await internalHeaders({ service: 'bff', clientAddress: '203.0.113.67' });
    const owner = await internalHeaders({ service: 'bff', clientAddress: '198.51.100.8' });
    for (let i = 0; i < 3; i++) await attempt(user.email, `Wrong-Guess-${i}`, attacker);

    expect((await attempt(user.email, TEST_PASSWORD, owner)).status).toBe(200);

    expect((await attempt(user.email, 'Wrong-Guess-4', attacker)).status).toBe(429);
  });

  it('when many attempts arrive at once, then no more than the limit are checked', async () => {
    const user = await createUser();

    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(user.email, `Wrong-${i}`)));

    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
  });
});

describe('POST /auth across addresses', () => {
  let slowed: Express;
  beforeAll(() => {
    slowed = buildApp(
      loadAccountsConfig(
        testEnv(dbName, { LOGIN_FAILURE_LIMIT: '3', LOGIN_ACCOUNT_SOFT_LIMIT: '2', LOGIN_DELAY_MS: '300' }),
      ),
    );
  });
  const attemptFrom = async (clientAddress: string, username: string, password: string) => {
    const started = performance.now();
    const res = await request(slowed)
      .post('/auth')
      .set(await internalHeaders({ service: 'bff', clientAddress }))
      .send({ username, password });
    return { status: res.status, ms: performance.now() - started };
  };

  it('when failures on one account come from many addresses, then each further login waits longer, and the owner still gets in', async () => {
    const user = await createUser();
    const first = await attemptFrom('203.0.113.1', user.email, 'Wrong-1');
    await attemptFrom('203.0.113.2', user.email, 'Wrong-2');
    await attemptFrom('203.0.113.3', user.email, 'Wrong-3');

    const owner = await attemptFrom('198.51.100.20', user.email, TEST_PASSWORD);
    const guesser = await attemptFrom('203.0.113.4', user.email, 'Wrong-4');
    const next = await attemptFrom('203.0.113.5', user.email, 'Wrong-5');

    expect(first.status).toBe(401);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(290);
    expect(guesser.status).toBe(401);
    expect(guesser.ms).toBeGreaterThanOrEqual(290);
    expect(next.status).toBe(401);
    expect(next.ms).toBeGreaterThanOrEqual(590);
  });
});

describe('loginDelayMs', () => {
  it.each([
    [20, 0],
    [21, 250],
    [22, 500],
    [25, 4_000],
    [26, 5_000],
    [1_000, 5_000],
  ])('when an account had %i failures (soft limit 20, 250 ms), then a login waits %i ms', (failures, ms) => {
    expect(loginDelayMs(failures, 20, 250)).toBe(ms);
  });
});
