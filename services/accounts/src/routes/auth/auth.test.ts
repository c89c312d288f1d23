import request from 'supertest';
import type { Express } from 'express';
import {
  connectTestDatabase,
  dropTestDatabase,
  internalHeaders,
  testDatabaseName,
  testEnv,
} from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadAccountsConfig } from '../../config';
import { User } from '../../models/user';
import { createUser, TEST_PASSWORD } from '../../../test/factories';

const dbName = testDatabaseName('accounts_auth');
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await User.init();
  app = buildApp(loadAccountsConfig(testEnv(dbName)));
});

afterAll(async () => {
  await dropTestDatabase();
});

const asBff = () => internalHeaders({ service: 'bff' });

describe('POST /auth', () => {
  it('when the BFF sends the right e-mail and password, then the session user comes back', async () => {
    const user = await createUser({ email: 'Anna.Szabo@Example.com', firstName: 'Anna', lastName: 'Szabó', locale: 'hu' });

    const res = await request(app)
      .post('/auth')
      .set(await asBff())
      .send({ username: '  anna.szabo@example.com ', password: TEST_PASSWORD });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      email: 'anna.szabo@example.com',
      name: 'Anna Szabó',
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
    expect(res.body).toEqual({ error: { code: 'invalid_credentials', message: 'Incorrect e-mail / password' } });
  });

  it('when the e-mail is unknown, then the same 401 as a wrong password', async () => {
    const res = await request(app)
      .post('/auth')
      .set(await asBff())
      .send({ username: 'nobody@example.com', password: TEST_PASSWORD });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'invalid_credentials', message: 'Incorrect e-mail / password' } });
  });

  it('when the account is not confirmed yet, then 401 says so in the caller language', async () => {
    const user = await createUser({ confirmedAt: null });

    const res = await request(app)
      .post('/auth')
      .set(await internalHeaders({ service: 'bff', locale: 'hu' }))
      .send({ username: user.email, password: TEST_PASSWORD });

    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(
      'A fiókod még nincs megerősítve. Kérjük, kattints a megerősítő e-mailben kapott linkre.',
    );
    expect((await User.findById(user.id))?.confirmedAt).toBeNull();
  });

  it('when the e-mail is unknown, then answering takes as long as checking a real password', async () => {
    const user = await createUser();
    const timed = async (username: string) => {
      const headers = await asBff();
      const started = performance.now();
      await request(app).post('/auth').set(headers).send({ username, password: 'Wrong-Password-1' });
      return performance.now() - started;
    };

    const knownUser = await timed(user.email);
    const unknownUser = await timed('stranger@example.com');

    // Skipping bcrypt for an unknown address would answer in a few milliseconds instead of hundreds.
    expect(unknownUser).toBeGreaterThan(knownUser * 0.5);
  });

  it('when an unconfirmed account is tried with a wrong password, then it is indistinguishable from a wrong password', async () => {
    const user = await createUser({ confirmedAt: null });

    const res = await request(app)
      .post('/auth')
      .set(await asBff())
      .send({ username: user.email, password: 'Wrong-Password-1' });

    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Incorrect e-mail / password');
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
    const res = await request(app).post('/auth').set(await asBff()).send({});

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
});
