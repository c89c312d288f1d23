/**
 * `npm run bench:recalculate`: the owner locks a round of the real season, the player pool's points are recomputed and
 * every fantasy roster is scored for that round. Starts the database (embedded FerretDB, or MONGO_URL), the real stats
 * and fantasy services as processes on free ports, seeds their databases directly (a pool of 16 clubs × 20 players,
 * each player's statistics of every round up to the active one, 1,000 leagues × 16 rosters × 14 players: RosterPlayer
 * documents and rosters with their packed lineups), has fantasy score the earlier rounds as their locks did, then times
 * the owner's POST /seasons/current/weeks/{n}/finish on stats: (a) the lock and the player pool's recalculation in
 * stats, (b) fantasy's worker picking up the scoring job the lock queued and scoring the 16,000 rosters (reading the
 * round's points from stats, storing RosterWeekPoints and each league's round, from which its games, results and
 * standings are derived on read), until the round says its results are in, (c) the whole, from the owner's click to
 * the results. Target: ≤ 5 s. Stats reaches fantasy through a pass-through tap here that records when that call starts
 * and ends. Afterwards every roster's stored points are checked against its seeded players' statistics. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import {
  createRandom,
  DEFAULT_SCORE_CONFIG,
  derivedStats,
  enteredStatKeys,
  fantasyPoints,
  ROSTER_BENCH,
  rosterWeekPoints,
  ROSTER_SLOTS,
  SLOT_POSITIONS,
  type FantasyPosition,
  type PlayerStats,
  type Position,
  type Random,
  type RosterPointsPlayer,
  type StatKey,
} from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from '@hfl/kit';
import { Roster } from '@hfl/fantasy/models/roster';
import { SeasonSchedule } from '@hfl/fantasy/models/season-schedule';
import { RosterPlayer } from '@hfl/fantasy/models/roster-player';
import { LeagueWeekPoints } from '@hfl/fantasy/models/league-week-points';
import { RosterWeekPoints } from '@hfl/fantasy/models/roster-week-points';
import { Game } from '@hfl/stats/models/game';
import { Player } from '@hfl/stats/models/player';
import { PlayerStat } from '@hfl/stats/models/player-stat';
import { RealTeam } from '@hfl/stats/models/real-team';
import { ACTIVE_SEASON_KEY, SeasonModel } from '@hfl/stats/models/season';
import { startDatabase } from '../../tools/src/db';
import { freePort, waitForPort } from '../../tools/src/free-port';
import { prefixedLogger, runTs, type ManagedProcess } from '../../tools/src/processes';
import { encodeLineup } from '@hfl/fantasy/models/lineup-codec';
import { describeDatabase, inDatabase } from './database';
import { record, seconds } from './report';

const TARGET_MS = 5_000;
const LEAGUES = 1_000;
const TEAMS_PER_LEAGUE = 16;
/** A league of 16 fantasy teams needs 16 real clubs: each roster starts its own DEF unit and head coach. */
const CLUB_ROSTER: Readonly<Record<Position, number>> = { QB: 2, RB: 4, WR: 7, TE: 3, K: 2, DEF: 1, HC: 1 };
const CLUBS = 16;
const WEEKS = CLUBS - 1;
/** The round locked: rounds before it are locked already. */
const ROUND = 3;

/** Plausible one-game values of each entered statistic. */
const STAT_RANGES: Readonly<Partial<Record<StatKey, readonly [number, number]>>> = {
  pass_yds: [0, 60],
  rush_yds: [0, 90],
  catch_yds: [0, 110],
  td: [0, 2],
  _2pt: [0, 1],
  fumble: [0, 1],
  int: [0, 1],
  fg: [0, 3],
  xp: [0, 5],
  fg_miss: [0, 1],
  xp_miss: [0, 1],
  defense_int: [0, 2],
  fum_forced: [0, 2],
  sack: [0, 4],
};

/** One game's typed-in statistics of a player of `position`. */
function enteredStats(random: Random, position: Position): PlayerStats {
  return Object.fromEntries(
    enteredStatKeys(position).map((key) => {
      const [min, max] = position === 'QB' && key === 'pass_yds' ? [120, 350] : (STAT_RANGES[key] ?? [0, 0]);
      return [key, random.int(min, max)];
    }),
  );
}

interface PoolPlayer {
  _id: Types.ObjectId;
  position: Position;
  teamId: Types.ObjectId;
}

/** Each club meets every other once: the circle method, club 0 fixed. */
function roundRobin(clubs: number, week: number): [number, number][] {
  const others = Array.from({ length: clubs - 1 }, (_, i) => 1 + ((i + week - 1) % (clubs - 1)));
  const order = [0, ...others];
  return Array.from({ length: clubs / 2 }, (_, i) => [order[i]!, order[clubs - 1 - i]!]);
}

/**
 * The real league in stats: clubs, players, an ongoing season with round ROUND active, the statistics of every round
 * up to it. Returns round ROUND's: how many lines, and each player's points.
 */
async function seedStats(
  random: Random,
): Promise<{ seasonId: Types.ObjectId; pool: PoolPlayer[]; statistics: number; roundPoints: Record<string, number> }> {
  const teams = Array.from({ length: CLUBS }, (_, i) => ({
    _id: new Types.ObjectId(),
    name: `Bench Club ${i + 1}`,
    status: 'active',
  }));
  const pool: PoolPlayer[] = teams.flatMap(({ _id: teamId }) =>
    Object.entries(CLUB_ROSTER).flatMap(([position, count]) =>
      Array.from({ length: count }, () => ({ _id: new Types.ObjectId(), position: position as Position, teamId })),
    ),
  );
  const players = pool.map((player, i) => ({
    ...player,
    name: `Bench Player ${i + 1}`,
    birthDate: player.position === 'DEF' ? null : '1998-05-05',
    status: 'active',
  }));
  const seasonId = new Types.ObjectId();
  const year = new Date().getUTCFullYear();
  const season = {
    _id: seasonId,
    startsAt: `${year}-01-10`,
    endsAt: `${year}-12-20`,
    draftWindow: { startDate: new Date(`${year}-01-02T10:00:00Z`), endDate: new Date(`${year}-01-02T14:00:00Z`) },
    nbPlayoffWeeks: 1,
    nbMaxFantasyTeams: TEAMS_PER_LEAGUE,
    nbWeeks: WEEKS,
    nbTeams: CLUBS,
    status: 'ongoing',
    currentWeek: ROUND,
    isWeekActive: true,
    frozenWeeks: [],
    activeKey: ACTIVE_SEASON_KEY,
  };
  const games = Array.from({ length: WEEKS }, (_, w) =>
    roundRobin(CLUBS, w + 1).map(([a, b]) => ({
      _id: new Types.ObjectId(),
      seasonId,
      week: w + 1,
      date: `${year}-${String(3 + Math.floor(w / 4)).padStart(2, '0')}-${String(1 + (w % 4) * 7).padStart(2, '0')}`,
      team1Id: teams[a]!._id,
      team2Id: teams[b]!._id,
      score1: null as number | null,
      score2: null as number | null,
      team1Players: [] as Types.ObjectId[],
      team2Players: [] as Types.ObjectId[],
      hasStats: false,
    })),
  ).flat();
  // Every player of the rounds' games has statistics, with the points their score sheet was saved with (the stored
  // score configuration: none, so the spec's table). The lock recomputes and compares round ROUND's.
  const clubPlayers = (teamId: Types.ObjectId) => pool.filter((player) => player.teamId.equals(teamId));
  const stats = games
    .filter(({ week }) => week <= ROUND)
    .flatMap((game) => {
      Object.assign(game, {
        score1: random.int(0, 45),
        score2: random.int(0, 45),
        team1Players: clubPlayers(game.team1Id).map(({ _id }) => _id),
        team2Players: clubPlayers(game.team2Id).map(({ _id }) => _id),
        hasStats: true,
      });
      const sides = [
        [game.team1Id, game.score1!, game.score2!],
        [game.team2Id, game.score2!, game.score1!],
      ] as const;
      return sides.flatMap(([teamId, own, opponent]) =>
        clubPlayers(teamId).map((player) => {
          const stats = { ...enteredStats(random, player.position), ...derivedStats(player.position, own, opponent) };
          return {
            seasonId,
            week: game.week,
            gameId: game._id,
            playerId: player._id,
            teamId,
            position: player.position,
            stats,
            points: fantasyPoints(player.position, stats, DEFAULT_SCORE_CONFIG),
          };
        }),
      );
    });
  await RealTeam.insertMany(teams);
  await Player.insertMany(players);
  await SeasonModel.insertMany([season]);
  await Game.insertMany(games);
  await PlayerStat.insertMany(stats);
  const round = stats.filter(({ week }) => week === ROUND);
  const roundPoints: Record<string, number> = {};
  for (const { playerId, points } of round)
    roundPoints[playerId.toHexString()] = (roundPoints[playerId.toHexString()] ?? 0) + points;
  return { seasonId, pool, statistics: round.length, roundPoints };
}

/**
 * One league season's 16 rosters: 8 starters in slots that accept them, 6 on the bench, no player twice. The
 * RosterPlayer documents, and each roster with the lineup packed from them by the service's own encoder.
 */
function leagueRosters(random: Random, pool: readonly PoolPlayer[], realSeasonId: Types.ObjectId) {
  const free = new Map<Position, PoolPlayer[]>();
  for (const player of pool) free.set(player.position, [...(free.get(player.position) ?? []), player]);
  const take = (slot: FantasyPosition): PoolPlayer => {
    const positions = SLOT_POSITIONS[slot].filter((position) => (free.get(position)?.length ?? 0) > 0);
    const bucket = free.get(random.pick(positions))!;
    return bucket.splice(random.int(0, bucket.length - 1), 1)[0]!;
  };
  const leagueSeasonId = new Types.ObjectId();
  const addedAt = new Date();
  const rosterIds = Array.from({ length: TEAMS_PER_LEAGUE }, () => new Types.ObjectId());
  const entry = (rosterId: Types.ObjectId, fantasyPosition: FantasyPosition) => ({
    leagueSeasonId,
    rosterId,
    playerId: take(fantasyPosition)._id,
    activityStatus: fantasyPosition === 'BENCH' ? ('bench' as const) : ('active' as const),
    fantasyPosition,
    addedAt,
  });
  // Every roster's starters before anyone's bench: a bench place may take any position, a slot may not.
  const starters = rosterIds.map((rosterId) => ROSTER_SLOTS.map((slot) => entry(rosterId, slot)));
  const rosters = rosterIds.map((rosterId, i) => {
    const players = [...starters[i]!, ...Array.from({ length: ROSTER_BENCH }, () => entry(rosterId, 'BENCH'))];
    const lineup = encodeLineup(
      players.map(({ playerId, activityStatus }) => ({ playerId: playerId.toHexString(), activityStatus })),
    );
    return {
      roster: {
        _id: rosterId,
        leagueSeasonId,
        realSeasonId,
        fantasyTeamId: new Types.ObjectId(),
        status: 'locked',
        lineup,
      },
      players,
    };
  });
  // Its schedule, as a completed draft makes it: scoring counts only a league season's own rounds (all of them here).
  const schedule = {
    _id: leagueSeasonId,
    leagueId: new Types.ObjectId(),
    realSeasonId,
    seed: 'bench',
    order: rosters.map(({ roster }) => roster.fantasyTeamId.toHexString()),
    rosterIds: rosterIds.map(String),
    firstWeek: 1,
    lastRegularWeek: WEEKS - 1,
    playoffWeeks: [WEEKS],
    games: [],
    createdAt: addedAt,
  };
  return {
    rosters: rosters.map(({ roster }) => roster),
    players: rosters.flatMap(({ players }) => players),
    schedule,
  };
}

/** Seeds every league's rosters; returns each roster's players (by roster id) to check the stored points against. */
async function seedFantasy(
  random: Random,
  pool: readonly PoolPlayer[],
  realSeasonId: Types.ObjectId,
): Promise<Map<string, RosterPointsPlayer[]>> {
  const lineups = new Map<string, RosterPointsPlayer[]>();
  for (let league = 0; league < LEAGUES; league += 100) {
    const batch = Array.from({ length: Math.min(100, LEAGUES - league) }, () =>
      leagueRosters(random, pool, realSeasonId),
    );
    const players = batch.flatMap((league) => league.players);
    await Roster.insertMany(
      batch.flatMap(({ rosters }) => rosters),
      { lean: true },
    );
    await RosterPlayer.insertMany(players, { lean: true });
    await SeasonSchedule.insertMany(
      batch.map(({ schedule }) => schedule),
      { lean: true },
    );
    for (const { rosterId, playerId, activityStatus } of players) {
      const key = rosterId.toHexString();
      lineups.set(key, [...(lineups.get(key) ?? []), { playerId: playerId.toHexString(), activityStatus }]);
    }
  }
  return lineups;
}

/**
 * The round's stored points, checked roster by roster against the seeded players and statistics: throws unless every
 * roster has exactly its own points. Returns how many were stored.
 */
async function checkStoredPoints(
  realSeasonId: Types.ObjectId,
  lineups: ReadonlyMap<string, RosterPointsPlayer[]>,
  roundPoints: Readonly<Record<string, number>>,
): Promise<number> {
  const stored = await RosterWeekPoints.find(
    { week: ROUND },
    { _id: 0, rosterId: 1, realSeasonId: 1, points: 1, benchPoints: 1 },
  ).lean();
  const seen = new Set<string>();
  for (const doc of stored) {
    const rosterId = doc.rosterId.toHexString();
    const players = lineups.get(rosterId);
    if (!players || seen.has(rosterId) || !doc.realSeasonId.equals(realSeasonId))
      throw new Error(`unexpected RosterWeekPoints for roster ${rosterId}`);
    seen.add(rosterId);
    const expected = rosterWeekPoints(players, roundPoints);
    if (doc.points !== expected.points || doc.benchPoints !== expected.benchPoints) {
      throw new Error(
        `roster ${rosterId}: stored ${doc.points}/${doc.benchPoints}, expected ${expected.points}/${expected.benchPoints}`,
      );
    }
  }
  if (seen.size !== lineups.size)
    throw new Error(`${seen.size} rosters' points stored for round ${ROUND}, expected ${lineups.size}`);
  return stored.length;
}

interface TappedCall {
  startedAt: number;
  endedAt: number;
  status: number;
  body: string;
}

/**
 * Forwards every request to `target` untouched and records when each one starts and ends, also when the caller stops
 * waiting first (stats gives fantasy a time limit): `finished` resolves with the calls once `count` have ended.
 */
async function startTap(target: string): Promise<{
  url: string;
  calls: TappedCall[];
  finished: (count: number) => Promise<TappedCall[]>;
  close: () => Promise<void>;
}> {
  const calls: TappedCall[] = [];
  const server = http.createServer((req, res) => {
    const startedAt = performance.now();
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          res.write(chunk);
        });
        answer.on('end', () => {
          res.end();
          calls.push({
            startedAt,
            endedAt: performance.now(),
            status: answer.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
          });
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    async finished(count) {
      const deadline = Date.now() + 600_000;
      while (calls.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      return calls;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Waits until fantasy's rounds `weeks` of the real season say their results are in (ScoredWeek.resultsAt, set at the
 * end of a scoring) since `since`; answers when it saw that, on the performance clock. Polled every 20 ms.
 */
async function resultsIn(
  url: string,
  dbName: string,
  realSeasonId: Types.ObjectId,
  weeks: readonly number[],
  since: Date,
): Promise<number> {
  const connection = await mongoose.createConnection(url, { dbName }).asPromise();
  try {
    const deadline = Date.now() + 600_000;
    while (Date.now() < deadline) {
      const done = await connection
        .collection('scored_weeks')
        .countDocuments({ realSeasonId, week: { $in: [...weeks] }, resultsAt: { $gte: since } });
      if (done === weeks.length) return performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`rounds ${weeks.join(', ')} had no results within 10 minutes`);
  } finally {
    await connection.close();
  }
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not report healthy within 60 s`);
}

export async function measureRecalculateWeek(): Promise<void> {
  const log = prefixedLogger(process.stderr);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-bench-recalculate-'));
  const db = await startDatabase({ dataDir, log: (line) => log('database', line) });
  // Databases of their own, so MONGO_URL's real data is never touched; dropped at the end.
  const suffix = randomBytes(4).toString('hex');
  const statsDb = `bench_stats_${suffix}`;
  const fantasyDb = `bench_fantasy_${suffix}`;
  const processes: ManagedProcess[] = [];
  let tap: Awaited<ReturnType<typeof startTap>> | undefined;
  mongoose.set('autoCreate', false);
  mongoose.set('autoIndex', false);
  try {
    const database = await describeDatabase(db.url, db.embedded);
    const secret = randomBytes(32).toString('hex');
    const [statsPort, fantasyPort] = [await freePort(), await freePort()];
    const statsUrl = `http://127.0.0.1:${statsPort}`;
    const fantasyUrl = `http://127.0.0.1:${fantasyPort}`;
    tap = await startTap(fantasyUrl);
    const common = { MONGO_URL: db.url, INTERNAL_TOKEN_SECRET: secret, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
    processes.push(
      runTs(
        'stats',
        'services/stats/src/server.ts',
        { ...common, PORT: String(statsPort), MONGO_DB: statsDb, SERVICE_NAME: 'stats', FANTASY_URL: tap.url },
        log,
      ),
      runTs(
        'fantasy',
        'services/fantasy/src/server.ts',
        { ...common, PORT: String(fantasyPort), MONGO_DB: fantasyDb, SERVICE_NAME: 'fantasy', STATS_URL: statsUrl },
        log,
      ),
      // Runs the scoring jobs fantasy queues.
      runTs(
        'fantasy-worker',
        'services/fantasy/src/worker.ts',
        { ...common, MONGO_DB: fantasyDb, SERVICE_NAME: 'fantasy-worker', STATS_URL: statsUrl },
        log,
      ),
    );
    await Promise.all([waitForPort(statsPort, 60_000), waitForPort(fantasyPort, 60_000)]);
    await Promise.all([waitForHealth(statsUrl), waitForHealth(fantasyUrl)]);

    const random = createRandom('bench recalculate week');
    let seeded = Date.now();
    let real: Awaited<ReturnType<typeof seedStats>> | undefined;
    await inDatabase(db.url, statsDb, async () => {
      real = await seedStats(random);
    });
    const { seasonId, pool, statistics, roundPoints } = real!;
    let lineups = new Map<string, RosterPointsPlayer[]>();
    await inDatabase(db.url, fantasyDb, async () => {
      lineups = await seedFantasy(random, pool, seasonId);
    });
    const rosters = lineups.size;
    // The earlier rounds' locks scored every roster: the round's points join theirs, as in a real season.
    const earlier = Array.from({ length: ROUND - 1 }, (_, i) => i + 1);
    const stats = {
      [INTERNAL_TOKEN_HEADER]: await signInternalToken(
        { roles: [], locale: 'en', service: 'stats' },
        secret,
        'fantasy',
      ),
      'content-type': 'application/json',
    };
    const earlierAsked = new Date();
    const scored = await fetch(`${fantasyUrl}/internal/week-points`, {
      method: 'POST',
      headers: stats,
      body: JSON.stringify({ seasonId, weeks: earlier }),
    });
    if (!scored.ok)
      throw new Error(`scoring rounds ${earlier.join(', ')} answered ${scored.status}: ${await scored.text()}`);
    await resultsIn(db.url, fantasyDb, seasonId, earlier, earlierAsked);
    seeded = Date.now() - seeded;
    log(
      'bench',
      `seeded ${pool.length} players with the statistics of rounds 1–${ROUND}, ${rosters} rosters of ${ROSTER_SLOTS.length + ROSTER_BENCH} and their points of rounds ${earlier.join(', ')} in ${seconds(seeded)}`,
    );

    const owner = async () => ({
      [INTERNAL_TOKEN_HEADER]: await signInternalToken(
        { userId: new Types.ObjectId().toHexString(), roles: ['SUPER_ADMIN'], locale: 'en' },
        secret,
        'stats',
      ),
    });
    // Warm-up outside the timing: the season read the lock answers with, on a service that has served nothing yet.
    const current = await fetch(`${statsUrl}/seasons/current`, { headers: await owner() });
    if (!current.ok) throw new Error(`GET /seasons/current answered ${current.status}: ${await current.text()}`);

    const headers = await owner();
    const lockedAt = new Date();
    const started = performance.now();
    const lock = await fetch(`${statsUrl}/seasons/current/weeks/${ROUND}/finish`, { method: 'POST', headers });
    const ended = performance.now();
    const lockBody = await lock.text();
    if (!lock.ok) throw new Error(`the lock answered ${lock.status}: ${lockBody}`);
    const calls = await tap.finished(1);
    if (calls.length !== 1) throw new Error(`stats called fantasy ${calls.length} times, not once`);
    const call = calls[0]!;
    if (call.status !== 202) throw new Error(`fantasy answered ${call.status}: ${call.body} (expected the queued job)`);
    const resultsAt = await resultsIn(db.url, fantasyDb, seasonId, [ROUND], lockedAt);
    // The work really happened: every roster's round stored, with its own players' points.
    let stored = 0;
    let leagueRounds = 0;
    await inDatabase(db.url, fantasyDb, async () => {
      stored = await checkStoredPoints(seasonId, lineups, roundPoints);
      // Each league season's round, which its games, results and standings are read from.
      leagueRounds = await LeagueWeekPoints.countDocuments({ realSeasonId: seasonId, week: ROUND });
      if (leagueRounds !== LEAGUES) throw new Error(`${leagueRounds} league rounds stored, expected ${LEAGUES}`);
    });

    const poolMs = call.startedAt - started;
    const rostersMs = resultsAt - call.startedAt;
    // Until the round says its results are in: the scoring ends after the lock has answered the owner.
    const totalMs = resultsAt - started;
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(`database: ${database}; ${os.cpus().length} CPUs, load average ${load} at the end`);
    console.log(`lock of round ${ROUND} (POST /seasons/current/weeks/${ROUND}/finish):`);
    console.log(
      `  (a) lock + player pool recalculation in stats (${statistics} statistics of ${pool.length} players): ${seconds(poolMs)}`,
    );
    console.log(
      `  (b) queued to fantasy's worker, which scores the rosters and stores the leagues' rounds (${LEAGUES} leagues × ${TEAMS_PER_LEAGUE} rosters = ${rosters}, ${stored} stored; ${leagueRounds} league rounds, whose games, results and standings are read from them): ${seconds(rostersMs)}`,
    );
    console.log(
      `  (c) total: ${seconds(totalMs)} — target ≤ ${seconds(TARGET_MS)}: ${totalMs <= TARGET_MS ? 'met' : 'NOT met'}`,
    );
    console.log(`  the lock answered the owner after ${seconds(ended - started)}; the results were in after that`);
    record('recalculate-week', {
      database,
      cpus: os.cpus().length,
      loadAverage: Number(load),
      players: pool.length,
      statistics,
      leagues: LEAGUES,
      rosters,
      seedMs: seeded,
      playerPoolMs: Math.round(poolMs),
      rostersMs: Math.round(rostersMs),
      totalMs: Math.round(totalMs),
      lockAnsweredMs: Math.round(ended - started),
      targetMs: TARGET_MS,
      targetMet: totalMs <= TARGET_MS,
    });
  } finally {
    await Promise.all(processes.map((service) => service.stop()));
    await tap?.close();
    if (!db.embedded) {
      for (const name of [statsDb, fantasyDb]) {
        await inDatabase(db.url, name, async () => {
          await mongoose.connection.dropDatabase();
        });
      }
    }
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureRecalculateWeek();
