import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { internalHeaders, setUpServiceTests } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadContentConfig } from '../../config';
import { Settings } from '../../models/settings';

let app: Express;

setUpServiceTests(
  'content_settings',
  (env) => buildApp(loadContentConfig(env)),
  [Settings],
  (built) => {
    app = built;
  },
);

const owner = (locale: 'en' | 'hu' = 'en') =>
  internalHeaders({ userId: new mongoose.Types.ObjectId().toHexString(), roles: ['SUPER_ADMIN'], locale });
const player = () => internalHeaders({ userId: new mongoose.Types.ObjectId().toHexString(), roles: ['USER'] });
const visitor = () => internalHeaders();

async function storedTimezones(): Promise<string[]> {
  return (await Settings.find({})).map((s) => s.timezone);
}

describe('GET /settings', () => {
  it('when nothing was ever saved, then a visitor gets the default timezone', async () => {
    const res = await request(app)
      .get('/settings')
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ timezone: 'Europe/Budapest' });
  });

  it('when the owner saved a timezone, then a visitor gets it', async () => {
    await Settings.create({ key: 'site', timezone: 'Asia/Tokyo' });

    const res = await request(app)
      .get('/settings')
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ timezone: 'Asia/Tokyo' });
  });

  it('when called directly without the internal token, then 401', async () => {
    const res = await request(app).get('/settings');

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
  });
});

describe('POST /settings', () => {
  it('when the owner saves a listed timezone, then it is stored and echoed', async () => {
    const res = await request(app)
      .post('/settings')
      .set(await owner())
      .send({ timezone: 'America/New_York' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ timezone: 'America/New_York' });
    expect(await storedTimezones()).toEqual(['America/New_York']);
  });

  it('when the owner saves twice, then the one settings document holds the latest', async () => {
    await request(app)
      .post('/settings')
      .set(await owner())
      .send({ timezone: 'Asia/Tokyo' });

    const res = await request(app)
      .post('/settings')
      .set(await owner())
      .send({ timezone: 'Pacific/Auckland' });

    expect(res.status).toBe(200);
    expect(await storedTimezones()).toEqual(['Pacific/Auckland']);
  });

  it('when a visitor tries, then 401 and nothing is stored', async () => {
    const res = await request(app)
      .post('/settings')
      .set(await visitor())
      .send({ timezone: 'Asia/Tokyo' });

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
    expect(await storedTimezones()).toEqual([]);
  });

  it('when a player who is not the owner tries, then 403 and nothing is stored', async () => {
    const res = await request(app)
      .post('/settings')
      .set(await player())
      .send({ timezone: 'Asia/Tokyo' });

    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_allowed');
    expect(await storedTimezones()).toEqual([]);
  });

  it.each([
    ['missing', {}],
    ['empty', { timezone: '' }],
    ['not a listed zone', { timezone: 'Mars/Olympus_Mons' }],
    ['an object', { timezone: { $ne: null } }],
  ])('when the timezone is %s, then 400 "Timezone is required" and nothing changes', async (_case, body) => {
    await Settings.create({ key: 'site', timezone: 'Asia/Tokyo' });

    const res = await request(app)
      .post('/settings')
      .set(await owner())
      .send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Invalid data provided',
      violations: [{ property: 'timezone', message: 'Timezone is required' }],
    });
    expect(await storedTimezones()).toEqual(['Asia/Tokyo']);
  });

  it('when a Hungarian owner sends no timezone, then the message is Hungarian', async () => {
    const res = await request(app)
      .post('/settings')
      .set(await owner('hu'))
      .send({});

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'timezone', message: 'Az időzóna megadása kötelező' }]);
  });

  it('when called without a token but with X-Locale hu, then the 401 envelope is Hungarian', async () => {
    const res = await request(app).post('/settings').set('X-Locale', 'hu').send({ timezone: 'Asia/Tokyo' });

    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Ehhez be kell jelentkezned');
    expect(await storedTimezones()).toEqual([]);
  });

  it('when the body is not JSON, then 400 rather than a server error', async () => {
    const res = await request(app)
      .post('/settings')
      .set(await owner())
      .set('content-type', 'application/json')
      .send('{"timezone":');

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });
});
