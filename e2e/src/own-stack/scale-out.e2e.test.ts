import fs from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { io as connectClient, type Socket } from 'socket.io-client';
import {
  API,
  chooseAutomaticPick,
  DEMO_DRAFT_LEAGUE_ID,
  DEMO_REAL_TEAM_IDS,
  type AvailablePlayersResponse,
  type ClientToServerEvents,
  type DraftJoinAnswer,
  type DraftPickView,
  type DraftPoolPlayer,
  type DraftState,
  type Position,
  type ServerToClientEvents,
} from '@hfl/contracts';
import { Browser } from '../../../bff/src/testing/browser';
import { freePort } from '../../../tools/src/free-port';
import { startNginxProxy, type NginxProxy } from '../../../tools/src/nginx-proxy';
import { scratchDir } from '../../../tools/src/paths';
import { startRedis, type RedisServer } from '../../../tools/src/redis-server';
import { startStack, type RunningStack } from '../../../tools/src/stack';

/**
 * Issue 41's scale-out on one stack: Debian's redis-server, two BFF processes sharing it behind Debian's nginx running
 * compose's docker/proxy-nginx.conf (tools/src/nginx-proxy.ts: fixed upstreams instead of Docker's DNS), two fantasy
 * workers publishing their live events through the proxy's events listener, as in compose. Sixteen draft-room clients
 * (four per manager of the demo's Duna Kupa) split over both BFFs follow a whole draft as the draft room does: every
 * (re)connection joins the room and takes the join's state as the truth, each pick extends the board, a gap resyncs.
 * One BFF is killed mid-draft (its clients reconnect through the proxy to the other and resync), one worker is killed
 * while it holds the turn clock's job (the other makes the automatic pick once the lock expires), and every board ends
 * with every pick, once.
 */
const TURN_SECONDS = 5;
const CLIENTS_PER_MANAGER = 4;
const PLAYER_PASSWORD = 'HflPlayer2026!';
const MANAGER_EMAILS = ['player@hfl.local', 'bence.kovacs@hfl.local', 'dora.szalai@hfl.local', 'gergo.toth@hfl.local'];
const TOTAL_PICKS = 4 * 14;
const BFF_KILLED_AFTER = 16;
const WORKER_KILLED_AFTER = 32;
const DAY_MS = 86_400_000;
const LEAGUE = DEMO_DRAFT_LEAGUE_ID;

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One draft room as a browser keeps it. */
interface Room {
  socket: ClientSocket;
  /** The board by pick number; a pick seen twice must be the same pick. */
  board: Map<number, DraftPickView>;
  /** Pick numbers as their events arrived (a resync adds none). */
  live: number[];
  joins: number;
  disconnects: number;
  conflicts: string[];
}

let dataDir: string;
let redis: RedisServer;
let stack: RunningStack;
/** What the room clients and the test's calls go through (compose's port 80), and the services' live events (4000). */
let proxy: NginxProxy;
let bffPorts: [number, number];
let internalPorts: [number, number];
const rooms: Room[] = [];
/** Each manager's browser, by user id. */
const managers = new Map<string, Browser>();

const isoDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(
  check: () => Promise<T | false | undefined> | T | false | undefined,
  ms: number,
  what: string,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(50);
  }
}

async function expectStatus<T>(call: Promise<{ status: number; body: T }>, status: number, what: string) {
  const res = await call;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

function openRoom(cookie: string): Room {
  const socket: ClientSocket = connectClient(proxy.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    forceNew: true,
    extraHeaders: { cookie },
  });
  const room: Room = { socket, board: new Map(), live: [], joins: 0, disconnects: 0, conflicts: [] };
  const put = (pick: DraftPickView) => {
    const known = room.board.get(pick.pickNo);
    if (known && (known.playerId !== pick.playerId || known.teamId !== pick.teamId))
      room.conflicts.push(`pick ${pick.pickNo}: ${known.playerId} then ${pick.playerId}`);
    room.board.set(pick.pickNo, pick);
  };
  const join = () =>
    socket.emit('draft/join', { leagueId: LEAGUE }, (answer: DraftJoinAnswer) => {
      if (!answer.ok) return void setTimeout(join, 500);
      for (const pick of answer.state.picks) put(pick);
      room.joins += 1;
    });
  socket.on('connect', join);
  socket.on('disconnect', () => (room.disconnects += 1));
  socket.on('draft/pickMade', (event) => {
    if (event.leagueId !== LEAGUE) return;
    room.live.push(event.pick.pickNo);
    const gap = event.pick.pickNo > room.board.size + 1;
    put(event.pick);
    if (gap) join();
  });
  return room;
}

const hasPicks = (count: number) => rooms.every((room) => room.board.size >= count && room.socket.connected);

/** The state as a manager reads it (again after a refusal: fantasy may be busy). */
async function draftState(): Promise<DraftState> {
  const browser = [...managers.values()][0]!;
  for (let attempt = 1; ; attempt++) {
    const res = await browser.get<DraftState>(API.draft(LEAGUE));
    if (res.status === 200) return res.body;
    if (attempt === 5) throw new Error(`draft state: ${res.status} ${JSON.stringify(res.body)}`);
    await sleep(200);
  }
}

let pool: DraftPoolPlayer[] = [];

/** The manager on the clock picks their best legal player, and every room shows it; until `count` picks are made. */
async function pickUntil(count: number, options: { delayMs?: number } = {}): Promise<void> {
  const positionOf = new Map(pool.map((p) => [p.id, p.position]));
  for (;;) {
    const state = await draftState();
    if (state.picks.length >= count || !state.current) return;
    const { teamId, pickNo } = state.current;
    const browser = managers.get(state.teams.find((t) => t.id === teamId)!.userId)!;
    const choice = chooseAutomaticPick({
      ranked: pool,
      taken: new Set(state.picks.map((p) => p.playerId)),
      queue: [],
      teamPositions: state.picks.filter((p) => p.teamId === teamId).map((p) => positionOf.get(p.playerId) as Position),
    })!;
    if (options.delayMs) await sleep(options.delayMs);
    const res = await browser.post(API.draftPicks(LEAGUE), { playerId: choice.id, pickNo });
    // 409: the clock picked first; the next state shows it.
    if (res.status !== 201 && res.status !== 409)
      throw new Error(`pick ${pickNo}: ${res.status} ${JSON.stringify(res.body)}`);
    await eventually(() => hasPicks(pickNo), 10_000, `pick ${pickNo} in every room`);
  }
}

beforeAll(async () => {
  dataDir = scratchDir('hfl-e2e-scale-out-');
  const log = fs.createWriteStream(path.join(dataDir, 'stack.log'));
  const write = (source: string, line: string) => log.write(`${source.padEnd(9)} ${line}\n`);
  redis = await startRedis((line) => write('redis', line));
  const ports = new Set<number>();
  while (ports.size < 4) ports.add(await freePort());
  const [bffPort, secondBffPort, ...internal] = [...ports] as [number, number, number, number];
  bffPorts = [bffPort, secondBffPort];
  internalPorts = internal as [number, number];
  proxy = await startNginxProxy({
    bffPorts,
    internalPorts,
    dir: path.join(dataDir, 'nginx'),
    log: (line) => write('nginx', line),
  });
  stack = await startStack({
    mode: 'production',
    bffPort,
    moreBffPorts: [secondBffPort],
    bffInternalPorts: internalPorts,
    redisUrl: redis.url,
    workers: 2,
    publishUrl: proxy.eventsUrl,
    dataDir,
    durableDatabase: false,
    demoSeason: false,
    fantasyEnv: { DRAFT_TEST_TURN_SECONDS: String(TURN_SECONDS), DRAFT_TEST_START_AFTER_SECONDS: '1' },
    log: write,
  });
}, 240_000);

afterAll(async () => {
  for (const room of rooms) room.socket.disconnect();
  await stack?.stop();
  await proxy?.stop();
  await redis?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The requests nginx finished with `status` from one upstream (a WebSocket's once it closed), from its access log. */
function proxied(status: number, upstreamPort: number, method: string, uri: string): number {
  const line = `${status} 127.0.0.1:${upstreamPort} ${method} ${uri}`;
  return fs
    .readFileSync(proxy.accessLog, 'utf8')
    .split('\n')
    .filter((l) => l === line).length;
}

describe('two BFFs on Redis and two workers behind nginx', () => {
  it("when the browsers' port is asked for the proxy's health or the services' events, then 200 and 404", async () => {
    const health = await fetch(`${proxy.url}/proxy-health`);
    expect([health.status, await health.text()]).toEqual([200, 'ok\n']);
    expect((await fetch(`${proxy.url}/internal/events`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(`${proxy.url}/internal/events`)).status).toBe(404);
    // The events listener serves nothing else; the browsers' port reaches the BFFs.
    expect((await fetch(`${proxy.eventsUrl}/api/session`)).status).toBe(404);
    expect((await fetch(`${proxy.url}/api/session`)).status).toBe(200);
  });

  it('when a BFF and a worker die mid-draft, then sixteen rooms split over both BFFs still see every pick, once', async () => {
    // The owner opens the real season; the league's admin adds the draft, which starts a second later.
    const owner = new Browser(proxy.url);
    await owner.signIn('owner@hfl.local', 'HflOwner2026!');
    const clubs = Object.values(DEMO_REAL_TEAM_IDS);
    await expectStatus(
      owner.post(API.seasons, {
        draftWindow: { startDate: `${isoDay(0)} 00:00:00`, endDate: `${isoDay(2)} 00:00:00` },
        startsAt: isoDay(3),
        endsAt: isoDay(20),
        nbPlayoffWeeks: 1,
        nbMaxFantasyTeams: 8,
        games: [
          ...[0, 2, 4, 6].map((i) => ({ team1: clubs[i], team2: clubs[i + 1], date: isoDay(4), week: 1 })),
          { team1: clubs[0], team2: clubs[2], date: isoDay(11), week: 2 },
        ],
      }),
      201,
      'the real season',
    );
    for (const email of MANAGER_EMAILS) {
      const browser = new Browser(proxy.url);
      managers.set((await browser.signIn(email, PLAYER_PASSWORD)).id, browser);
    }
    const admin = [...managers.values()][0]!;
    await expectStatus(
      admin.post(API.leagueSeasons(LEAGUE), {
        draftStartsAt: `${isoDay(1)} 10:00:00`,
        draftEndsAt: `${isoDay(1)} 14:00:00`,
      }),
      201,
      'the draft',
    );
    // A room opens once its draft exists.
    for (const browser of managers.values())
      for (let i = 0; i < CLIENTS_PER_MANAGER; i++) rooms.push(openRoom(browser.cookieHeader));
    await eventually(() => rooms.every((room) => room.joins === 1), 20_000, 'every room joined');
    // Each handshake was upgraded through nginx (the clients offer no other transport).
    expect(rooms.map((room) => room.socket.io.engine.transport.name)).toEqual(rooms.map(() => 'websocket'));
    await eventually(async () => (await draftState()).status === 'drafting', 20_000, 'the draft started');
    pool = (await expectStatus(admin.get<AvailablePlayersResponse>(API.draftPool(LEAGUE)), 200, 'the pool')).players;

    await pickUntil(BFF_KILLED_AFTER);

    // The first BFF crashes: its rooms reconnect through nginx to the other and resync. The rooms it drops are the
    // ones it had: nginx gave each handshake to the next BFF in turn, 8 and 8 (a handshake retried on a loaded machine
    // may move one), and it logs each of their WebSockets as it ends.
    const disconnectsBefore = rooms.map((room) => room.disconnects);
    const killed = stack.bffs[0]!.process.child;
    killed.kill('SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));
    // A room learns of its dropped connection when its socket closes, which a loaded machine may delay: until then it
    // still reads as connected.
    const dropped = () => rooms.filter((room, i) => room.disconnects > disconnectsBefore[i]!);
    await eventually(
      () => dropped().length >= 6 && rooms.every((room) => room.socket.connected),
      20_000,
      "the first BFF's rooms dropped (at least 6) and every room reconnected, to the second BFF (the first is gone)",
    );
    const onFirst = dropped().length;
    expect(onFirst).toBeLessThanOrEqual(rooms.length - 6);
    await eventually(
      () => proxied(101, bffPorts[0], 'GET', '/socket.io/') >= onFirst,
      5_000,
      `nginx's log of the first BFF's ${onFirst} WebSockets`,
    );
    await eventually(
      () => rooms.filter((room) => room.joins >= 2).length >= onFirst,
      10_000,
      `the first BFF's ${onFirst} rooms joined again`,
    );

    await pickUntil(WORKER_KILLED_AFTER);

    // A pick half a second into a turn puts the next deadline out of step with the workers' scans: the worker that
    // takes the clock's job then waits out the deadline inside the job. It is killed there, before the pick.
    await pickUntil(WORKER_KILLED_AFTER + 1, { delayMs: 500 });
    const mongo = await new MongoClient(stack.mongoUrl).connect();
    try {
      const held = await eventually(
        async () => {
          const state = await draftState();
          const job = await mongo
            .db('hfl_fantasy')
            .collection('agendaJobs')
            .findOne({ name: 'draft.turnExpired', lockedAt: { $ne: null } });
          const ahead = !!state.current && Date.parse(state.current.deadlineAt) > Date.now() + 100;
          return job && ahead ? { job, pickNo: state.current!.pickNo } : undefined;
        },
        15_000,
        'the turn clock held by a worker ahead of its deadline',
      );
      const holder = stack.workers.find((worker) => String(held.job.lastModifiedBy).endsWith(`#${worker.child.pid}`))!;
      expect(holder).toBeDefined();
      holder.child.kill('SIGKILL');
      await new Promise((resolve) => holder.child.once('exit', resolve));

      await eventually(() => hasPicks(held.pickNo), 20_000, `the automatic pick ${held.pickNo} in every room`);
      const made = (await draftState()).picks[held.pickNo - 1]!;
      expect(made).toMatchObject({ pickNo: held.pickNo, automatic: true });

      await pickUntil(TOTAL_PICKS);
      await eventually(() => hasPicks(TOTAL_PICKS), 10_000, 'the last pick in every room');
      // The worker left completes the draft: every team's roster, each pick on one, once.
      await eventually(
        async () => (await mongo.db('hfl_fantasy').collection('roster_players').countDocuments()) === TOTAL_PICKS,
        20_000,
        'the rosters filled by the worker left',
      );
    } finally {
      await mongo.close();
    }

    const final = await draftState();
    expect(final.status).toBe('ongoing');
    expect(final.picks.map((p) => p.pickNo)).toEqual(Array.from({ length: TOTAL_PICKS }, (_, i) => i + 1));
    expect(new Set(final.picks.map((p) => p.playerId)).size).toBe(TOTAL_PICKS);
    const stored = final.picks.map(({ pickNo, teamId, playerId }) => ({ pickNo, teamId, playerId }));
    for (const room of rooms) {
      expect(room.conflicts).toEqual([]);
      const board = [...room.board.values()]
        .sort((a, b) => a.pickNo - b.pickNo)
        .map(({ pickNo, teamId, playerId }) => ({ pickNo, teamId, playerId }));
      expect(board).toEqual(stored);
    }
    // Every pick reached the rooms live, whichever BFF they were on (a pick the clock announced twice arrives twice).
    const liveEverywhere = new Set(
      final.picks.map((p) => p.pickNo).filter((n) => rooms.every((r) => r.live.includes(n))),
    );
    expect(liveEverywhere.size).toBe(TOTAL_PICKS);
    // The services published them through nginx's events listener, which passed them to both BFFs' internal ports.
    for (const port of internalPorts)
      expect(
        proxied(202, port, 'POST', '/internal/events') + proxied(202, port, 'POST', '/internal/events/batch'),
      ).toBeGreaterThan(0);
  }, 150_000);
});
