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
import { User, type UserDocument } from '../../models/user';
import { createUser } from '../../../test/factories';

const dbName = testDatabaseName('accounts_users');
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await User.init();
  // Nothing listens on port 9: every publish fails, which must never fail the request.
  app = buildApp(loadAccountsConfig(testEnv(dbName, { BFF_URL: 'http://127.0.0.1:9' })));
});

afterAll(async () => {
  await dropTestDatabase();
});

const as = (user: UserDocument) => internalHeaders({ userId: user.id, roles: ['USER'], locale: 'en' });

describe('GET /users/me', () => {
  it('when a signed-in user asks, then their profile comes back without the password hash', async () => {
    const user = await createUser({ firstName: 'Réka', lastName: 'Tóth' });

    const res = await request(app).get('/users/me').set(await as(user));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      email: user.email,
      name: 'Réka Tóth',
      roles: ['USER'],
      locale: 'en',
      firstName: 'Réka',
      lastName: 'Tóth',
      createdAt: user.createdAt.toISOString(),
    });
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('when a visitor asks, then 401', async () => {
    const res = await request(app).get('/users/me').set(await internalHeaders());

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
  });

  it('when the user no longer exists, then 401 so the stale session ends', async () => {
    const user = await createUser();
    await User.deleteOne({ _id: user._id });

    const res = await request(app).get('/users/me').set(await as(user));

    expect(res.status).toBe(401);
  });
});

describe('POST /users/:id/locale/:locale', () => {
  it('when users change their own language, then it is stored and the session user comes back', async () => {
    const user = await createUser({ locale: 'en' });

    const res = await request(app).post(`/users/${user.id}/locale/hu`).set(await as(user));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id, email: user.email, name: 'Bence Kovács', roles: ['USER'], locale: 'hu' });
    expect((await User.findById(user.id))?.locale).toBe('hu');
  });

  it("when the id is 'me', then the caller's language changes", async () => {
    const user = await createUser({ locale: 'hu' });

    const res = await request(app).post('/users/me/locale/en').set(await as(user));

    expect(res.status).toBe(200);
    expect(res.body.locale).toBe('en');
    expect((await User.findById(user.id))?.locale).toBe('en');
  });

  it("when someone changes another user's language, then 403 and nothing changes", async () => {
    const victim = await createUser({ locale: 'en' });
    const intruder = await createUser();

    const res = await request(app).post(`/users/${victim.id}/locale/hu`).set(await as(intruder));

    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_allowed');
    expect((await User.findById(victim.id))?.locale).toBe('en');
  });

  it('when the locale is not offered, then 400 and nothing changes', async () => {
    const user = await createUser({ locale: 'en' });

    const res = await request(app).post(`/users/${user.id}/locale/de`).set(await as(user));

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Invalid data provided',
      violations: [{ property: 'locale', message: 'Invalid data provided' }],
    });
    expect((await User.findById(user.id))?.locale).toBe('en');
  });

  it('when a visitor tries, then 401', async () => {
    const res = await request(app).post('/users/me/locale/hu').set(await internalHeaders());

    expect(res.status).toBe(401);
  });
});
