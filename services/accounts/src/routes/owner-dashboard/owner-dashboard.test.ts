import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { internalHeaders, setUpServiceTests } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadAccountsConfig } from '../../config';
import { User } from '../../models/user';

/** Nothing listens on port 9: no peer is needed to count accounts. */
const UNREACHABLE_URL = 'http://127.0.0.1:9';
let app: Express;

setUpServiceTests(
  'accounts_owner_dashboard',
  (env) => buildApp(loadAccountsConfig({ ...env, BFF_URL: UNREACHABLE_URL, LEAGUES_URL: UNREACHABLE_URL })),
  [User],
  (built) => {
    app = built;
  },
);

const DAY_MS = 24 * 60 * 60 * 1000;
const id = () => new mongoose.Types.ObjectId().toHexString();
const owner = () => internalHeaders({ userId: id(), roles: ['SUPER_ADMIN'] });
const player = () => internalHeaders({ userId: id(), roles: ['USER'] });
const visitor = () => internalHeaders();

let n = 0;
/** An account stored directly (no password hashing: nobody signs in here). */
function account(fields: { confirmed?: boolean; newsletter?: boolean; daysOld?: number; deleted?: boolean }) {
  n += 1;
  return {
    email: fields.deleted ? `deleted+${n}@invalid` : `user${n}@example.com`,
    passwordHash: fields.deleted ? null : 'not-a-real-hash',
    firstName: fields.deleted ? null : 'Anna',
    lastName: fields.deleted ? null : 'Kiss',
    newsletter: fields.newsletter ?? false,
    confirmedAt: fields.confirmed ? new Date() : null,
    deletedAt: fields.deleted ? new Date() : null,
    createdAt: new Date(Date.now() - (fields.daysOld ?? 30) * DAY_MS),
  };
}

describe('GET /owner/users-summary', () => {
  it.each([
    ['a visitor', 401, visitor],
    ['a player', 403, player],
  ])('when %s asks, then %i', async (_who, status, headers) => {
    const res = await request(app)
      .get('/owner/users-summary')
      .set(await headers());

    expect(res.status).toBe(status);
  });

  it('when there are accounts, then the owner gets the live ones counted: total, confirmed, new this week, newsletter', async () => {
    await User.collection.insertMany([
      account({ confirmed: true, newsletter: true, daysOld: 1 }),
      account({ confirmed: true, daysOld: 6 }),
      account({ confirmed: true, newsletter: true, daysOld: 40 }),
      account({ daysOld: 2 }),
      account({ deleted: true, confirmed: true, newsletter: true, daysOld: 1 }),
    ]);

    const res = await request(app)
      .get('/owner/users-summary')
      .set(await owner());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 4, confirmed: 3, newLast7Days: 3, newsletterSubscribers: 2 });
  });

  it('when there are no accounts, then every count is 0', async () => {
    const res = await request(app)
      .get('/owner/users-summary')
      .set(await owner());

    expect(res.body).toEqual({ total: 0, confirmed: 0, newLast7Days: 0, newsletterSubscribers: 0 });
  });
});
