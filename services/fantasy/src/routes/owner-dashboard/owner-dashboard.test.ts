import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import type { LeagueSeasonStatus } from '@hfl/contracts';
import {
  clearTestDatabase,
  connectTestDatabase,
  dropTestDatabase,
  internalHeaders,
  startPeers,
  testDatabaseName,
  testEnv,
  UNREACHABLE_URL,
} from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadFantasyConfig } from '../../config';
import { LeagueSeason } from '../../models/league-season';
import { writeRealSeason } from '../../testing/peer-storage';

const dbName = testDatabaseName('fantasy_owner_dashboard');
let app: Express;
let appWithoutStats: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await LeagueSeason.init();
  const { stats } = await startPeers(['stats']);
  app = buildApp(loadFantasyConfig(testEnv(dbName, { STATS_URL: stats.url })));
  appWithoutStats = buildApp(loadFantasyConfig(testEnv(dbName, { STATS_URL: UNREACHABLE_URL })));
});
beforeEach(clearTestDatabase);
afterAll(dropTestDatabase);

const newId = () => new Types.ObjectId();
const owner = () => internalHeaders({ userId: newId().toHexString(), roles: ['SUPER_ADMIN'] });
const player = () => internalHeaders({ userId: newId().toHexString(), roles: ['USER'] });
const visitor = () => internalHeaders();

/** League seasons of one real season, one per status given. */
async function leagueSeasons(realSeasonId: Types.ObjectId, statuses: LeagueSeasonStatus[]) {
  const at = new Date('2031-03-01T10:00:00Z');
  await LeagueSeason.insertMany(
    statuses.map((status) => ({
      leagueId: newId(),
      realSeasonId,
      status,
      draftStartsAt: at,
      draftEndsAt: at,
      clockStartsAt: at,
    })),
  );
}

describe('GET /owner/drafts-summary', () => {
  it.each([
    ['a visitor', 401, visitor],
    ['a player', 403, player],
  ])('when %s asks, then %i', async (_who, status, headers) => {
    const res = await request(app)
      .get('/owner/drafts-summary')
      .set(await headers());

    expect(res.status).toBe(status);
  });

  it("when league seasons of the current and an earlier real season exist, then the owner gets the current one's drafts counted by state", async () => {
    const earlier = await writeRealSeason([], { status: 'finished', activeKey: 'finished-earlier' });
    const current = await writeRealSeason([], { status: 'ongoing' });
    await leagueSeasons(current, ['pending', 'pending', 'drafting', 'ongoing', 'ongoing', 'finished']);
    await leagueSeasons(earlier, ['finished', 'finished', 'pending']);

    const res = await request(app)
      .get('/owner/drafts-summary')
      .set(await owner());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ scheduled: 2, running: 1, completedThisSeason: 3 });
  });

  it('when there is no current real season, then every count is 0', async () => {
    await leagueSeasons(newId(), ['pending', 'drafting']);

    const res = await request(app)
      .get('/owner/drafts-summary')
      .set(await owner());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ scheduled: 0, running: 0, completedThisSeason: 0 });
  });

  it('when stats cannot be reached, then 503 (the dashboard shows this card failed)', async () => {
    const res = await request(appWithoutStats)
      .get('/owner/drafts-summary')
      .set(await owner());

    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
  });
});
