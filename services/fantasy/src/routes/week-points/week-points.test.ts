import type { Express } from 'express';
import mongoose, { Types, type Model } from 'mongoose';
import request from 'supertest';
import type { FantasyPosition, Position } from '@hfl/contracts';
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
import { loadFantasyConfig, type FantasyConfig } from '../../config';
import { roundsScored } from '../../season-flow/points-changed';
import { RESULT_JOBS } from '../../jobs/results';
import { encodeLineup } from '../../models/lineup-codec';
import { refreshLineup } from '../../lineups/lineups';
import { Roster } from '../../models/roster';
import { RosterPlayer } from '../../models/roster-player';
import { RosterSnapshot, SnapshotRound } from '../../models/roster-snapshot';
import { RosterWeekPoints } from '../../models/roster-week-points';
import { SeasonSchedule } from '../../models/season-schedule';
import { ScoredWeek } from '../../models/scored-week';
import { ScoringLock } from '../../models/unique-lock';
import { READ_BATCH } from '../../week-points/score-rosters';
import { peerCollection, statsChanged, writePlayerStat, writeRealSeason } from '../../testing/peer-storage';
import { startResultsWorker, type ResultsWorker } from '../../testing/results-worker';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different documents in one list
const MODELS: readonly Model<any>[] = [
  Roster,
  RosterPlayer,
  RosterWeekPoints,
  ScoredWeek,
  ScoringLock,
  SeasonSchedule,
  RosterSnapshot,
];

const dbName = testDatabaseName('fantasy_week_points');
let app: Express;
let config: FantasyConfig;
/** The worker's config with stats out of reach. */
let configWithoutStats: FantasyConfig;
let worker: ResultsWorker;

// The real stats service answers the round's points; stats and fantasy share this file's database (their collections
// differ). A worker runs the scorings the route queues.
beforeAll(async () => {
  await connectTestDatabase(dbName);
  await Promise.all(MODELS.map((model) => model.init()));
  const { stats } = await startPeers(['stats']);
  config = loadFantasyConfig(testEnv(dbName, { STATS_URL: stats.url }));
  configWithoutStats = loadFantasyConfig(testEnv(dbName, { STATS_URL: UNREACHABLE_URL }));
  app = buildApp(config);
  worker = await startResultsWorker(config);
});
beforeEach(clearTestDatabase);
afterAll(async () => {
  await worker.stop();
  await dropTestDatabase();
});

const asStats = () => internalHeaders({ service: 'stats' });
/** Agenda's queue, as stored. */
const JobRecord = mongoose.model(
  'AgendaJobRecord',
  new mongoose.Schema({ name: String, failCount: Number, nextRunAt: Date }, { strict: false }),
  'agendaJobs',
);

/**
 * Stats' word as stats sends it: answered 202 with the queued scoring's id at once; then the worker runs it. Resolves
 * to the scoring's failure, or null when it succeeded.
 */
async function changed(body: object, by: ResultsWorker = worker): Promise<string | null> {
  const told = await by.tellChanged(app, body);
  expect(told.status).toBe(202);
  expect(told.body).toEqual({ jobId: expect.stringMatching(/^[0-9a-f]{24}$/) });
  return told.outcome!;
}
const newId = () => new Types.ObjectId();
const year = new Date().getUTCFullYear();

/** A real season stored in stats, round 1 under way. */
async function createRealSeason() {
  return writeRealSeason([], {
    startsAt: `${year}-03-10`,
    endsAt: `${year}-08-31`,
    draftWindow: { startDate: new Date(`${year}-03-01T10:00:00Z`), endDate: new Date(`${year}-03-01T14:00:00Z`) },
    nbWeeks: 5,
    nbTeams: 4,
    status: 'ongoing',
    currentWeek: 2,
    isWeekActive: true,
  });
}

/** A player's statistics line in one game of a round, worth `points`. */
async function scored(
  seasonId: Types.ObjectId,
  week: number,
  playerId: Types.ObjectId,
  points: number,
  position: Position = 'WR',
) {
  await writePlayerStat(seasonId, week, playerId, points, position);
}

/** The schedule of a league season whose rosters play the real season's rounds from `firstWeek` to 5. */
const scheduleOf = (
  realSeasonId: Types.ObjectId,
  rosterIds: readonly Types.ObjectId[],
  { leagueSeasonId = newId(), firstWeek = 1 } = {},
) => ({
  _id: leagueSeasonId,
  leagueId: newId(),
  realSeasonId,
  seed: 'test',
  order: rosterIds.map(() => newId().toHexString()),
  rosterIds: rosterIds.map(String),
  firstWeek,
  lastRegularWeek: 4,
  playoffWeeks: [5],
  games: [],
  createdAt: new Date(),
});

/**
 * A roster of a league season of the real season, filled as roster changes do: its RosterPlayer documents (starters
 * in the WR-accepting slot, the rest on the bench), then its lineup refreshed; its league season plays from
 * `firstWeek`.
 */
async function createRoster(
  realSeasonId: Types.ObjectId,
  starters: Types.ObjectId[],
  bench: Types.ObjectId[] = [],
  firstWeek = 1,
): Promise<Types.ObjectId> {
  const { _id: rosterId, leagueSeasonId } = await Roster.create({
    leagueSeasonId: newId(),
    realSeasonId,
    fantasyTeamId: newId(),
  });
  const entry = (playerId: Types.ObjectId, activityStatus: 'active' | 'bench', fantasyPosition: FantasyPosition) => ({
    leagueSeasonId,
    rosterId,
    playerId,
    activityStatus,
    fantasyPosition,
  });
  await RosterPlayer.insertMany([
    ...starters.map((id) => entry(id, 'active', 'TE_WR')),
    ...bench.map((id) => entry(id, 'bench', 'BENCH')),
  ]);
  await refreshLineup(rosterId);
  await SeasonSchedule.create(scheduleOf(realSeasonId, [rosterId], { leagueSeasonId, firstWeek }));
  return rosterId;
}

/** The starter and the bench player swap places, as a switch of the roster's players does. */
async function swapPlaces(rosterId: Types.ObjectId, starter: Types.ObjectId, benched: Types.ObjectId) {
  await RosterPlayer.updateOne(
    { rosterId, playerId: starter },
    { $set: { activityStatus: 'bench', fantasyPosition: 'BENCH' } },
  );
  await RosterPlayer.updateOne(
    { rosterId, playerId: benched },
    { $set: { activityStatus: 'active', fantasyPosition: 'TE_WR' } },
  );
  await refreshLineup(rosterId);
}

async function storedPoints() {
  const docs = await RosterWeekPoints.find({}).lean();
  return docs
    .map(({ rosterId, realSeasonId, week, points, benchPoints }) => ({
      rosterId: rosterId.toHexString(),
      realSeasonId: realSeasonId.toHexString(),
      week,
      points,
      benchPoints,
    }))
    .sort((a, b) => a.week - b.week || a.rosterId.localeCompare(b.rosterId));
}

const byRoster = <T extends { rosterId: string; week: number }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => a.week - b.week || a.rosterId.localeCompare(b.rosterId));

describe('POST /internal/week-points', () => {
  it("when stats says a round changed, then every roster of that real season gets its starters' and bench's points", async () => {
    const seasonId = await createRealSeason();
    const [ace, runner, kicker, idle] = [newId(), newId(), newId(), newId()];
    // Two games in the round: the player's points are summed.
    await scored(seasonId, 2, ace, 10.5);
    await scored(seasonId, 2, ace, 2.2);
    await scored(seasonId, 2, runner, -1.25, 'RB');
    await scored(seasonId, 2, kicker, 7, 'K');
    await scored(seasonId, 1, ace, 99);
    const first = await createRoster(seasonId, [ace, runner], [kicker]);
    const second = await createRoster(seasonId, [kicker, idle], [ace]);
    const otherSeason = await createRoster(newId(), [ace]);

    expect(await changed({ seasonId: seasonId.toHexString(), weeks: [2] })).toBeNull();
    const season = seasonId.toHexString();
    expect(await storedPoints()).toEqual(
      byRoster([
        { rosterId: first.toHexString(), realSeasonId: season, week: 2, points: 11.45, benchPoints: 7 },
        { rosterId: second.toHexString(), realSeasonId: season, week: 2, points: 7, benchPoints: 12.7 },
      ]),
    );
    expect(await RosterWeekPoints.countDocuments({ rosterId: otherSeason })).toBe(0);
    // The round says its results are in (its trophies may be given meanwhile).
    expect(await ScoredWeek.find({}, { _id: 0 }).lean()).toEqual([
      expect.objectContaining({ realSeasonId: seasonId, week: 2, resultsAt: expect.any(Date) }),
    ]);
  });

  it('when several rounds are sent (one twice), then each is scored once from its own points', async () => {
    const seasonId = await createRealSeason();
    const player = newId();
    await scored(seasonId, 1, player, 4);
    await scored(seasonId, 3, player, 6.5);
    const roster = await createRoster(seasonId, [player]);

    expect(await changed({ seasonId: seasonId.toHexString(), weeks: [3, 1, 3, 2] })).toBeNull();
    const season = seasonId.toHexString();
    const rosterId = roster.toHexString();
    expect(await storedPoints()).toEqual([
      { rosterId, realSeasonId: season, week: 1, points: 4, benchPoints: 0 },
      { rosterId, realSeasonId: season, week: 2, points: 0, benchPoints: 0 },
      { rosterId, realSeasonId: season, week: 3, points: 6.5, benchPoints: 0 },
    ]);
  });

  it('when a round is scored again after its points changed, then the stored points are replaced, never doubled', async () => {
    const seasonId = await createRealSeason();
    const player = newId();
    await scored(seasonId, 2, player, 5);
    const kept = await createRoster(seasonId, [player]);
    const removed = await createRoster(seasonId, [player]);
    const body = { seasonId: seasonId.toHexString(), weeks: [2] };
    await changed(body);
    await peerCollection('player_stats').updateOne({ playerId: player }, { $set: { points: 8.75 } });
    await statsChanged(seasonId);
    await Roster.deleteOne({ _id: removed });

    expect(await changed(body)).toBeNull();

    expect(await storedPoints()).toEqual([
      { rosterId: kept.toHexString(), realSeasonId: seasonId.toHexString(), week: 2, points: 8.75, benchPoints: 0 },
    ]);
  });

  it('when one round is scored again, then only that round is rewritten and the others are left as they are', async () => {
    const seasonId = await createRealSeason();
    const player = newId();
    await scored(seasonId, 1, player, 3);
    await scored(seasonId, 2, player, 5);
    await createRoster(seasonId, [player]);
    await changed({ seasonId: seasonId.toHexString(), weeks: [1, 2] });
    const before = await RosterWeekPoints.find({}).sort({ week: 1 }).lean();
    await peerCollection('player_stats').updateMany({ playerId: player }, { $set: { points: 6 } });
    await statsChanged(seasonId);

    await changed({ seasonId: seasonId.toHexString(), weeks: [2] });

    const after = await RosterWeekPoints.find({}).sort({ week: 1 }).lean();
    expect(after.map(({ week, points }) => ({ week, points }))).toEqual([
      { week: 1, points: 3 },
      { week: 2, points: 6 },
    ]);
    expect(after[0]!._id).toEqual(before[0]!._id);
    expect(after[1]!._id).not.toEqual(before[1]!._id);
  });

  it("when a roster's lineup changed since the last scoring, then the round is scored with the players where they are now", async () => {
    const seasonId = await createRealSeason();
    const [starter, benched] = [newId(), newId()];
    await scored(seasonId, 2, starter, 4);
    await scored(seasonId, 2, benched, 9);
    const rosterId = await createRoster(seasonId, [starter], [benched]);
    const body = { seasonId: seasonId.toHexString(), weeks: [2] };
    await changed(body);
    await swapPlaces(rosterId, starter, benched);

    expect(await changed(body)).toBeNull();
    expect(await storedPoints()).toEqual([
      { rosterId: rosterId.toHexString(), realSeasonId: seasonId.toHexString(), week: 2, points: 9, benchPoints: 4 },
    ]);
  });

  it('when a round has started and a roster has no snapshot of it, then its lineup now is kept and a later change moves nothing', async () => {
    const seasonId = await createRealSeason();
    const [starter, benched] = [newId(), newId()];
    await scored(seasonId, 2, starter, 4);
    await scored(seasonId, 2, benched, 9);
    const rosterId = await createRoster(seasonId, [starter], [benched]);
    // The round started (its snapshots were taken before this roster had its players, as in data from before them).
    await SnapshotRound.create({ _id: `${seasonId.toHexString()}:2`, at: new Date() });
    const body = { seasonId: seasonId.toHexString(), weeks: [2] };
    await changed(body);
    await swapPlaces(rosterId, starter, benched);

    expect(await changed(body)).toBeNull();
    expect(await storedPoints()).toEqual([
      { rosterId: rosterId.toHexString(), realSeasonId: seasonId.toHexString(), week: 2, points: 4, benchPoints: 9 },
    ]);
    expect(await RosterSnapshot.countDocuments({ rosterId, week: 2 })).toBe(1);
  });

  it("when a league season's schedule starts after a round, then its rosters get no points for that round", async () => {
    const seasonId = await createRealSeason();
    const player = newId();
    await scored(seasonId, 1, player, 4);
    await scored(seasonId, 2, player, 6);
    const early = await createRoster(seasonId, [player]);
    const late = await createRoster(seasonId, [player], [], 2);
    const unscheduled = (
      await Roster.create({ leagueSeasonId: newId(), realSeasonId: seasonId, fantasyTeamId: newId() })
    )._id;

    expect(await changed({ seasonId: seasonId.toHexString(), weeks: [1, 2] })).toBeNull();
    const season = seasonId.toHexString();
    expect(await storedPoints()).toEqual(
      byRoster([
        { rosterId: early.toHexString(), realSeasonId: season, week: 1, points: 4, benchPoints: 0 },
        { rosterId: early.toHexString(), realSeasonId: season, week: 2, points: 6, benchPoints: 0 },
        { rosterId: late.toHexString(), realSeasonId: season, week: 2, points: 6, benchPoints: 0 },
      ]),
    );
    expect(await RosterWeekPoints.countDocuments({ rosterId: unscheduled })).toBe(0);
  });

  it('when the same round is scored several times at once, then each roster ends with one document and the right points', async () => {
    const seasonId = await createRealSeason();
    const players = Array.from({ length: 30 }, () => newId());
    for (const [i, player] of players.entries()) await scored(seasonId, 2, player, i + 0.5);
    const rosters = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createRoster(seasonId, players.slice(i * 3, i * 3 + 2), [players[i * 3 + 2]!]),
      ),
    );
    const body = { seasonId: seasonId.toHexString(), weeks: [2] };

    // Four scorings at once (the queued job on two workers, the sweep): they wait for each other, none fails.
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => roundsScored(worker.deps, body).then(() => 'scored')),
    );

    expect(outcomes).toEqual(['scored', 'scored', 'scored', 'scored']);
    const stored = await storedPoints();
    expect(stored).toHaveLength(10);
    expect(stored).toEqual(
      byRoster(
        rosters.map((rosterId, i) => ({
          rosterId: rosterId.toHexString(),
          realSeasonId: seasonId.toHexString(),
          week: 2,
          points: i * 3 + 0.5 + (i * 3 + 1.5),
          benchPoints: i * 3 + 2.5,
        })),
      ),
    );
  });

  it('when a scoring died holding the lock of the real season, then the next scoring takes the stale lock over and scores', async () => {
    const seasonId = await createRealSeason();
    const [starter, benched] = [newId(), newId()];
    await scored(seasonId, 2, starter, 6);
    await scored(seasonId, 2, benched, 1);
    const rosterId = await createRoster(seasonId, [starter], [benched]);
    await ScoringLock.create({ _id: seasonId, holder: 'a process that died', at: new Date(Date.now() - 10 * 60_000) });

    expect(await changed({ seasonId: seasonId.toHexString(), weeks: [2] })).toBeNull();
    expect(await storedPoints()).toEqual([
      { rosterId: rosterId.toHexString(), realSeasonId: seasonId.toHexString(), week: 2, points: 6, benchPoints: 1 },
    ]);
    expect(await ScoringLock.countDocuments()).toBe(0);
  });

  it('when the real season has more rosters than one step reads, then every one is scored with its own lineup', async () => {
    const seasonId = await createRealSeason();
    const [five, seven] = [newId(), newId()];
    await scored(seasonId, 2, five, 5);
    await scored(seasonId, 2, seven, 7);
    // Inserted directly, lineups packed as refreshLineup packs them: READ_BATCH + 100 rosters one by one would be slow.
    const rosters = Array.from({ length: READ_BATCH + 100 }, (_, i) => {
      const [starter, benched] = i % 2 === 0 ? [five, seven] : [seven, five];
      const lineup = encodeLineup([
        { playerId: starter.toHexString(), activityStatus: 'active' },
        { playerId: benched.toHexString(), activityStatus: 'bench' },
      ]);
      return {
        _id: newId(),
        leagueSeasonId: newId(),
        realSeasonId: seasonId,
        fantasyTeamId: newId(),
        status: 'locked',
        lineup,
      };
    });
    await Roster.insertMany(rosters, { lean: true });
    await SeasonSchedule.insertMany(
      rosters.map(({ _id, leagueSeasonId }) => scheduleOf(seasonId, [_id], { leagueSeasonId })),
      { lean: true },
    );

    expect(await changed({ seasonId: seasonId.toHexString(), weeks: [2] })).toBeNull();

    const season = seasonId.toHexString();
    expect(await storedPoints()).toEqual(
      byRoster(
        rosters.map(({ _id }, i) => ({
          rosterId: _id.toHexString(),
          realSeasonId: season,
          week: 2,
          points: i % 2 === 0 ? 5 : 7,
          benchPoints: i % 2 === 0 ? 7 : 5,
        })),
      ),
    );
  });

  it('when the real season has no rosters, then the scoring succeeds and nothing is stored', async () => {
    const seasonId = await createRealSeason();

    expect(await changed({ seasonId: seasonId.toHexString(), weeks: [1] })).toBeNull();
    // This season's points only: on FerretDB a job's lock is not atomic, so the previous test's scoring may run a
    // second time and store its own season's points after this test's database was cleared.
    expect(await RosterWeekPoints.countDocuments({ realSeasonId: seasonId })).toBe(0);
  });

  it('when stats cannot be reached, then the scoring fails, is queued again, and the stored points are untouched', async () => {
    const seasonId = await createRealSeason();
    const player = newId();
    await scored(seasonId, 2, player, 5);
    await createRoster(seasonId, [player]);
    const body = { seasonId: seasonId.toHexString(), weeks: [2] };
    await changed(body);
    await worker.stop();
    await peerCollection('player_stats').updateOne({ playerId: player }, { $set: { points: 1 } });
    await statsChanged(seasonId);
    const cutOff = await startResultsWorker(configWithoutStats);

    try {
      expect(await changed(body, cutOff)).toBe('errors:serviceUnavailable');
      expect((await storedPoints()).map(({ points }) => points)).toEqual([5]);
      // Agenda tells of the failure before it stores the retry: read the queue until it has.
      const retryAt = async () =>
        (await JobRecord.find({ name: RESULT_JOBS.scoreRounds, failCount: 1 }).lean())[0]?.nextRunAt;
      let nextRunAt = await retryAt();
      for (let attempt = 0; !nextRunAt && attempt < 30; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        nextRunAt = await retryAt();
      }
      expect(nextRunAt?.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await cutOff.stop();
      worker = await startResultsWorker(config);
    }
  });

  it('when stats does not know the season, then the scoring fails and nothing is stored', async () => {
    const roster = await createRoster(newId(), [newId()]);

    expect(await changed({ seasonId: newId().toHexString(), weeks: [1] })).not.toBeNull();

    expect(await RosterWeekPoints.countDocuments({ rosterId: roster })).toBe(0);
    expect(await ScoredWeek.countDocuments()).toBe(0);
  });

  it.each([
    ['a malformed season id', { seasonId: 'nope', weeks: [1] }, 'seasonId'],
    ['an operator as the season', { seasonId: { $gt: '' }, weeks: [1] }, 'seasonId'],
    ['no rounds', { seasonId: '0123456789abcdef01234567', weeks: [] }, 'weeks'],
    ['an operator as the rounds', { seasonId: '0123456789abcdef01234567', weeks: { $gt: 0 } }, 'weeks'],
    ['round 0', { seasonId: '0123456789abcdef01234567', weeks: [0] }, 'weeks[0]'],
    ['a round that is text', { seasonId: '0123456789abcdef01234567', weeks: ['two'] }, 'weeks[0]'],
  ])('when the call has %s, then 400 with the violation and nothing is stored', async (_case, body, property) => {
    const res = await request(app)
      .post('/internal/week-points')
      .set(await asStats())
      .send(body);

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
    expect(res.body.error.violations).toEqual([expect.objectContaining({ property })]);
    expect(await RosterWeekPoints.countDocuments()).toBe(0);
  });

  it.each([
    ['the owner', () => internalHeaders({ userId: newId().toHexString(), roles: ['SUPER_ADMIN'] }), 403],
    ['a player', () => internalHeaders({ userId: newId().toHexString(), roles: ['USER'] }), 403],
    ['a visitor', () => internalHeaders(), 403],
    ['a caller without the internal token', async () => ({}), 401],
  ])('when %s calls it, then %i and nothing is stored', async (_who, headers, status) => {
    const seasonId = await createRealSeason();
    await createRoster(seasonId, [newId()]);

    const res = await request(app)
      .post('/internal/week-points')
      .set(await headers())
      .send({ seasonId: seasonId.toHexString(), weeks: [1] });

    expect(res.status).toBe(status);
    expect(await RosterWeekPoints.countDocuments({ realSeasonId: seasonId })).toBe(0);
  });
});
