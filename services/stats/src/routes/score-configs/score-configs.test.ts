import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { DEFAULT_SCORE_CONFIG, type ScoreConfig } from '@hfl/contracts';
import { internalHeaders, setUpServiceTests } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadStatsConfig } from '../../config';
import { ScoreConfigModel, toScoreConfig } from '../../models/score-config';

let app: Express;

setUpServiceTests(
  'stats_score_configs',
  (env) => buildApp(loadStatsConfig(env)),
  [ScoreConfigModel],
  (built) => {
    app = built;
  },
);

const owner = () => internalHeaders({ userId: new mongoose.Types.ObjectId().toHexString(), roles: ['SUPER_ADMIN'] });
const player = () => internalHeaders({ userId: new mongoose.Types.ObjectId().toHexString(), roles: ['USER'] });
const visitor = () => internalHeaders();

const defaults = (): ScoreConfig => structuredClone(DEFAULT_SCORE_CONFIG) as ScoreConfig;

/** A configuration that differs from the default in a rule and in both range lists. */
function customConfig(): ScoreConfig {
  return {
    ...defaults(),
    td: { operation: '*', sign: '+', points: 4 },
    pass_yds: { operation: '/', sign: '+', points: 25 },
    pts_allowed: [
      { min: 0, max: 0, points: 10 },
      { min: 1, max: 6, points: 7 },
    ],
    score_difference: [
      { min: 1, max: 14, points: 2 },
      { min: 15, max: 999, points: 5 },
    ],
  };
}

async function storedConfigs(): Promise<ScoreConfig[]> {
  return (await ScoreConfigModel.find({}).lean()).map(toScoreConfig);
}

describe('GET /score-configs', () => {
  it('when nothing was ever saved, then a visitor gets the default scoring', async () => {
    const res = await request(app)
      .get('/score-configs')
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual(defaults());
  });

  it('when the owner saved a configuration, then a player gets it', async () => {
    await ScoreConfigModel.create({ key: 'current', ...customConfig() });

    const res = await request(app)
      .get('/score-configs')
      .set(await player());

    expect(res.status).toBe(200);
    expect(res.body).toEqual(customConfig());
  });

  it('when called directly without the internal token, then 401', async () => {
    const res = await request(app).get('/score-configs');

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
  });
});

describe('POST /score-configs', () => {
  it('when the owner saves win-side margins, then the loss side is mirrored, stored and returned by GET', async () => {
    const mirrored = [
      { min: 1, max: 14, points: 2 },
      { min: 15, max: 999, points: 5 },
      { min: -14, max: -1, points: -2 },
      { min: -999, max: -15, points: -5 },
    ];

    const res = await request(app)
      .post('/score-configs')
      .set(await owner())
      .send(customConfig());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...customConfig(), score_difference: mirrored });
    expect(await storedConfigs()).toEqual([res.body]);
    const read = await request(app)
      .get('/score-configs')
      .set(await visitor());
    expect(read.body).toEqual(res.body);
  });

  it('when the owner sends stale loss ranges, then they are replaced by the mirror of the win side', async () => {
    const sent = {
      ...customConfig(),
      score_difference: [
        { min: -50, max: -1, points: -9 },
        { min: 0, max: 999, points: 1 },
      ],
    };

    const res = await request(app)
      .post('/score-configs')
      .set(await owner())
      .send(sent);

    expect(res.status).toBe(200);
    expect(res.body.score_difference).toEqual([
      { min: 0, max: 999, points: 1 },
      { min: -999, max: 0, points: -1 },
    ]);
  });

  it('when the owner saves twice, then the one configuration document holds the latest', async () => {
    await request(app)
      .post('/score-configs')
      .set(await owner())
      .send(customConfig());

    const res = await request(app)
      .post('/score-configs')
      .set(await owner())
      .send(defaults());

    expect(res.status).toBe(200);
    expect(res.body).toEqual(defaults());
    expect(await storedConfigs()).toEqual([defaults()]);
  });

  it('when the body carries unknown keys, then they are not stored', async () => {
    const res = await request(app)
      .post('/score-configs')
      .set(await owner())
      .send({ ...customConfig(), key: 'other', $where: '1' });

    expect(res.status).toBe(200);
    expect(await ScoreConfigModel.find({}).lean()).toEqual([expect.objectContaining({ key: 'current' })]);
  });

  it('when a visitor tries, then 401 and nothing is stored', async () => {
    const res = await request(app)
      .post('/score-configs')
      .set(await visitor())
      .send(customConfig());

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
    expect(await storedConfigs()).toEqual([]);
  });

  it('when a player who is not the owner tries, then 403 and nothing is stored', async () => {
    const res = await request(app)
      .post('/score-configs')
      .set(await player())
      .send(customConfig());

    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_allowed');
    expect(await storedConfigs()).toEqual([]);
  });

  it.each([
    ['a wrong operation', { td: { operation: '+', sign: '+', points: 6 } }, 'td.operation', 'Operation must be * or /'],
    [
      'negative points',
      { td: { operation: '*', sign: '+', points: -6 } },
      'td.points',
      'Points must be a number from 0 to 1000',
    ],
    [
      'points that are text',
      { td: { operation: '*', sign: '+', points: 'six' } },
      'td.points',
      'Points must be a number from 0 to 1000',
    ],
    [
      'an operator as the sign',
      { fumble: { operation: '*', sign: { $gt: '' }, points: 3 } },
      'fumble.sign',
      'Sign must be + or -',
    ],
    [
      'an operator as the ranges',
      { pts_allowed: { $gt: '' } },
      'pts_allowed',
      'Ranges must be a list of min, max and points',
    ],
    [
      'overlapping ranges',
      {
        pts_allowed: [
          { min: 0, max: 4, points: 6 },
          { min: 3, max: 10, points: 3 },
        ],
      },
      'pts_allowed',
      'Ranges must not overlap',
    ],
    [
      'a range bound that is text',
      { pts_allowed: [{ min: 'zero', max: 4, points: 6 }] },
      'pts_allowed[0].min',
      'Min and max must be whole numbers from -999 to 999',
    ],
    [
      'points of 1e308',
      { pass_yds: { operation: '*', sign: '+', points: 1e308 } },
      'pass_yds.points',
      'Points must be a number from 0 to 1000',
    ],
    [
      'a divisor that multiplies',
      { rush_yds: { operation: '/', sign: '+', points: 0.001 } },
      'rush_yds.points',
      'When dividing, points must be from 0.01 to 1000',
    ],
    [
      'range points of 1e308',
      { pts_allowed: [{ min: 0, max: 4, points: 1e308 }] },
      'pts_allowed[0].points',
      'Points must be a number from -1000 to 1000',
    ],
    [
      'a range bound beyond any score',
      { pts_allowed: [{ min: 0, max: 1e308, points: 6 }] },
      'pts_allowed[0].max',
      'Min and max must be whole numbers from -999 to 999',
    ],
    [
      'more ranges than a table holds',
      { pts_allowed: Array.from({ length: 21 }, (_, i) => ({ min: i, max: i, points: 1 })) },
      'pts_allowed',
      'At most 20 ranges can be set',
    ],
  ])(
    'when the configuration has %s, then 400 with the violation and nothing changes',
    async (_case, change, property, message) => {
      await ScoreConfigModel.create({ key: 'current', ...customConfig() });

      const res = await request(app)
        .post('/score-configs')
        .set(await owner())
        .send({ ...customConfig(), ...change });

      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'input_invalid',
        message: 'Invalid data provided',
        violations: [expect.objectContaining({ property, message })],
      });
      expect(await storedConfigs()).toEqual([customConfig()]);
    },
  );

  it('when a rule is an operator object, then each of its fields is reported and nothing changes', async () => {
    await ScoreConfigModel.create({ key: 'current', ...customConfig() });

    const res = await request(app)
      .post('/score-configs')
      .set(await owner())
      .send({ ...customConfig(), fumble: { $gt: '' } });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'fumble.operation', message: 'Operation must be * or /' },
      { property: 'fumble.sign', message: 'Sign must be + or -' },
      { property: 'fumble.points', message: 'Points must be a number from 0 to 1000' },
    ]);
    expect(await storedConfigs()).toEqual([customConfig()]);
  });

  it('when the body is an array, then 400 rather than a server error and nothing is stored', async () => {
    const res = await request(app)
      .post('/score-configs')
      .set(await owner())
      .send([customConfig()]);

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
    expect(await storedConfigs()).toEqual([]);
  });
});
