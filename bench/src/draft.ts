/**
 * `npm run bench:draft`: live drafts under load, through the real stack (tools/src/stack.ts: the database — embedded
 * FerretDB, or MONGO_URL —, the five services, fantasy's worker and the BFF, as processes on free ports).
 * (a) 100 leagues × 16 teams drafting at once, every room open: 16 users, each managing a team in all 100 leagues,
 *     have one Socket.IO client per league through the BFF (1,600 clients, each `draft/join`ed); for 30 s the manager on
 *     the clock of every draft picks once a second (POST /api/leagues/{id}/draft/picks through the BFF, their own
 *     session). For every pick: the time from sending the request to each of the 16 clients receiving its
 *     `draft/pickMade`. Target p99 ≤ 50 ms. Turns last an hour (fantasy's test-only DRAFT_TEST_TURN_SECONDS), so only
 *     these picks happen. Before the load, 20 picks one at a time show what a pick costs on its own; after it, the
 *     reads a pick makes are timed on the quiet database beside the worker's scan for due jobs.
 * (a') The same on two BFFs sharing a Redis (Debian's redis-server; issue 41's scale-out): in every league eight rooms
 *     on each BFF, the picks alternating between them; the services publish to the first BFF, so the second's clients
 *     hear each pick through Redis. Printed beside (a): the p99 from a pick's request to every client's event.
 * (b) 200 deadlines: a second stack whose turns last 2 s; nobody picks, so the first 20 turns of each of 10 drafts run
 *     out and the worker picks. Lateness = the automatic pick's `at` minus the turn's deadline (both read from the
 *     drafts as stored), and the event's arrival at a room minus the deadline. Target p99 ≤ 500 ms.
 * Made through the APIs: the owner's eight more clubs and their squads beside the seeded eight, the real season, the
 * leagues (the owner's, without an admin) and the drafts (the clock starts DRAFT_TEST_START_AFTER_SECONDS after each is
 * added). Written straight into the databases: the 16 users, confirmed, through accounts' User model (a registration
 * e-mails a confirmation link per user), and each manager's team in every league through leagues' models.
 * Each pick's event carries the time fantasy stamped it with, just before writing its claim (`pick.at`, this machine's
 * clock, to the millisecond): that splits each pick into the way in (BFF, session, proxy, fantasy's read) and the rest
 * (the claim, the Draft's update, the publish, BFF → Socket.IO → clients). The bench shares the machine with the stack,
 * so the timed picks go out over kept-alive node:http, which costs about a third of fetch's CPU per request.
 * With MONGO_URL the stack writes into that server's hfl_* databases: point it at a scratch server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import mongoose, { Types } from 'mongoose';
import { io as connectClient, type Socket } from 'socket.io-client';
import {
  API,
  chooseAutomaticPick,
  CSRF_HEADER,
  draftTurn,
  type ClientToServerEvents,
  type DraftJoinAnswer,
  type DraftPickView,
  type DraftPoolPlayer,
  type DraftState,
  type AvailablePlayersResponse,
  type ErrorEnvelope,
  isErrorEnvelope,
  type Position,
  type RealTeam,
  type ServerToClientEvents,
} from '@hfl/contracts';
import { keptAliveAgent, postJson } from '@hfl/kit';
import { Draft, unpackDraft, type DraftFields, type StoredDraftFields } from '@hfl/fantasy/models/draft';
import { hashPassword, User } from '../../services/accounts/src/models/user';
import { FantasyTeam } from '../../services/leagues/src/models/fantasy-team';
import { Membership, userKey } from '../../services/leagues/src/models/membership';
import { SlotClaim } from '../../services/leagues/src/models/slot-claim';
import { Browser, type BrowserResponse } from '../../bff/src/testing/browser';
import { freePort } from '../../tools/src/free-port';
import { prefixedLogger, type LogLine } from '../../tools/src/processes';
import { startRedis, type RedisServer } from '../../tools/src/redis-server';
import { startStack, type RunningStack } from '../../tools/src/stack';
import { describeDatabase, inDatabase } from './database';
import { cpuSnapshot, cpuUse, describeCpuUse } from './process-cpu';
import { describeSummary, summary, type LatencySummary } from './latency';
import { record, seconds } from './report';

/** Part (a)'s drafts: the asked load. A lighter one may be named to see where this machine's latency bends. */
const LEAGUES = 100;
const TEAMS = 16;
const PICKING_MS = 30_000;
/** Picks made one at a time before the load, for what a pick costs on its own. */
const SINGLE_PICKS = 20;
const PICK_EVERY_MS = 1_000;
const DELIVERY_TARGET_MS = 50;
const LATENESS_TARGET_MS = 500;
/** Part (a): no turn runs out while the bench picks. */
const LONG_TURN_SECONDS = 3_600;
/**
 * Part (b): 10 drafts × their first 20 turns of 2 s. At 2 s a turn, every draft makes an automatic pick every 2 s from
 * its start to its end: 100 drafts would ask for 50 picks a second on top of their clocks' runs, about half of what
 * part (a) finds a 2-CPU machine sustains, and the lateness would measure that load rather than the clock.
 */
const SHORT_TURN_SECONDS = 2;
const DEADLINE_DRAFTS = 10;
const DEADLINES_PER_DRAFT = 20;
/** How long after a draft is added its clock starts: in part (b), time to open its room first. */
const START_AFTER_SECONDS = { long: 0, short: 15 } as const;
/** The draft dates are tomorrow's (the clock starts per fantasy's test timing). */
const DRAFT_DAY = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** Requests and socket joins in flight at once while setting up. */
const SETUP_CONCURRENCY = 16;
const PASSWORD = 'Bench-Draft-2026!';
/** The eight clubs the owner adds (the seed has eight): a squad each, DEF and HC included. */
const NEW_CLUBS = 8;
const SQUAD: readonly Position[] = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'K', 'DEF', 'HC'];

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Person {
  browser: Browser;
  id: string;
}

interface Setup {
  owner: Browser;
  managers: Person[];
  leagueIds: string[];
}

const pickKey = (leagueId: string, pickNo: number) => `${leagueId}:${pickNo}`;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` on every item, `limit` at a time. */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

async function expectStatus<T>(call: Promise<BrowserResponse<T>>, status: number, what: string): Promise<T> {
  const res = await call;
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

interface DraftStack {
  stack: RunningStack;
  /** Each BFF's address: one, or two sharing Redis. */
  bffUrls: string[];
  database: string;
  stop: () => Promise<void>;
}

/**
 * The stack a part runs on: one BFF, or (`bffs: 2`) two BFFs sharing a Redis (Debian's redis-server on a free port),
 * as behind a load balancer; the services publish to the first BFF, whose events reach the second's clients through
 * Redis.
 */
async function startDraftStack(
  name: string,
  timing: { turnSeconds: number; startAfterSeconds: number },
  log: LogLine,
  bffs: 1 | 2 = 1,
): Promise<DraftStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hfl-bench-draft-${name}-`));
  const bffPort = await freePort();
  let stack: RunningStack | undefined;
  let redis: RedisServer | undefined;
  const stop = async () => {
    await stack?.stop();
    await redis?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    redis = bffs === 2 ? await startRedis((line) => log('redis', line)) : undefined;
    let secondPort = await freePort();
    while (secondPort === bffPort) secondPort = await freePort();
    stack = await startStack({
      mode: 'production',
      bffPort,
      ...(redis ? { moreBffPorts: [secondPort], redisUrl: redis.url } : {}),
      dataDir,
      log,
      demoSeason: false,
      fantasyEnv: {
        DRAFT_TEST_TURN_SECONDS: String(timing.turnSeconds),
        DRAFT_TEST_START_AFTER_SECONDS: String(timing.startAfterSeconds),
      },
    });
    return {
      stack,
      bffUrls: stack.bffs.map((bff) => bff.url),
      database: await describeDatabase(stack.mongoUrl, stack.embeddedDatabase),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The owner adds eight clubs with a squad each (16 clubs: a 16-team league needs 16 DEF units and head coaches) and the season. */
async function createRealSeason(owner: Browser, draftDay: string): Promise<void> {
  for (let c = 1; c <= NEW_CLUBS; c++) {
    const club = await expectStatus(
      owner.post<{ id: string }>(API.realTeams, { name: `Bench Club ${c}` }),
      201,
      'club',
    );
    await inParallel(SQUAD, SETUP_CONCURRENCY, async (position, i) => {
      const person = position !== 'DEF' && position !== 'HC';
      await expectStatus(
        owner.post(API.players, {
          teamId: club.id,
          name: `Bench ${c} ${position} ${i}`,
          position,
          birthDate: position === 'DEF' ? null : '1997-03-03',
          ...(person ? { height: 188, weight: 96, jerseyNumber: 10 + i } : {}),
        }),
        201,
        'player',
      );
    });
  }
  const clubs = (await expectStatus(owner.get<RealTeam[]>(API.realTeams), 200, 'clubs')).map((club) => club.id);
  if (clubs.length < TEAMS) throw new Error(`${clubs.length} clubs, ${TEAMS} needed`);
  // Two rounds of pairs: every club plays, so the season allows 16 fantasy teams.
  const round = (week: number, shift: number) =>
    Array.from({ length: TEAMS / 2 }, (_, i) => ({
      team1: clubs[i] as string,
      team2: clubs[TEAMS / 2 + ((i + shift) % (TEAMS / 2))] as string,
      week,
      date: isoDay(7 * week + 3),
    }));
  await expectStatus(
    owner.post(API.seasons, {
      draftWindow: { startDate: `${draftDay} 06:00:00`, endDate: `${draftDay} 22:00:00` },
      startsAt: isoDay(2),
      endsAt: isoDay(120),
      nbPlayoffWeeks: 1,
      nbMaxFantasyTeams: TEAMS,
      games: [...round(1, 0), ...round(2, 1)],
    }),
    201,
    'real season',
  );
}

/** The 16 users, confirmed, straight into accounts' database; then each signs in through the BFF. */
async function createManagers(stack: RunningStack): Promise<Person[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: TEAMS }, (_, i) => `bench-manager-${i + 1}@hfl.local`);
  await inDatabase(stack.mongoUrl, 'hfl_accounts', async () => {
    await User.insertMany(
      emails.map((email, i) => ({
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
  return Promise.all(
    emails.map(async (email) => {
      const browser = new Browser(stack.url);
      const user = await browser.signIn(email, PASSWORD);
      return { browser, id: user.id };
    }),
  );
}

/**
 * Every manager's team in every league, written as a direct join leaves it (membership, slot claim, team): 1,600 joins
 * through the API took 708 s on this machine, most of it leagues checking slots and tombstones one join at a time.
 */
async function joinEveryLeague(
  stack: RunningStack,
  managers: readonly Person[],
  leagueIds: readonly string[],
): Promise<void> {
  const timezone = 'Europe/Budapest';
  const joins = leagueIds.flatMap((leagueId, l) =>
    managers.map((manager, m) => ({
      leagueId,
      manager,
      slot: m,
      name: `Bench ${l + 1}-${m + 1}`,
      membershipId: new Types.ObjectId(),
      teamId: new Types.ObjectId(),
    })),
  );
  const memberships = joins.map(({ leagueId, manager, name, membershipId, teamId }) => ({
    _id: membershipId,
    leagueId,
    key: userKey(manager.id),
    userId: manager.id,
    role: 'LEAGUE_USER',
    status: 'active',
    type: null,
    displayName: name,
    request: { teamName: name, timezone, logoFileId: null },
    teamId,
  }));
  const claims = joins.map(({ leagueId, slot, membershipId }) => ({ leagueId, slot, membershipId }));
  const teams = joins.map(({ leagueId, manager, name, teamId }) => ({
    _id: teamId,
    leagueId,
    userId: manager.id,
    name,
    timezone,
    logoFileId: null,
  }));
  await inDatabase(stack.mongoUrl, 'hfl_leagues', async () => {
    await Membership.insertMany(memberships);
    await SlotClaim.insertMany(claims);
    await FantasyTeam.insertMany(teams);
  });
}

/** The real season, the 16 managers and `count` full leagues, each manager with a team in every one. */
async function createLeagues(stack: RunningStack, count: number): Promise<Setup> {
  const ownerAccount = stack.demoAccounts.find((account) => account.role === 'SUPER_ADMIN');
  if (!ownerAccount) throw new Error('the seed made no owner account');
  const owner = new Browser(stack.url);
  await owner.signIn(ownerAccount.email, ownerAccount.password);
  await createRealSeason(owner, DRAFT_DAY);
  const managers = await createManagers(stack);
  const leagueIds: string[] = [];
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    SETUP_CONCURRENCY,
    async (i) => {
      const league = await expectStatus(
        owner.post<{ id: string }>(API.leagues, { name: `Bench Draft ${i + 1}`, nbMaxTeams: TEAMS }),
        201,
        'league',
      );
      leagueIds[i] = league.id;
    },
  );
  await joinEveryLeague(stack, managers, leagueIds);
  return { owner, managers, leagueIds };
}

/**
 * The owner adds every league's draft, one after the other (`then` runs after each): adding them all at once makes
 * fantasy ask leagues for 100 leagues' teams at the same moment (POST .../seasons, then the start job), and leagues'
 * answers, which scan every membership and team on FerretDB, run past fantasy's time limit (503).
 */
async function addDrafts(
  setup: Setup,
  then: (leagueId: string) => Promise<void> = async () => undefined,
): Promise<void> {
  const dates = { draftStartsAt: `${DRAFT_DAY} 10:00:00`, draftEndsAt: `${DRAFT_DAY} 14:00:00` };
  for (const leagueId of setup.leagueIds) {
    await expectStatus(setup.owner.post(API.leagueSeasons(leagueId), dates), 201, 'draft');
    await then(leagueId);
  }
}

/**
 * The room's state, asked again after a failure: under this load fantasy sometimes answers 500 (the embedded FerretDB's
 * SQLite refuses an update with "database is locked" while other writes are under way, and reading the state may
 * write: it applies a claimed pick the Draft does not show yet).
 */
async function readState(owner: Browser, leagueId: string): Promise<DraftState> {
  for (let attempt = 1; ; attempt++) {
    const res = await owner.get<DraftState>(API.draft(leagueId));
    if (res.status === 200) return res.body;
    if (attempt === 5) throw new Error(`draft state of ${leagueId}: ${res.status} ${JSON.stringify(res.body)}`);
    await sleep(200);
  }
}

async function waitUntilDrafting(owner: Browser, leagueIds: readonly string[]): Promise<void> {
  const deadline = Date.now() + 300_000;
  const waiting = new Set(leagueIds);
  while (waiting.size > 0) {
    if (Date.now() > deadline) throw new Error(`${waiting.size} drafts did not start within 5 minutes`);
    await inParallel([...waiting], SETUP_CONCURRENCY, async (leagueId) => {
      if ((await readState(owner, leagueId)).status === 'drafting') waiting.delete(leagueId);
    });
    if (waiting.size > 0) await sleep(500);
  }
}

function joinRoom(
  bffUrl: string,
  person: Person,
  leagueId: string,
): Promise<{ socket: ClientSocket; state: DraftState }> {
  const socket: ClientSocket = connectClient(bffUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: person.browser.cookieHeader },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket.emit('draft/join', { leagueId }, (answer: DraftJoinAnswer) => {
        if (answer.ok) return resolve({ socket, state: answer.state });
        socket.disconnect();
        reject(new Error(`draft/join ${leagueId}: ${answer.status} ${answer.error.message}`));
      });
    });
  });
}

/** A manager's room, entered as the draft room does: again after a refusal (503 while fantasy is busy). */
async function openRoom(
  bffUrl: string,
  person: Person,
  leagueId: string,
): Promise<{ socket: ClientSocket; state: DraftState }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await joinRoom(bffUrl, person, leagueId);
    } catch (error) {
      if (attempt === 5) throw error;
      await sleep(1_000);
    }
  }
}

/** One draft's picking as its managers see it: whose turn, what is taken, each team's positions. */
class DraftBoard {
  readonly taken = new Set<string>();
  readonly positions = new Map<string, Position[]>();
  pickNo = 1;

  constructor(
    readonly leagueId: string,
    readonly state: DraftState,
  ) {}

  /** The manager's user id and team on the clock. */
  turn(): { teamId: string; userId: string } {
    const team = this.state.teams[draftTurn(this.pickNo, this.state.teams.length).teamIndex];
    if (!team) throw new Error(`league ${this.leagueId}: no team for pick ${this.pickNo}`);
    return { teamId: team.id, userId: team.userId };
  }

  choose(pool: readonly DraftPoolPlayer[], teamId: string): DraftPoolPlayer {
    const choice = chooseAutomaticPick({
      ranked: pool,
      taken: this.taken,
      queue: [],
      teamPositions: this.positions.get(teamId) ?? [],
    });
    if (!choice) throw new Error(`league ${this.leagueId}: nothing left to pick`);
    return choice;
  }

  made(pick: DraftPickView, position: Position): void {
    this.taken.add(pick.playerId);
    this.positions.set(pick.teamId, [...(this.positions.get(pick.teamId) ?? []), position]);
    this.pickNo = pick.pickNo + 1;
  }

  /** After a refused pick: the board as the room would reload it. */
  reload(state: DraftState, positionOf: ReadonlyMap<string, Position>): void {
    this.taken.clear();
    this.positions.clear();
    this.pickNo = 1;
    for (const pick of state.picks) this.made(pick, positionOf.get(pick.playerId) as Position);
  }
}

/**
 * After the picking (no picks any more, fantasy's worker still polling): how long the reads a pick makes take
 * (fantasy's own queries, by `_id`), beside the query fantasy's worker (Agenda) runs every second for each job name to
 * find due jobs. FerretDB answers that one by decoding every stored job, and every pick schedules its turn's deadline
 * job, so they pile up.
 */
async function probeFantasyReads(mongoUrl: string, leagueId: string): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  await inDatabase(mongoUrl, 'hfl_fantasy', async () => {
    const db = mongoose.connection.db!;
    const draft = await db
      .collection('drafts')
      .findOne({ leagueId: new Types.ObjectId(leagueId) }, { projection: { _id: 1 } });
    if (!draft) throw new Error(`no draft for league ${leagueId}`);
    const time = async (name: string, query: () => Promise<unknown>) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await query();
        runs.push(performance.now() - started);
      }
      timings[name] = Math.round(Math.min(...runs) * 10) / 10;
    };
    await time('leagueSeasonById', () => db.collection('league_seasons').findOne({ _id: draft._id }));
    await time('draftById', () => db.collection('drafts').findOne({ _id: draft._id }));
    await time('draftPickById', () =>
      db.collection<{ _id: string }>('draft_picks').findOne({ _id: `${String(draft._id)}:1` }),
    );
    const due = {
      name: 'draft.turnExpired',
      disabled: { $ne: true },
      $or: [{ lockedAt: null, nextRunAt: { $lte: new Date() } }, { lockedAt: { $lte: new Date(0) } }],
    };
    await time('agendaDueJobsScan', () =>
      db.collection('agendaJobs').find(due).sort({ nextRunAt: 1, priority: -1 }).limit(1).toArray(),
    );
    timings.agendaJobs = await db.collection('agendaJobs').countDocuments();
  });
  return timings;
}

const pickAgent = keptAliveAgent();

/** A manager's pick as the room posts it (session cookie, CSRF token, JSON). */
async function postPick(
  bffUrl: string,
  browser: Browser,
  path: string,
  body: object,
): Promise<{ status: number; body: DraftPickView | ErrorEnvelope }> {
  const { status, text } = await postJson(new URL(path, bffUrl), body, {
    agent: pickAgent,
    headers: { accept: 'application/json', cookie: browser.cookieHeader, [CSRF_HEADER]: browser.csrfToken ?? '' },
  });
  return { status, body: JSON.parse(text || 'null') };
}

/**
 * Part (a) on one BFF, or on two sharing Redis (`bffs: 2`): then in every league eight managers' rooms are on each BFF
 * and the drafts' picks alternate between them, as a load balancer without stickiness would spread them.
 */
async function measurePicks(log: LogLine, leagues = LEAGUES, bffs: 1 | 2 = 1): Promise<Record<string, unknown>> {
  const { stack, bffUrls, database, stop } = await startDraftStack(
    bffs === 1 ? 'picks' : 'picks-two-bffs',
    { turnSeconds: LONG_TURN_SECONDS, startAfterSeconds: START_AFTER_SECONDS.long },
    log,
    bffs,
  );
  const sockets: ClientSocket[] = [];
  try {
    const setupStarted = Date.now();
    const setup = await createLeagues(stack, leagues);
    await addDrafts(setup);
    const { owner, managers, leagueIds } = setup;
    await waitUntilDrafting(owner, leagueIds);
    log(
      'bench',
      `${leagues} leagues × ${TEAMS} teams drafting ${seconds(Date.now() - setupStarted)} after the set-up began`,
    );
    const byUser = new Map(managers.map((manager) => [manager.id, manager]));
    const pool = (
      await expectStatus(managers[0]!.browser.get<AvailablePlayersResponse>(API.draftPool(leagueIds[0]!)), 200, 'pool')
    ).players;
    const positionOf = new Map(pool.map((player) => [player.id, player.position]));

    // Every manager's room in every league; each client notes when each pick reaches it, and when fantasy stamped it.
    const arrivals = new Map<string, number[]>();
    const stamped = new Map<string, number>();
    const boards = new Map<string, DraftBoard>();
    const roomsStarted = Date.now();
    const rooms = leagueIds.flatMap((leagueId) =>
      managers.map((manager, m) => ({ leagueId, manager, bffUrl: bffUrls[m % bffUrls.length]! })),
    );
    await inParallel(rooms, SETUP_CONCURRENCY * 2, async ({ leagueId, manager, bffUrl }) => {
      const { socket, state } = await openRoom(bffUrl, manager, leagueId);
      sockets.push(socket);
      socket.on('draft/pickMade', (event) => {
        const at = performance.now();
        const key = pickKey(event.leagueId, event.pick.pickNo);
        arrivals.set(key, [...(arrivals.get(key) ?? []), at]);
        stamped.set(key, Date.parse(event.pick.at) - performance.timeOrigin);
      });
      if (!boards.has(leagueId)) boards.set(leagueId, new DraftBoard(leagueId, state));
    });
    log(
      'bench',
      `${sockets.length} Socket.IO clients joined their draft rooms in ${seconds(Date.now() - roomsStarted)}`,
    );

    // The manager on the clock picks their best-ranked legal player through the BFF; each 201 is timed.
    const sent = new Map<string, number>();
    const answered = new Map<string, number>();
    const refused = new Map<string, number>();
    let picksSent = 0;
    const pick = async (leagueId: string): Promise<string | null> => {
      const board = boards.get(leagueId) as DraftBoard;
      const { teamId, userId } = board.turn();
      const manager = byUser.get(userId);
      if (!manager) throw new Error(`league ${leagueId}: no session for user ${userId}`);
      const player = board.choose(pool, teamId);
      const key = pickKey(leagueId, board.pickNo);
      const sentAt = performance.now();
      // Each pick through the next BFF in turn.
      const bffUrl = bffUrls[picksSent++ % bffUrls.length]!;
      const refuse = async (why: string) => {
        refused.set(why, (refused.get(why) ?? 0) + 1);
        board.reload(await readState(owner, leagueId), positionOf);
        return null;
      };
      let res: Awaited<ReturnType<typeof postPick>>;
      try {
        res = await postPick(bffUrl, manager.browser, API.draftPicks(leagueId), {
          playerId: player.id,
          pickNo: board.pickNo,
        });
      } catch (error) {
        // No answer at all: under more load than the machine serves, the connection was dropped (after the BFF's
        // deadline). Counted as refused, as the room shows an error and reloads, rather than ending the bench.
        return refuse(`no answer (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      }
      if (res.status === 201) {
        sent.set(key, sentAt);
        answered.set(key, performance.now());
        board.made(res.body as DraftPickView, positionOf.get(player.id) as Position);
        return key;
      }
      // Counted apart, not timed: the room shows the error and reloads.
      return refuse(`${res.status} ${isErrorEnvelope(res.body) ? res.body.error.code : 'no envelope'}`);
    };
    /** Where each pick's time went: to fantasy's stamp on it, then to the clients. */
    const analyse = (keys: readonly string[]) => {
      const deliveries: number[] = [];
      const lastClient: number[] = [];
      const toStamp: number[] = [];
      const toClients: number[] = [];
      const responses: number[] = [];
      let missing = 0;
      for (const key of keys) {
        const sentAt = sent.get(key) as number;
        const times = arrivals.get(key) ?? [];
        missing += TEAMS - times.length;
        for (const at of times) deliveries.push(at - sentAt);
        if (times.length > 0) lastClient.push(Math.max(...times) - sentAt);
        const stampedAt = stamped.get(key);
        if (stampedAt !== undefined) {
          toStamp.push(stampedAt - sentAt);
          for (const at of times) toClients.push(at - stampedAt);
        }
        responses.push((answered.get(key) as number) - sentAt);
      }
      return {
        deliveries: summary(deliveries),
        lostDeliveries: missing,
        everyClient: summary(lastClient),
        requestToStamp: summary(toStamp),
        stampToClient: summary(toClients),
        pickResponse: summary(responses),
      };
    };

    // Unloaded first: one pick at a time, in different drafts, what a single pick costs.
    const single: string[] = [];
    for (const leagueId of leagueIds.slice(0, SINGLE_PICKS)) {
      const key = await pick(leagueId);
      if (key) single.push(key);
      await sleep(200);
    }
    await sleep(500);
    const unloaded = analyse(single);

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuBefore = cpuSnapshot();
    const start = performance.now() + 500;
    const until = start + PICKING_MS;
    const loaded: string[] = [];
    // Each draft picks once a second, the drafts spread evenly over the second.
    await Promise.all(
      leagueIds.map(async (leagueId, i) => {
        for (let slot = start + (i * PICK_EVERY_MS) / leagues; slot < until; slot += PICK_EVERY_MS) {
          await sleep(slot - performance.now());
          const key = await pick(leagueId);
          if (key) loaded.push(key);
        }
      }),
    );
    loop.disable();
    const cpuAfter = cpuSnapshot();
    const cpu = cpuBefore && cpuAfter ? cpuUse(cpuBefore, cpuAfter) : null;
    // When every draft's 30 picks were answered: longer than 30 s when picks take longer than a second.
    const pickingMs = performance.now() - start;
    await sleep(2_000); // stragglers
    const reads = await probeFantasyReads(stack.mongoUrl, leagueIds[0]!);

    const load = analyse(loaded);
    const figures = {
      database,
      bffs,
      clients: sockets.length,
      unloaded,
      picks: loaded.length,
      pickingMs: Math.round(pickingMs),
      picksPerSecond: Math.round((loaded.length / pickingMs) * 10_000) / 10,
      ...load,
      refusedPicks: Object.fromEntries(refused),
      quietReadsMs: reads,
      benchEventLoopDelayP99Ms: Math.round(loop.percentile(99) / 1e5) / 10,
      cpuWhilePicking: cpu,
      targetMs: DELIVERY_TARGET_MS,
      // The target is for the asked load: a lighter run only shows where the latency bends.
      targetMet:
        leagues >= LEAGUES &&
        load.deliveries.p99 <= DELIVERY_TARGET_MS &&
        load.lostDeliveries === 0 &&
        refused.size === 0,
    };
    console.log(
      bffs === 1
        ? `(a) ${leagues} drafts × ${TEAMS} clients (${sockets.length} Socket.IO clients through one BFF; ${database}):`
        : `(a') the same on two BFFs sharing Redis (${sockets.length} clients, half on each; picks alternate; the services publish to the first; ${database}):`,
    );
    console.log(
      `  one pick at a time (${single.length} picks), request → each client's draft/pickMade: ${describeSummary(unloaded.deliveries)}`,
    );
    console.log(
      `    request → fantasy's stamp ${describeSummary(unloaded.requestToStamp)}; stamp → each client ${describeSummary(unloaded.stampToClient)}`,
    );
    console.log(
      `  one pick per draft per second for ${seconds(PICKING_MS)}: ${loaded.length} picks answered 201 in ${seconds(pickingMs)} (${figures.picksPerSecond} per second; asked: ${leagues} per second)`,
    );
    console.log(
      `  pick request → each client's draft/pickMade: ${describeSummary(load.deliveries)}, ${load.lostDeliveries} never arrived`,
    );
    if (refused.size > 0)
      console.log(`  picks refused (not timed): ${[...refused].map(([why, n]) => `${n} × ${why}`).join(', ')}`);
    console.log(`  … → the last of the 16 clients: ${describeSummary(load.everyClient)}`);
    console.log(`  where the time goes: request → fantasy's stamp ${describeSummary(load.requestToStamp)}`);
    console.log(`                       stamp → each client ${describeSummary(load.stampToClient)}`);
    console.log(
      `  the pick's own answer (201): ${describeSummary(load.pickResponse)}; this process's event-loop delay p99 ${figures.benchEventLoopDelayP99Ms} ms`,
    );
    if (cpu) console.log(`  CPU while picking: ${describeCpuUse(cpu)}`);
    console.log(
      `  afterwards, no picks but the worker polling (ms, best of 3): ${Object.entries(reads)
        .map(([name, ms]) => `${name} ${ms}`)
        .join(', ')}`,
    );
    console.log(
      leagues >= LEAGUES
        ? `  target p99 ≤ ${DELIVERY_TARGET_MS} ms: ${figures.targetMet ? 'met' : 'NOT met'}`
        : `  target p99 ≤ ${DELIVERY_TARGET_MS} ms: not judged (it is for ${LEAGUES} drafts)`,
    );
    return figures;
  } finally {
    for (const socket of sockets) socket.disconnect();
    await stop();
  }
}

/** Deadline → when each of the first picks was made, from the drafts as stored; only automatic picks count. */
function latenessOf(draft: DraftFields): number[] {
  return draft.picks
    .filter((pick) => pick.pickNo <= DEADLINES_PER_DRAFT && pick.automatic)
    .map((pick) => {
      const turnStart = pick.pickNo === 1 ? draft.startedAt : (draft.picks[pick.pickNo - 2] as { at: Date }).at;
      return pick.at.getTime() - (turnStart.getTime() + draft.turnSeconds * 1000);
    });
}

async function measureDeadlines(log: LogLine): Promise<Record<string, unknown>> {
  const { stack, database, stop } = await startDraftStack(
    'deadlines',
    { turnSeconds: SHORT_TURN_SECONDS, startAfterSeconds: START_AFTER_SECONDS.short },
    log,
  );
  const sockets: ClientSocket[] = [];
  try {
    const setup = await createLeagues(stack, DEADLINE_DRAFTS);
    const expected = DEADLINE_DRAFTS * DEADLINES_PER_DRAFT;
    const arrivals = new Map<string, number>();
    const deadlines = new Map<string, number>();
    let allArrived: () => void = () => undefined;
    const arrivedAll = new Promise<void>((resolve) => (allArrived = resolve));
    // Each draft's room (its first manager's) opens right after the draft is added, before its clock starts, and notes
    // when each automatic pick arrives.
    await addDrafts(setup, async (leagueId) => {
      const { socket } = await openRoom(stack.url, setup.managers[0]!, leagueId);
      sockets.push(socket);
      socket.on('draft/started', () => {
        // The first turn's deadline comes with the state.
        socket.emit('draft/join', { leagueId }, (answer: DraftJoinAnswer) => {
          if (answer.ok && answer.state.current)
            deadlines.set(pickKey(leagueId, answer.state.current.pickNo), Date.parse(answer.state.current.deadlineAt));
        });
      });
      socket.on('draft/pickMade', (event) => {
        const at = Date.now();
        if (event.current) deadlines.set(pickKey(leagueId, event.current.pickNo), Date.parse(event.current.deadlineAt));
        if (event.pick.pickNo > DEADLINES_PER_DRAFT) return;
        const key = pickKey(leagueId, event.pick.pickNo);
        const deadlineAt = deadlines.get(key);
        // NaN when the room never learnt the turn's deadline: reported as not measured.
        arrivals.set(key, deadlineAt === undefined ? Number.NaN : at - deadlineAt);
        if (arrivals.size === expected) allArrived();
      });
    });
    log('bench', `${sockets.length} drafts added, each room open before its clock started`);
    await Promise.race([arrivedAll, sleep(180_000)]);
    let drafts: DraftFields[] = [];
    await inDatabase(stack.mongoUrl, 'hfl_fantasy', async () => {
      drafts = (await Draft.find({}).lean<StoredDraftFields[]>()).map(unpackDraft);
    });
    const lateness = drafts.flatMap(latenessOf);
    const arrived = [...arrivals.values()].filter((ms) => !Number.isNaN(ms));
    const stored = summary(lateness);
    const figures = {
      database,
      deadlines: expected,
      automaticPicks: lateness.length,
      lateness: stored,
      eventArrivalAfterDeadline: summary(arrived),
      targetMs: LATENESS_TARGET_MS,
      targetMet: lateness.length === expected && stored.p99 <= LATENESS_TARGET_MS,
    };
    console.log(
      `(b) ${expected} deadlines (${DEADLINE_DRAFTS} drafts × the first ${DEADLINES_PER_DRAFT} turns of ${SHORT_TURN_SECONDS} s, nobody picking) (${database}):`,
    );
    console.log(`  automatic picks made: ${lateness.length} of ${expected}`);
    console.log(`  lateness (pick's at − deadline): ${describeSummary(stored)}`);
    console.log(`  the event's arrival at a room − deadline: ${describeSummary(figures.eventArrivalAfterDeadline)}`);
    console.log(`  target p99 ≤ ${LATENESS_TARGET_MS} ms: ${figures.targetMet ? 'met' : 'NOT met'}`);
    return figures;
  } finally {
    for (const socket of sockets) socket.disconnect();
    await stop();
  }
}

/** Part (a) on one BFF, then again on two sharing Redis, and the two p99s side by side. */
async function measurePicksOnOneAndTwoBffs(log: LogLine, leagues = LEAGUES) {
  const oneBff = await measurePicks(log, leagues, 1);
  const twoBffs = await measurePicks(log, leagues, 2);
  const p99 = (figures: Record<string, unknown>, of: 'everyClient' | 'deliveries') =>
    (figures[of] as LatencySummary).p99;
  console.log(
    `pick request → every client's draft/pickMade, p99 under load: one BFF ${p99(oneBff, 'everyClient')} ms, two BFFs on Redis ${p99(twoBffs, 'everyClient')} ms (→ each client: ${p99(oneBff, 'deliveries')} ms, ${p99(twoBffs, 'deliveries')} ms)`,
  );
  return { oneBff, twoBffs };
}

/**
 * Both parts, or the one named (`npm run bench:draft -- picks` / `-- deadlines`); only a full run is recorded. Part (a)
 * runs on one BFF, then on two sharing Redis. `-- picks 50` runs part (a) with 50 drafts instead of 100.
 */
export async function measureDraft(only?: string, drafts?: string): Promise<void> {
  const log = prefixedLogger(process.stderr);
  // The bench's own connection visits accounts' and fantasy's databases: no model's collections or indexes made there.
  mongoose.set('autoCreate', false);
  mongoose.set('autoIndex', false);
  if (only === 'picks') {
    const leagues = drafts === undefined ? LEAGUES : Number(drafts);
    if (!Number.isInteger(leagues) || leagues < 1)
      throw new Error(`picks: the number of drafts must be a positive integer, not ${drafts}`);
    return void (await measurePicksOnOneAndTwoBffs(log, leagues));
  }
  if (only === 'deadlines') return void (await measureDeadlines(log));
  const { oneBff: picks, twoBffs: picksOnTwoBffs } = await measurePicksOnOneAndTwoBffs(log);
  const deadlines = await measureDeadlines(log);
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(`${os.cpus().length} CPUs, load average ${load} at the end`);
  record('draft', {
    database: picks.database,
    cpus: os.cpus().length,
    loadAverage: Number(load),
    teams: TEAMS,
    picks,
    picksOnTwoBffs,
    deadlines,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureDraft(process.argv[2], process.argv[3]);
  // Done once its figures are out: a kept-alive socket of a stopped stack would otherwise hold the process open.
  process.exit(0);
}
