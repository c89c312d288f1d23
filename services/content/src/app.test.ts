import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import {
  connectTestDatabase,
  dropTestDatabase,
  internalHeaders,
  testDatabaseName,
  testEnv,
} from '@hfl/kit/testing';
import { buildApp } from './app';
import { loadContentConfig } from './config';

const dbName = testDatabaseName('content_app');
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  app = buildApp(loadContentConfig(testEnv(dbName)));
});

afterAll(async () => {
  await dropTestDatabase();
});

describe('content service', () => {
  it('when /health is asked without a token, then it reports the service and its database', async () => {
    const res = await request(app).get('/health');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ service: 'content', status: 'ok', db: 'up' });
  });

  it('when an unknown route is called with a valid token, then 404 in the error envelope', async () => {
    const userId = new mongoose.Types.ObjectId().toHexString();

    const res = await request(app).get('/no-such-resource').set(await internalHeaders({ userId, roles: ['USER'] }));

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });

  it('when called directly without the internal token, then 401 in the error envelope', async () => {
    const res = await request(app).get('/no-such-resource');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'authentication_required', message: 'You need to login in order to do this' },
    });
  });

  it('when the token is forged, then 401', async () => {
    const res = await request(app).get('/no-such-resource').set('x-internal-token', 'eyJhbGciOiJub25lIn0.e30.');

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
  });
});
