import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Agenda } from 'agenda';
import type { Express } from 'express';
import mongoose, { Types, type Model } from 'mongoose';
import request from 'supertest';
import {
  DRAFT_INTERNAL,
  formatUtcDateTime,
  TIME_STEP_MINUTES,
  type DraftPoolPlayer,
  type LeagueDraftInfo,
  type Position,
  type PublishEventPayload,
} from '@hfl/contracts';
import { createAgenda, createServiceClient, type RunningServer } from '@hfl/kit';
import {
  connectTestDatabase,
  dropTestDatabase,
  eventually,
  internalHeaders,
  startPeers,
  stopWithTestDatabase,
  testDatabaseName,
  testEnv,
  testSecret,
} from '@hfl/kit/testing';
import { buildApp } from '../app';
import { loadFantasyConfig } from '../config';
import type { DraftEngine } from '../draft/engine';
import { chooseAutomaticPlayer } from '../draft/pick';
import { currentTurnOf } from '../draft/turns';
import { unpackPool } from '../draft/pool';
import { buildRuntime } from '../runtime';
import { Draft, packPick, readDraft, type DraftFields } from '../models/draft';
import { DraftPick, draftPickId } from '../models/draft-pick';
import { DraftPool, type DraftPoolFields } from '../models/draft-pool';
import { DraftQueue } from '../models/draft-queue';
import { CurrentLeagueSeason, LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';
import { writeAccountsUser, writeRealPlayer, writeRealSeason, writeRealTeams } from './peer-storage';
import { asSuperAdminAt, asUser, asUserAt, startRecorder, type Recorder } from './support';
import { startResultsWorker, type ResultsWorker } from './results-worker';

/**
 * The draft's test bed: the real leagues service (with the accounts and content it needs; accounts also takes the
 * draft's notifications) and the real stats service on free ports (kit's `startPeers`), a recorder standing in for the
 * BFF's `POST /internal/events`, and the fantasy app pointed at them. In-process apps share mongoose's one connection,
 * so every service works in the test file's database (their collections do not overlap); a worker runs as a process of
 * its own on it (`startWorkerProcess`).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different documents in one list
const DRAFT_MODELS: readonly Model<any>[] = [
  LeagueSeason,
  CurrentLeagueSeason,
  Draft,
  DraftPick,
  DraftPool,
  DraftQueue,
  Roster,
  RosterPlayer,
];
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const STEP_MS = TIME_STEP_MINUTES * 60_000;

export interface RealSeason {
  id: string;
  /** What stats answers for the season's draft pool: every player, best-ranked first. */
  pool: DraftPoolPlayer[];
  /** The draft window (UTC 'YYYY-MM-DD HH:mm:ss'): from the day after tomorrow, 60 days long. */
  draftWindow: { startDate: string; endDate: string };
}

export interface DraftTestbed {
  /** The fantasy app under test. */
  app: Express;
  /** The draft engine built from the app's configuration (the same runtime the app and the worker build). */
  engine: DraftEngine;
  /** What fantasy published through the BFF: a recorder of calls (200 to every call) stands in for it. */
  bff: Recorder;
  /** Fantasy's configuration as environment: a worker process runs with it. */
  env: Record<string, string | undefined>;
  realSeason: RealSeason;
  /** The real stats service (its owner's season lifecycle calls drive rounds). */
  statsUrl: string;
  /** A full league of four: each test drafts in it afresh (the draft's collections are emptied before each). */
  league: TestLeague;
  /**
   * Stats' word that these rounds' points changed (`POST /internal/week-points`, as stats sends it), and the scoring it
   * queues run to its end by a results worker; throws if either fails.
   */
  scoreRounds: (body: { seasonId: string; weeks: number[] }) => Promise<void>;
}

/** The positions down the ranking, repeated: every 16 ranks hold two of each starting position's players or more. */
const RANKED_POSITIONS: readonly Position[] = [
  'QB',
  'RB',
  'WR',
  'TE',
  'K',
  'DEF',
  'HC',
  'RB',
  'WR',
  'QB',
  'TE',
  'RB',
  'WR',
  'K',
  'DEF',
  'HC',
];
/**
 * Enough for four teams' 56 picks of the best-ranked legal players to end in four legal rosters: in a pool of 64, teams
 * that took a second K, DEF or HC early leave the last ones without any.
 */
export const POOL_SIZE = 80;
const CLUBS = ['Budapest Wolves', 'Győr Sharks', 'Szeged Eagles', 'Pécs Rams'];

/**
 * The real season drafts are for (the one stats has open): four clubs in its schedule and their 80 players. Nobody has
 * points from a season before, so the ranking is by name: "Player 01" is the best.
 */
async function createRealSeason(stats: string): Promise<RealSeason> {
  const clubs = await writeRealTeams(...CLUBS);
  await Promise.all(
    Array.from({ length: POOL_SIZE }, (_, i) =>
      writeRealPlayer(
        clubs[i % CLUBS.length]!._id,
        RANKED_POSITIONS[i % RANKED_POSITIONS.length]!,
        `Player ${String(i + 1).padStart(2, '0')}`,
      ),
    ),
  );
  const windowStart = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 2 * DAY_MS);
  const windowEnd = new Date(windowStart.getTime() + 60 * DAY_MS);
  const seasonId = await writeRealSeason(
    [
      { week: 1, team1: clubs[0]!._id, team2: clubs[1]!._id },
      { week: 1, team1: clubs[2]!._id, team2: clubs[3]!._id },
    ],
    { draftWindow: { startDate: windowStart, endDate: windowEnd } },
  );
  const id = seasonId.toHexString();
  const client = createServiceClient({ baseUrl: stats, service: 'fantasy', peer: 'stats', secret: testSecret() });
  const { body } = await client.request('GET', DRAFT_INTERNAL.draftPool(id));
  return {
    id,
    pool: (body as { players: DraftPoolPlayer[] }).players,
    draftWindow: { startDate: formatUtcDateTime(windowStart), endDate: formatUtcDateTime(windowEnd) },
  };
}

/** Empties fantasy's draft collections and its jobs: the league can draft afresh. */
export async function emptyDraftCollections(): Promise<void> {
  await Promise.all([
    ...DRAFT_MODELS.map((model) => model.deleteMany({})),
    mongoose.connection.db!.collection('agendaJobs').deleteMany({}),
  ]);
}

/**
 * A test file's draft set-up (handed to `started` once ready): the peers, the fantasy app with `env` on top of its
 * configuration, the real season; fantasy's draft collections and its jobs emptied before each test unless
 * `emptiedBeforeEach` is false (the file then empties them itself, `emptyDraftCollections`), and the recorded events;
 * workers still running stopped after each; everything stopped and the database dropped after the file.
 */
export function setUpDraftTests(
  prefix: string,
  started: (bed: DraftTestbed) => void,
  env: Record<string, string> = {},
  { emptiedBeforeEach = true } = {},
): void {
  let agenda: Agenda | undefined;
  let results: ResultsWorker | undefined;
  let bff: Recorder;
  beforeAll(async () => {
    const dbName = testDatabaseName(prefix);
    await connectTestDatabase(dbName);
    await Promise.all(DRAFT_MODELS.map((model) => model.init()));
    // Accounts publishes nowhere (no BFF here); leagues names the managers through accounts and keeps logos in content.
    const { accounts, content } = await startPeers(['accounts', 'content']);
    const { leagues, stats } = await startPeers(['leagues', 'stats'], {
      leagues: { ACCOUNTS_URL: accounts.url, CONTENT_URL: content.url },
      stats: { CONTENT_URL: content.url },
    });
    peers = { leagues };
    bff = await startRecorder();
    stopWithTestDatabase(() => bff.close());
    const fantasyEnv = testEnv(dbName, {
      LEAGUES_URL: leagues.url,
      STATS_URL: stats.url,
      ACCOUNTS_URL: accounts.url,
      BFF_URL: bff.url,
      ...env,
    });
    const config = loadFantasyConfig(fantasyEnv);
    // Like the app's own: an Agenda that only schedules, on the connection already open.
    const { engine } = buildRuntime(
      config,
      () => (agenda ??= createAgenda(mongoose.connection.db!, { name: 'fantasy-test' })),
    );
    const realSeason = await createRealSeason(stats.url);
    const app = buildApp(config);
    started({
      app,
      engine,
      bff,
      env: fantasyEnv,
      realSeason,
      statsUrl: stats.url,
      league: await createDraftLeague(),
      scoreRounds: async (body) => {
        results ??= await startResultsWorker(config);
        const { status, outcome } = await results.tellChanged(app, body);
        if (status !== 202) throw new Error(`week points answered ${status}`);
        if (outcome !== null) throw new Error(`the scoring failed: ${outcome}`);
      },
    });
  });
  beforeEach(async () => {
    if (emptiedBeforeEach) await emptyDraftCollections();
    bff.reset();
  });
  afterEach(stopWorkers);
  afterAll(async () => {
    await results?.stop();
    await dropTestDatabase();
  });
}

/** The peers of the test file's draft set-up. */
let peers: { leagues: RunningServer } | undefined;

export interface TestLeague {
  id: string;
  adminUserId: string;
  /** Every member with a team, the admin first. */
  managers: Array<{ userId: string; teamId: string }>;
}

/**
 * A league of `nbMaxTeams` slots (4 by default) with `nbTeams` members, each with a team (all slots by default), made
 * through leagues' API as people make one: the admin creates it, each manager asks to join and the admin accepts.
 * `withoutAdmin`: the owner creates it in the back office (no admin, like HFL Open) and each manager joins directly;
 * `adminUserId` is then the owner's id.
 */
export async function createDraftLeague(
  options: { nbTeams?: number; nbMaxTeams?: number; withoutAdmin?: boolean } = {},
): Promise<TestLeague> {
  const nbMaxTeams = options.nbMaxTeams ?? options.nbTeams ?? 4;
  const nbTeams = options.nbTeams ?? nbMaxTeams;
  const leagues = peers!.leagues.url;
  const adminUserId = await writeAccountsUser('Anna', 'Admin');
  const timezone = 'Europe/Budapest';
  const creator = options.withoutAdmin ? asSuperAdminAt('leagues', adminUserId) : asUserAt('leagues', adminUserId);
  const created = await request(leagues)
    .post('/leagues')
    .set(await creator)
    .send({
      name: `League ${randomBytes(3).toString('hex')}`,
      description: 'A friendly league',
      nbMaxTeams,
      ...(options.withoutAdmin ? {} : { teamName: 'Admin team', timezone }),
    });
  if (created.status !== 201)
    throw new Error(`creating the league answered ${created.status}: ${JSON.stringify(created.body)}`);
  const leagueId = created.body.id as string;
  const adminHeaders = await asUserAt('leagues', adminUserId);
  for (let i = 0; i < nbTeams - (options.withoutAdmin ? 0 : 1); i++) {
    const userId = await writeAccountsUser('Manager', `No${i + 1}`);
    await joinLeague(leagueId, userId, `Team ${i + 1}`, options.withoutAdmin ? 'direct' : adminHeaders);
  }
  const info = await request(leagues)
    .get(DRAFT_INTERNAL.leagueDraftInfo(leagueId))
    .set(await internalHeaders({ service: 'fantasy' }, 'leagues'));
  const teams = (info.body as LeagueDraftInfo).teams;
  return { id: leagueId, adminUserId, managers: teams.map((team) => ({ userId: team.userId, teamId: team.id })) };
}

/**
 * A manager joins the league: directly (`'direct'`: a league without an admin takes members at once) or by a request
 * the admin (these headers, for leagues) accepts.
 */
export async function joinLeague(
  leagueId: string,
  userId: string,
  teamName: string,
  admin: Record<string, string> | 'direct',
): Promise<void> {
  const leagues = peers!.leagues.url;
  const timezone = 'Europe/Budapest';
  if (admin === 'direct') {
    const joined = await request(leagues)
      .post(`/leagues/${leagueId}/join`)
      .set(await asUserAt('leagues', userId))
      .send({ teamName, timezone });
    if (joined.status !== 201) throw new Error(`joining answered ${joined.status}: ${JSON.stringify(joined.body)}`);
    return;
  }
  const asked = await request(leagues)
    .post(`/leagues/${leagueId}/request-join`)
    .set(await asUserAt('leagues', userId))
    .send({ teamName, timezone });
  const accepted = await request(leagues).post(`/pending-members/${asked.body.id}/accept`).set(admin);
  if (accepted.status !== 200)
    throw new Error(
      `joining the league answered ${asked.status}, ${accepted.status}: ${JSON.stringify(accepted.body)}`,
    );
}

/** The next 15-minute step `hoursAhead` hours from now, as the draft dates are sent. */
function draftDates(hoursAhead = 24, lengthHours = 3): { draftStartsAt: string; draftEndsAt: string } {
  const start = Math.ceil((Date.now() + hoursAhead * HOUR_MS) / STEP_MS) * STEP_MS;
  return {
    draftStartsAt: formatUtcDateTime(new Date(start)),
    draftEndsAt: formatUtcDateTime(new Date(start + lengthHours * HOUR_MS)),
  };
}

/** Dates inside the real season's draft window (a day into it), `lengthHours` long. */
export function datesInWindow(realSeason: RealSeason, lengthHours = 3): { draftStartsAt: string; draftEndsAt: string } {
  const windowStart = new Date(`${realSeason.draftWindow.startDate.replace(' ', 'T')}Z`).getTime();
  return draftDates((windowStart + DAY_MS - Date.now()) / HOUR_MS, lengthHours);
}

/** The league admin schedules the league's draft (`POST /leagues/:leagueId/seasons`); the stored season. */
export async function scheduleDraft(
  bed: DraftTestbed,
  league: TestLeague,
  dates = datesInWindow(bed.realSeason),
): Promise<LeagueSeasonFields> {
  const res = await request(bed.app)
    .post(`/leagues/${league.id}/seasons`)
    .set(await asUser(league.adminUserId))
    .send(dates);
  if (res.status !== 201) throw new Error(`scheduling the draft answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (await LeagueSeason.findById(res.body.id).lean<LeagueSeasonFields>())!;
}

/** A scheduled draft whose time has come, started (as its job would start it); the Draft as stored. */
export async function startDraft(bed: DraftTestbed, league: TestLeague): Promise<DraftFields> {
  const season = await scheduleDraft(bed, league);
  await LeagueSeason.updateOne({ _id: season._id }, { $set: { clockStartsAt: new Date() } });
  await bed.engine.start(season._id.toHexString());
  return (await readDraft(season._id))!;
}

/** The draft as stored now. */
export const storedDraft = async (seasonId: string | Types.ObjectId) => (await readDraft(seasonId))!;

/** The manager whose team is on the clock. */
export function managerOnTheClock(draft: DraftFields): { userId: string; teamId: string; pickNo: number } {
  const turn = currentTurnOf(draft)!;
  const team = draft.teams.find((t) => t.id === turn.teamId)!;
  return { userId: team.userId, teamId: team.id, pickNo: turn.pickNo };
}

/**
 * The next `count` picks of a draft as a draft that got this far holds them: each team's best-ranked player that keeps
 * its roster legal (`choose` may name another), all made now. Stored like the engine stores picks (a DraftPick each,
 * mirrored in Draft.picks), without their jobs or events: the arrangement of a test, not a draft being played.
 */
export async function recordPicks(
  draft: DraftFields,
  count: number,
  choose: (turn: { pickNo: number; teamId: string }) => string | undefined = () => undefined,
): Promise<DraftFields> {
  const pool = unpackPool((await DraftPool.findById(draft._id).lean<DraftPoolFields>())!.players);
  const picks = [...draft.picks];
  for (let i = 0; i < count; i++) {
    const turn = currentTurnOf({ ...draft, picks })!;
    const playerId = choose(turn) ?? chooseAutomaticPlayer({ ...draft, picks }, pool, turn.teamId, [])!.id;
    picks.push({ pickNo: turn.pickNo, teamId: turn.teamId, playerId, automatic: false, at: new Date() });
  }
  const added = picks.slice(draft.picks.length);
  const seasonId = draft._id.toHexString();
  await DraftPick.insertMany(
    added.map((pick) => ({
      _id: draftPickId(seasonId, pick.pickNo),
      leagueSeasonId: draft._id,
      userId: null,
      ...pick,
    })),
  );
  await Draft.updateOne({ _id: draft._id }, { $set: { picks: picks.map((pick) => packPick(draft, pick)) } });
  return { ...draft, picks };
}

/** Moves the turn on the clock's start back so its deadline passed `secondsAgo` seconds ago. */
export async function makeTurnOverdue(draft: DraftFields, secondsAgo = 1): Promise<void> {
  const startedAt = new Date(Date.now() - (draft.turnSeconds + secondsAgo) * 1000);
  const last = draft.picks.length;
  const change =
    last === 0
      ? { startedAt }
      : { [`picks.${last - 1}`]: packPick(draft, { ...draft.picks[last - 1]!, at: startedAt }) };
  await Draft.updateOne({ _id: draft._id }, { $set: change });
}

/** The events fantasy published, in the order the BFF received them. */
export function publishedEvents(bff: Recorder): PublishEventPayload[] {
  return bff.calls
    .filter((call) => call.method === 'POST' && call.path === '/internal/events')
    .map((call) => call.body as PublishEventPayload);
}

/** The draft jobs waiting in Agenda's collection (name, data, when). */
export async function draftJobs(name?: string) {
  const jobs = await mongoose.connection
    .db!.collection('agendaJobs')
    .find(name ? { name } : {})
    .toArray();
  return jobs.map((job) => ({
    name: job.name as string,
    data: job.data as Record<string, unknown>,
    nextRunAt: job.nextRunAt as Date | null,
    lockedAt: job.lockedAt as Date | null,
  }));
}

/**
 * `eventually` for a read that should turn to `accept`ed: also answers when each read that missed was asked (ms after
 * the call), so a test can tell a stale answer from one a busy machine was slow to give.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  ms: number,
  what: string,
): Promise<{ value: T; missedAt: number[] }> {
  const started = Date.now();
  const missedAt: number[] = [];
  const { value } = await eventually(
    async () => {
      const asked = Date.now();
      const answer = await read();
      if (accept(answer)) return { value: answer };
      missedAt.push(asked - started);
      return null;
    },
    ms,
    what,
  );
  return { value, missedAt };
}

const FANTASY_DIR = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set<WorkerProcess>();

export interface WorkerProcess {
  /** SIGKILL: a crash; the jobs it locked stay locked until their lock expires. */
  kill: () => Promise<void>;
}

/**
 * The fantasy worker (src/worker.ts, i.e. `startWorker`) as a process of its own, on the test file's database with
 * fantasy's configuration: a process can be killed mid-draft, which is the fault tested. Resolves once it processes
 * jobs (its log says so: hence the log level).
 */
export async function startWorkerProcess(bed: DraftTestbed): Promise<WorkerProcess> {
  // jest's --experimental-vm-modules is for jest, not the worker.
  const { NODE_OPTIONS: _jestOnly, ...inherited } = bed.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: FANTASY_DIR,
    env: { ...inherited, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('processing jobs')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`the worker exited before processing jobs:\n${log}`)));
  });
  const worker: WorkerProcess = {
    async kill() {
      running.delete(worker);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  running.add(worker);
  await ready;
  return worker;
}

/** Kills the workers a test left running (a failed test, mostly). */
async function stopWorkers(): Promise<void> {
  await Promise.all([...running].map((worker) => worker.kill()));
}
