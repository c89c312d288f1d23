import express from 'express';
import request from 'supertest';
import { errorHandler } from './error-handler';
import { callerLocale, contextSlot, isSuperAdmin, objectIdParam } from './request';

const league = contextSlot<{ name: string }>('league');

function appUnderTest() {
  const app = express();
  app.get('/leagues/:leagueId', (req, res) => {
    const id = objectIdParam(req, 'leagueId');
    league.set(res, { name: `League ${id.toHexString().slice(-4)}` });
    res.json({ name: league.get(res).name, superAdmin: isSuperAdmin(req), locale: callerLocale(req) });
  });
  app.get('/unloaded', (_req, res) => {
    res.json(league.get(res));
  });
  app.use(errorHandler);
  return app;
}

describe('request helpers', () => {
  it('when the path holds a well-formed id, then the handler reads it and the value it loaded into the context', async () => {
    const res = await request(appUnderTest()).get('/leagues/64b7f0c2a1b2c3d4e5f60718');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'League 0718', superAdmin: false, locale: 'en' });
  });

  it('when the id is malformed, then 404 in the error envelope, never a cast error', async () => {
    const res = await request(appUnderTest()).get('/leagues/not-an-id');

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('when a handler reads a context slot its chain never loaded, then it fails loudly as a server error', async () => {
    const res = await request(appUnderTest()).get('/unloaded');

    expect(res.status).toBe(500);
  });
});
