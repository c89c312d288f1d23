import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { USER_NAMES_MAX_IDS } from '@hfl/contracts';
import { connectTestDatabase, dropTestDatabase, internalHeaders, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadAccountsConfig } from '../../config';
import { User } from '../../models/user';
import { createUser } from '../../testing/factories';

const dbName = testDatabaseName('accounts_user_names');
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await User.init();
  app = buildApp(loadAccountsConfig(testEnv(dbName)));
});

afterAll(async () => {
  await dropTestDatabase();
});

const asLeagues = (locale: 'en' | 'hu' = 'en') => internalHeaders({ service: 'leagues', locale });
const unknownId = () => new mongoose.Types.ObjectId().toHexString();

describe('POST /internal/users/names', () => {
  it('when the leagues service asks, then each id comes back once with its name, in the order asked', async () => {
    const anna = await createUser({ firstName: 'Anna', lastName: 'Szabó' });
    const bence = await createUser({ firstName: 'Bence', lastName: 'Kovács' });

    const res = await request(app)
      .post('/internal/users/names')
      .set(await asLeagues())
      .send({ ids: [bence.id, anna.id, bence.id] });

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: bence.id, name: 'Bence Kovács', names: { en: 'Bence Kovács', hu: 'Kovács Bence' } },
      { id: anna.id, name: 'Anna Szabó', names: { en: 'Anna Szabó', hu: 'Szabó Anna' } },
    ]);
  });

  it('when the request is in Hungarian, then the family name comes first, as Hungarians write it', async () => {
    const anna = await createUser({ firstName: 'Anna', lastName: 'Szabó' });

    const res = await request(app)
      .post('/internal/users/names')
      .set(await asLeagues('hu'))
      .send({ ids: [anna.id] });

    expect(res.body).toEqual([{ id: anna.id, name: 'Szabó Anna', names: { en: 'Anna Szabó', hu: 'Szabó Anna' } }]);
  });

  it('when an account is deleted or unknown, then it reads "deleted user" in the language of the request', async () => {
    const gone = await createUser({ firstName: 'Gone', lastName: 'Person' });
    await User.updateOne(
      { _id: gone._id },
      {
        $set: {
          firstName: null,
          lastName: null,
          passwordHash: null,
          email: `deleted+${gone.id}@invalid`,
          search: '',
          deletedAt: new Date(),
        },
      },
    );
    const unknown = unknownId();

    const english = await request(app)
      .post('/internal/users/names')
      .set(await asLeagues())
      .send({ ids: [gone.id, unknown] });
    const hungarian = await request(app)
      .post('/internal/users/names')
      .set(await asLeagues('hu'))
      .send({ ids: [gone.id, unknown] });

    const names = { en: 'deleted user', hu: 'törölt felhasználó' };
    expect(english.body).toEqual([
      { id: gone.id, name: 'deleted user', names },
      { id: unknown, name: 'deleted user', names },
    ]);
    expect(hungarian.body).toEqual([
      { id: gone.id, name: 'törölt felhasználó', names },
      { id: unknown, name: 'törölt felhasználó', names },
    ]);
  });

  it('when no ids are asked for, then an empty list', async () => {
    const res = await request(app)
      .post('/internal/users/names')
      .set(await asLeagues())
      .send({ ids: [] });

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('when a user (even the SUPER_ADMIN) calls, then 403 and no names', async () => {
    const user = await createUser();

    const res = await request(app)
      .post('/internal/users/names')
      .set(await internalHeaders({ userId: user.id, roles: ['USER', 'SUPER_ADMIN'] }))
      .send({ ids: [user.id] });

    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_allowed');
  });

  it('when there is no token, then 401', async () => {
    const res = await request(app).post('/internal/users/names').send({ ids: [] });

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
  });

  it.each([
    ['ids missing', {}],
    ['ids not a list', { ids: 'abc' }],
    ['a malformed id', { ids: ['nope'] }],
    ['an operator as an id', { ids: [{ $gt: '' }] }],
    ['too many ids', { ids: Array.from({ length: USER_NAMES_MAX_IDS + 1 }, unknownId) }],
  ])('when the body has %s, then 400 in the envelope', async (_label, body) => {
    const res = await request(app)
      .post('/internal/users/names')
      .set(await asLeagues())
      .send(body);

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });
});
