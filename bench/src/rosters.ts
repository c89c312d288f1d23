/**
 * `npm run bench:rosters`: the managers' rosters under load, through the real stack (tools/src/stack.ts: the
 * database — embedded FerretDB, or MONGO_URL —, the five services, fantasy's worker and the BFF on free ports).
 * 200 managers, each with a roster in one of 25 leagues of eight in the demo real season (between rounds, so rosters
 * are open), each signed in through the BFF with a session of their own, working on their team page at once for
 * ACTIVE_MS: each manager makes a call, waits a while (uniformly 0 to 2 × THINK_MS, a busy manager's pace), and calls
 * again. (a) `GET /api/leagues/{id}/rosters/me`; (b) a move of their kicker to the bench and back
 * (`POST /api/rosters/{id}/players/{rpId}/move`). Target: p95 ≤ 50 ms for each. Printed beside it: a call on its own
 * (one manager at a time) and the worst case no page makes, all 200 sending the same call at the same instant.
 * Written straight into the databases (the services' own models): the users (confirmed), the leagues' memberships and
 * teams, and each league's season with its rosters of 13 players (8 starters, 5 on the bench, so a starter can move to
 * the bench), as a completed draft leaves them. The timed calls go over kept-alive node:http, as a browser keeps its
 * connection.
 * With MONGO_URL the stack writes into that server's hfl_* databases: point it at a scratch server.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import { API, CSRF_HEADER, DEMO_SEASON_ID, ROSTER_SLOTS, slotAccepts, type Position } from '@hfl/contracts';
import { keptAliveAgent } from '@hfl/kit';
import { refreshLineup } from '@hfl/fantasy/lineups';
import { Roster } from '@hfl/fantasy/models/roster';
import { RosterPlayer } from '@hfl/fantasy/models/roster-player';
import { Player } from '@hfl/stats/models/player';
import { hashPassword, User } from '../../services/accounts/src/models/user';
import { FantasyTeam } from '../../services/leagues/src/models/fantasy-team';
import { League } from '../../services/leagues/src/models/league';
import { Membership, userKey } from '../../services/leagues/src/models/membership';
import { SlotClaim } from '../../services/leagues/src/models/slot-claim';
import { Browser } from '../../bff/src/testing/browser';
import { freePort } from '../../tools/src/free-port';
import { startStack, type RunningStack } from '../../tools/src/stack';
import { describeDatabase, inDatabase } from './database';
import { insertOngoingSeasons } from './fantasy-seasons';
import { describeSummary, summary } from './latency';
import { cpuSnapshot, cpuUse, describeCpuUse } from './process-cpu';
import { record } from './report';

const MANAGERS = 200;
const TEAMS_PER_LEAGUE = 8;
/** How long the 200 managers work at once, per kind of call. */
const ACTIVE_MS = 30_000;
/** A manager's mean pause between two calls: about 67 calls a second from the 200. */
const THINK_MS = 3_000;
const ALONE_CALLS = 100;
const BURSTS = 3;
const TARGET_MS = 50;
const PASSWORD = 'Bench-Rosters-2026!';
const BENCH_SIZE = 5;

const agent = keptAliveAgent('http:', { maxSockets: MANAGERS * 2 });

interface Manager {
  email: string;
  browser: Browser;
  leagueId: string;
  rosterId: string;
  kickerId: string;
}

/** One call as the manager's browser makes it, timed from sending to the whole answer read. */
function timedCall(
  manager: Manager,
  method: 'GET' | 'POST',
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; ms: number; text: string }> {
  const url = new URL(apiPath, manager.browser.baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { accept: 'application/json', cookie: manager.browser.cookieHeader };
  if (method !== 'GET') headers[CSRF_HEADER] = manager.browser.csrfToken ?? '';
  if (payload) headers['content-type'] = 'application/json';
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** The real season's players by position, as stats stores them. */
async function playersByPosition(mongoUrl: string): Promise<Map<Position, Types.ObjectId[]>> {
  const byPosition = new Map<Position, Types.ObjectId[]>();
  await inDatabase(mongoUrl, 'hfl_stats', async () => {
    for (const player of await Player.find({}, { position: 1 }).lean()) {
      const list = byPosition.get(player.position as Position) ?? [];
      list.push(player._id);
      byPosition.set(player.position as Position, list);
    }
  });
  return byPosition;
}

/** 13 distinct players for each of a league's teams: the 8 starting slots filled, then 5 on the bench. */
function draftLeague(byPosition: Map<Position, Types.ObjectId[]>, teams: number) {
  const left = new Map([...byPosition].map(([position, ids]) => [position, [...ids]]));
  const take = (position: Position) => {
    const id = left.get(position)?.shift();
    if (!id) throw new Error(`not enough ${position}s for ${teams} teams`);
    return { id, position };
  };
  const benchPositions: Position[] = ['QB', 'RB', 'WR', 'TE', 'RB'];
  return Array.from({ length: teams }, () => {
    const starters = ROSTER_SLOTS.map((slot) => {
      const position = (['QB', 'RB', 'WR', 'TE', 'K', 'DEF', 'HC'] as Position[]).find((p) => slotAccepts(slot, p))!;
      return { ...take(position), fantasyPosition: slot as string, activityStatus: 'active' as const };
    });
    const bench = benchPositions
      .slice(0, BENCH_SIZE)
      .map((position) => ({ ...take(position), fantasyPosition: 'BENCH', activityStatus: 'bench' as const }));
    return [...starters, ...bench];
  });
}

async function setUp(stack: RunningStack): Promise<Manager[]> {
  const owner = stack.demoAccounts.find((account) => account.role === 'SUPER_ADMIN');
  if (!owner) throw new Error('the seed made no owner account');
  const leagues = MANAGERS / TEAMS_PER_LEAGUE;
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: MANAGERS }, (_, i) => `bench-roster-${i + 1}@hfl.local`);
  const userIds = emails.map(() => new Types.ObjectId());
  await inDatabase(stack.mongoUrl, 'hfl_accounts', async () => {
    await User.insertMany(
      emails.map((email, i) => ({
        _id: userIds[i],
        email,
        passwordHash,
        firstName: 'Bench',
        lastName: `Manager ${i + 1}`,
        roles: ['USER'],
        locale: 'en',
        confirmedAt: new Date(),
      })),
    );
  });
  const leagueIds = Array.from({ length: leagues }, () => new Types.ObjectId());
  const teamIds = userIds.map(() => new Types.ObjectId());
  const leagueOf = (m: number) => leagueIds[Math.floor(m / TEAMS_PER_LEAGUE)]!;
  const timezone = 'Europe/Budapest';
  await inDatabase(stack.mongoUrl, 'hfl_leagues', async () => {
    await League.insertMany(
      leagueIds.map((_id, l) => ({
        _id,
        name: `Bench Rosters ${l + 1}`,
        description: '',
        nbMaxTeams: TEAMS_PER_LEAGUE,
      })),
    );
    const memberships = userIds.map((userId, m) => ({
      _id: new Types.ObjectId(),
      leagueId: leagueOf(m),
      key: userKey(String(userId)),
      userId: String(userId),
      role: 'LEAGUE_USER',
      status: 'active',
      type: null,
      displayName: `Bench ${m + 1}`,
      request: { teamName: `Bench ${m + 1}`, timezone, logoFileId: null },
      teamId: teamIds[m],
    }));
    await Membership.insertMany(memberships);
    await SlotClaim.insertMany(
      memberships.map((membership, m) => ({
        leagueId: membership.leagueId,
        slot: m % TEAMS_PER_LEAGUE,
        membershipId: membership._id,
      })),
    );
    await FantasyTeam.insertMany(
      userIds.map((userId, m) => ({
        _id: teamIds[m],
        leagueId: leagueOf(m),
        userId: String(userId),
        name: `Bench ${m + 1}`,
        timezone,
        logoFileId: null,
      })),
    );
  });
  const byPosition = await playersByPosition(stack.mongoUrl);
  const rosterIds = userIds.map(() => new Types.ObjectId());
  const kickerIds: string[] = [];
  const realSeasonId = new Types.ObjectId(DEMO_SEASON_ID);
  await inDatabase(stack.mongoUrl, 'hfl_fantasy', async () => {
    const past = new Date(Date.now() - 30 * 86_400_000);
    const seasons = await insertOngoingSeasons(leagueIds, realSeasonId);
    const entries = [];
    for (let l = 0; l < leagues; l++) {
      const rosters = draftLeague(byPosition, TEAMS_PER_LEAGUE);
      for (let t = 0; t < TEAMS_PER_LEAGUE; t++) {
        const m = l * TEAMS_PER_LEAGUE + t;
        await Roster.create({
          _id: rosterIds[m],
          leagueSeasonId: seasons[l]!._id,
          realSeasonId,
          fantasyTeamId: teamIds[m],
        });
        for (const player of rosters[t]!) {
          const _id = new Types.ObjectId();
          if (player.fantasyPosition === 'K') kickerIds[m] = String(_id);
          entries.push({
            _id,
            leagueSeasonId: seasons[l]!._id,
            rosterId: rosterIds[m],
            playerId: player.id,
            activityStatus: player.activityStatus,
            fantasyPosition: player.fantasyPosition,
            addedAt: past,
          });
        }
      }
    }
    await RosterPlayer.insertMany(entries);
    // As the draft's completion leaves them: each roster's packed lineup and the card its reads are served from.
    for (const rosterId of rosterIds) await refreshLineup(rosterId);
  });
  const managers: Manager[] = [];
  for (let m = 0; m < MANAGERS; m++) {
    const browser = new Browser(stack.url);
    await browser.signIn(emails[m]!, PASSWORD);
    managers.push({
      email: emails[m]!,
      browser,
      leagueId: String(leagueOf(m)),
      rosterId: String(rosterIds[m]),
      kickerId: kickerIds[m]!,
    });
  }
  return managers;
}

type Call = (manager: Manager, round: number) => Promise<{ status: number; ms: number; text: string }>;

function expectAnswer(answer: { status: number; text: string }, status: number): void {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${answer.text}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls slower than this are counted per second of the run: a stall shows as a cluster, a slow path spreads. */
const SLOW_MS = 2 * TARGET_MS;

/** Every manager working at once for ACTIVE_MS, each at a busy manager's pace; the calls' times. */
async function managersAtWork(
  managers: readonly Manager[],
  call: Call,
  status: number,
  slowBySecond: Map<number, number> = new Map(),
): Promise<number[]> {
  const times: number[] = [];
  const started = Date.now();
  const until = started + ACTIVE_MS;
  await Promise.all(
    managers.map(async (manager) => {
      for (let round = 0; Date.now() < until; round++) {
        await sleep(Math.random() * 2 * THINK_MS);
        const second = Math.floor((Date.now() - started) / 1000);
        const answer = await call(manager, round);
        expectAnswer(answer, status);
        times.push(answer.ms);
        if (answer.ms > SLOW_MS) slowBySecond.set(second, (slowBySecond.get(second) ?? 0) + 1);
      }
    }),
  );
  return times;
}

/** "second:count" of the calls slower than SLOW_MS, by the second of the run they were sent in. */
const describeSlow = (slowBySecond: Map<number, number>) =>
  [...slowBySecond]
    .sort(([a], [b]) => a - b)
    .map(([second, count]) => `${second}:${count}`)
    .join(' ') || 'none';

/** One call at a time: what a call costs on its own. */
async function oneAtATime(managers: readonly Manager[], call: Call, status: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < ALONE_CALLS; i++) {
    const answer = await call(managers[i % managers.length]!, i);
    expectAnswer(answer, status);
    times.push(answer.ms);
  }
  return times;
}

/** The calls' times in `work`, summed up, and the processes' CPU use meanwhile (null where /proc is not readable). */
async function measuringCpu(
  work: () => Promise<number[]>,
): Promise<[ReturnType<typeof summary>, ReturnType<typeof cpuUse> | null]> {
  const before = cpuSnapshot();
  const times = await work();
  const after = cpuSnapshot();
  return [summary(times), before && after ? cpuUse(before, after) : null];
}

/** Every manager's call at the same instant, `rounds` times. */
async function allAtOnce(managers: readonly Manager[], rounds: number, call: Call, status: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const answer of await Promise.all(managers.map((manager) => call(manager, round)))) {
      expectAnswer(answer, status);
      times.push(answer.ms);
    }
  }
  return times;
}

export async function measureRosters(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-bench-rosters-'));
  const logFile = fs.createWriteStream(path.join(dataDir, 'stack.log'));
  const log = (source: string, line: string) => logFile.write(`${source.padEnd(9)} ${line}\n`);
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({ mode: 'production', bffPort: await freePort(), dataDir, log });
    const database = await describeDatabase(stack.mongoUrl, stack.embeddedDatabase);
    console.log(`rosters: ${MANAGERS} managers on ${database}; setting up…`);
    const managers = await setUp(stack);
    const read: Call = (manager) => timedCall(manager, 'GET', API.myRoster(manager.leagueId));
    // Each manager's kicker to the bench and back; a manager's round count says where he is.
    const move: Call = (manager, round) =>
      timedCall(manager, 'POST', API.rosterMove(manager.rosterId, manager.kickerId), {
        direction: round % 2 === 0 ? 'bench' : 'active',
      });
    // Warm-up: each manager's first read fills the caches a manager's page keeps warm; his first change of the round
    // keeps the lineups the started rounds began with (once per roster and round, so not what a move costs).
    await allAtOnce(managers, 1, read, 200);
    await allAtOnce(managers, 2, move, 200);
    const alone = {
      reads: summary(await oneAtATime(managers, read, 200)),
      // Each of 50 managers' kicker to the bench and back, so every lone call is a real move.
      moves: summary(
        await oneAtATime(
          managers.slice(0, ALONE_CALLS / 2).flatMap((manager) => [manager, manager]),
          move,
          200,
        ),
      ),
    };
    const slow = { reads: new Map<number, number>(), moves: new Map<number, number>() };
    const [reads, cpu] = await measuringCpu(() => managersAtWork(managers, read, 200, slow.reads));
    const [moves, cpuMoving] = await measuringCpu(() => managersAtWork(managers, move, 200, slow.moves));
    // Back to the kicker in his slot wherever a manager's last move left him, for the bursts' moves.
    await Promise.all(managers.map((manager) => move(manager, 1)));
    const burst = {
      reads: summary(await allAtOnce(managers, BURSTS, read, 200)),
      moves: summary(await allAtOnce(managers, BURSTS * 2, move, 200)),
    };
    const figures = {
      database,
      managers: MANAGERS,
      thinkMs: THINK_MS,
      rosterReads: reads,
      moves,
      aloneReads: alone.reads,
      aloneMoves: alone.moves,
      slowBySecond: { reads: Object.fromEntries(slow.reads), moves: Object.fromEntries(slow.moves) },
      cpuWhileReading: cpu,
      cpuWhileMoving: cpuMoving,
      burst,
      targetP95Ms: TARGET_MS,
      met: reads.p95 <= TARGET_MS && moves.p95 <= TARGET_MS,
    };
    record('rosters', figures);
    console.log(
      `rosters on ${database}, ${MANAGERS} managers working at once through the BFF (a call every ` +
        `${THINK_MS / 1000} s each on average):\n` +
        `  GET rosters/me: ${describeSummary(reads)}\n  a move: ${describeSummary(moves)}\n` +
        `  target p95 ≤ ${TARGET_MS} ms: ${figures.met ? 'met' : 'NOT met'}\n` +
        `  calls over ${SLOW_MS} ms by the second they were sent (second:count): reads ${describeSlow(slow.reads)}; ` +
        `moves ${describeSlow(slow.moves)}\n` +
        `  a read on its own: ${describeSummary(alone.reads)}\n` +
        `  a move on its own: ${describeSummary(alone.moves)}\n` +
        `  all ${MANAGERS} at the same instant (no page does this): reads ${describeSummary(burst.reads)}; ` +
        `moves ${describeSummary(burst.moves)}`,
    );
    if (cpu) console.log(`  CPU while the managers read: ${describeCpuUse(cpu)}`);
    if (cpuMoving) console.log(`  CPU while the managers move: ${describeCpuUse(cpuMoving)}`);
  } finally {
    agent.destroy();
    await stack?.stop();
    await mongoose.disconnect();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureRosters();
