import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { SERVICE_NAMES } from '@hfl/contracts';
import { testTime } from '@hfl/contracts/test-time';
import { connectMongo } from './mongo';
import { listen, type RunningServer } from './start-server';
import {
  INTERNAL_TOKEN_HEADER,
  signInternalToken,
  verifyInternalToken,
  type InternalAudience,
  type InternalIdentity,
} from './internal-token';

/**
 * Helpers for service tests. jest's globalSetup starts one database server and sets MONGO_URL and
 * INTERNAL_TOKEN_SECRET; each test file works in a database of its own on it.
 */

function requiredEnv(name: 'MONGO_URL' | 'INTERNAL_TOKEN_SECRET'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through jest (its globalSetup starts the database)`);
  return value;
}

export function testSecret(): string {
  return requiredEnv('INTERNAL_TOKEN_SECRET');
}

export { testTime };

/**
 * Resolves once `check` answers something truthy (polled every 50 ms); fails the test after `ms` (10 s by default),
 * stretched as this run allows it (see testTime): background work on a busy CI machine takes longer, whatever the
 * limit a test names.
 */
export async function eventually<T>(
  check: () => PromiseLike<T>,
  ms = 10_000,
  what = 'the awaited state',
): Promise<NonNullable<Exclude<T, false>>> {
  const limit = testTime(ms);
  const until = Date.now() + limit;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<Exclude<T, false>>;
    if (Date.now() > until) throw new Error(`not within ${limit} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Each test of this file may take `ms` (as this run allows it, see testTime): call once at the top of a file. */
export function allowTestTime(ms: number): void {
  (import.meta as unknown as { jest: { setTimeout: (ms: number) => void } }).jest.setTimeout(testTime(ms));
}

/** A database name nobody else in this jest run uses, e.g. `test_accounts_3f9a1c2b`. */
export function testDatabaseName(prefix: string): string {
  return `test_${prefix}_${randomBytes(4).toString('hex')}`;
}

/** Config input for a service under test: the test server, a private database, port 0. */
export function testEnv(dbName: string, overrides: Record<string, string> = {}): Record<string, string | undefined> {
  return { ...process.env, MONGO_URL: requiredEnv('MONGO_URL'), MONGO_DB: dbName, PORT: '0', ...overrides };
}

/** Connects the process-wide mongoose connection to the file's own database. */
export async function connectTestDatabase(dbName: string): Promise<void> {
  await connectMongo(requiredEnv('MONGO_URL'), dbName);
}

const teardowns: (() => Promise<unknown>)[] = [];

/** Runs `stop` when the file's database is dropped: peers a test file started beside its app (servers on free ports). */
export function stopWithTestDatabase(stop: () => Promise<unknown>): void {
  teardowns.push(stop);
}

/** Stops what was registered, drops the file's database and disconnects, so no test leaves data or open handles behind. */
export async function dropTestDatabase(): Promise<void> {
  await Promise.all(teardowns.splice(0).map((stop) => stop()));
  await mongoose.connection.dropDatabase();
  await mongoose.disconnect();
}

/** Nothing listens on port 9: calls to a peer that was not started fail at once. */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';

export type PeerName = 'accounts' | 'leagues' | 'fantasy' | 'stats' | 'content';

const PEER_URL_SETTINGS = [
  'ACCOUNTS_URL',
  'LEAGUES_URL',
  'FANTASY_URL',
  'STATS_URL',
  'CONTENT_URL',
  'BFF_URL',
] as const;

interface PeerPackage {
  buildApp(config: unknown): Express;
}

/**
 * Starts real peer services for a test file, each on a free loopback port in the file's database (connect it first):
 * the one way a service's tests get their peers, so that no test imports another service's code or models. A peer's
 * own peers (and the BFF) are unreachable unless `env` names them; it stops when the file's database is dropped.
 */
export async function startPeers<Name extends PeerName>(
  names: readonly Name[],
  env: Partial<Record<Name, Record<string, string>>> = {},
): Promise<Record<Name, RunningServer>> {
  const started = {} as Record<Name, RunningServer>;
  const unreachable = Object.fromEntries(PEER_URL_SETTINGS.map((setting) => [setting, UNREACHABLE_URL]));
  for (const name of names) {
    const app = (await import(`@hfl/${name}/app`)) as PeerPackage;
    const config = (await import(`@hfl/${name}/config`)) as Record<
      string,
      (env: Record<string, string | undefined>) => unknown
    >;
    const loadConfig = config[`load${name[0]!.toUpperCase()}${name.slice(1)}Config`]!;
    const peerEnv = testEnv(mongoose.connection.name, { ...unreachable, ...env[name] });
    started[name] = await listen(app.buildApp(loadConfig(peerEnv)), 0);
  }
  stopWithTestDatabase(() => Promise.all(Object.values<RunningServer>(started).map((server) => server.close())));
  return started;
}

/**
 * Runs peer services' own demo seeds on the file's database (connect it first), as `npm start` seeds each service's
 * own: a test of data that refers to another service's demo data (contracts' demo-data ids) gets it from that service,
 * the same way `startPeers` gets the service itself, without importing its code.
 */
export async function seedPeers(names: readonly PeerName[]): Promise<void> {
  for (const name of names) {
    const { seed } = (await import(`@hfl/${name}/seed`)) as { seed: (options: { demo: boolean }) => Promise<unknown> };
    await seed({ demo: true });
  }
}

/** Empties every collection of the file's database: the service's own and whatever its peers stored. */
export async function clearTestDatabase(): Promise<void> {
  const db = mongoose.connection.db!;
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  await Promise.all(
    collections.filter(({ name }) => !name.startsWith('system.')).map(({ name }) => db.collection(name).deleteMany({})),
  );
}

/**
 * The usual life of a service test file: its own database with the models' indexes built, the app built on it
 * (handed to `started`), the models emptied before each test, the database dropped after the file.
 */
export function setUpServiceTests(
  prefix: string,
  build: (env: Record<string, string | undefined>) => Express,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different documents in one list
  models: readonly mongoose.Model<any>[],
  started: (app: Express) => void,
): void {
  const dbName = testDatabaseName(prefix);
  beforeAll(async () => {
    await connectTestDatabase(dbName);
    await Promise.all(models.map((model) => model.init()));
    started(build(testEnv(dbName)));
  });
  beforeEach(async () => {
    await Promise.all(models.map((model) => model.deleteMany({})));
  });
  afterAll(dropTestDatabase);
}

/**
 * Serves `handler` on a free loopback port as if every caller connected from `address`, another machine: a test
 * cannot connect from a non-loopback address of its own everywhere, so each connection's remote address is set.
 * Only the socket says so; headers stay whatever the request sends.
 */
export async function serveAsIfFrom(
  handler: http.RequestListener,
  address = '192.0.2.10',
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  server.on('connection', (socket) => Object.defineProperty(socket, 'remoteAddress', { value: address }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  /** The caller as its internal token says (null when missing or forged). */
  service: string | null;
  body: unknown;
}

/**
 * A tiny HTTP server standing in for a peer a test does not test against (the BFF's `/internal/events`, fantasy's
 * `/internal/week-points`), reading tokens as `standsFor` would: it records every call and answers `status` (200 until
 * `answer` changes it) with `body`, at once unless `hold` holds the answers.
 */
export async function startCallRecorder(standsFor: InternalAudience, body: unknown = {}) {
  const calls: RecordedCall[] = [];
  let status = 200;
  let gate: Promise<void> | null = null;
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', async () => {
      const identity = await verifyInternalToken(
        req.headers[INTERNAL_TOKEN_HEADER] as string | undefined,
        testSecret(),
        standsFor,
      );
      calls.push({
        method: req.method ?? '',
        path: req.url ?? '',
        service: identity?.service ?? null,
        body: text ? JSON.parse(text) : null,
      });
      await gate;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    answer: (next: number) => {
      status = next;
    },
    /** Holds every answer (the calls are recorded) until the returned release is called. */
    hold: (): (() => void) => {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    reset: () => {
      calls.length = 0;
      status = 200;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type CallRecorder = Awaited<ReturnType<typeof startCallRecorder>>;

/** The service whose tests are running: the one whose folder holds the test file (`services/<name>/`). */
function serviceUnderTest(): InternalAudience | undefined {
  const testPath = expect.getState().testPath ?? '';
  const folder = /[/\\]services[/\\]([a-z]+)[/\\]/.exec(testPath)?.[1];
  return SERVICE_NAMES.find((name) => name === folder);
}

/**
 * Headers the BFF (or a peer) would send for this caller to `audience`; defaults to an English visitor, and to the
 * service whose test file is running (a call to one of its peers names the peer).
 */
export async function internalHeaders(
  identity: Partial<InternalIdentity> = {},
  audience: InternalAudience | undefined = serviceUnderTest(),
): Promise<Record<string, string>> {
  if (!audience) throw new Error('internalHeaders: name the service the token is for (no service test file runs)');
  const token = await signInternalToken({ roles: [], locale: 'en', ...identity }, testSecret(), audience);
  return { [INTERNAL_TOKEN_HEADER]: token };
}

/**
 * What every service promises regardless of its resources: health without a token, the 401 envelope for a call
 * that did not come through the BFF (missing or forged token), and the 404 envelope for an unknown route.
 */
export function describeServiceContract(
  service: InternalAudience,
  build: (env: Record<string, string | undefined>) => Express,
): void {
  const dbName = testDatabaseName(`${service}_app`);
  let app: Express;

  beforeAll(async () => {
    await connectTestDatabase(dbName);
    app = build(testEnv(dbName));
  });

  afterAll(async () => {
    await dropTestDatabase();
  });

  describe(`${service} service contract`, () => {
    it('when /health is asked without a token, then it reports the service and its database', async () => {
      const res = await request(app).get('/health');

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ service, status: 'ok', db: 'up' });
    });

    it('when an unknown route is called with a valid token, then 404 in the error envelope', async () => {
      const userId = new mongoose.Types.ObjectId().toHexString();

      const res = await request(app)
        .get('/no-such-resource')
        .set(await internalHeaders({ userId, roles: ['USER'] }));

      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
    });

    it('when called directly without the internal token, then 401 in the error envelope', async () => {
      const res = await request(app).get('/no-such-resource');

      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: { code: 'authentication_required', message: 'You need to login in order to do this' },
      });
    });

    it(`when the token is for another service, then ${service} refuses it: 401 in the error envelope`, async () => {
      const another = service === 'leagues' ? 'fantasy' : 'leagues';
      const userId = new mongoose.Types.ObjectId().toHexString();

      const res = await request(app)
        .get('/no-such-resource')
        .set(await internalHeaders({ userId, roles: ['USER', 'SUPER_ADMIN'] }, another));

      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: { code: 'authentication_required', message: 'You need to login in order to do this' },
      });
    });

    it('when the token is forged, then 401', async () => {
      const res = await request(app).get('/no-such-resource').set('x-internal-token', 'eyJhbGciOiJub25lIn0.e30.');

      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('authentication_required');
    });
  });
}

/** The smallest real pictures (1×1), for upload tests: services read a file's type from these bytes. */
export const TEST_IMAGES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
} as const;

export { discoverRoutes, fillPath, type DiscoveredRoute } from './route-discovery';
export {
  badAnswer,
  describeRouteSafetyNet,
  hostileRequests,
  type HostileRequest,
  type SafetyNetFixtures,
  type SafetyNetOptions,
} from './route-safety-net';
