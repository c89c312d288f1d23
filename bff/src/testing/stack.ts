import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { SERVICE_NAMES, type ServiceName } from '@hfl/contracts';
import { loadConfig, serviceConfigSchema, type RunningServer, type ServiceConfig } from '@hfl/kit';
import { connectTestDatabase, dropTestDatabase, testDatabaseName, testEnv, testTime } from '@hfl/kit/testing';
import { buildApp as buildAccounts } from '@hfl/accounts/app';
import { loadAccountsConfig } from '@hfl/accounts/config';
import { seed as seedAccounts } from '@hfl/accounts/seed';
import { buildApp as buildContent } from '@hfl/content/app';
import { seed as seedContent } from '@hfl/content/seed';
import { buildApp as buildLeagues } from '@hfl/leagues/app';
import { loadLeaguesConfig } from '@hfl/leagues/config';
import { buildApp as buildFantasy } from '@hfl/fantasy/app';
import { loadFantasyConfig } from '@hfl/fantasy/config';
import { startWorker, type WorkerRuntime } from '@hfl/fantasy/worker-runtime';
import { buildApp as buildStats } from '@hfl/stats/app';
import { buildBff, type Bff } from '../app';
import { loadBffConfig } from '../config';
import { Browser } from './browser';

export const OWNER = { email: 'owner@hfl.local', password: 'HflOwner2026!' } as const;
export const TEST_SESSION_SECRET = 'bff-test-session-secret-0123456789abcdef';

const serviceConfig = (env: Record<string, string | undefined>): ServiceConfig => loadConfig(serviceConfigSchema, env);

const BUILDERS: Record<ServiceName, (env: Record<string, string | undefined>) => Express> = {
  accounts: (env) => buildAccounts(loadAccountsConfig(env)),
  leagues: (env) => buildLeagues(loadLeaguesConfig(env)),
  fantasy: (env) => buildFantasy(loadFantasyConfig(env)),
  stats: (env) => buildStats(serviceConfig(env)),
  content: (env) => buildContent(serviceConfig(env)),
};

/** An HTTP server listening on a free port, its app attached once every peer's URL is known. */
async function freeServer(): Promise<RunningServer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export interface StackOptions {
  /** Extra environment of the fantasy service and its worker (the test-only draft timing). */
  fantasyEnv?: Record<string, string>;
  /** Runs fantasy's jobs (the draft clock) in this process, on the services' database. */
  draftWorker?: boolean;
}

export interface Stack {
  /** Replaced by `restartBff`. */
  bff: Bff;
  bffUrl: string;
  /** The BFF's internal port, where the services publish live events (their BFF_URL). */
  bffInternalUrl: string;
  services: Record<ServiceName, RunningServer>;
  /** The service apps behind `services` (what the safety net walks for the /api routes). */
  apps: Record<ServiceName, Express>;
  /** The database the services share in this test file (mongoose's global connection). */
  servicesDb: string;
  bffDb: string;
  browser: () => Browser;
  /** Closes the BFF, runs `whileDown`, then starts a new one on the same ports and database, as a redeploy would. */
  restartBff: (whileDown?: () => Promise<void>) => Promise<void>;
  /**
   * One more BFF on its own free port, configured as the first (its database, services and environment: with
   * REDIS_URL the two share rooms and limits); stopped with the stack.
   */
  addBff: () => Promise<{ bff: Bff; url: string; internalUrl: string }>;
  stop: () => Promise<void>;
}

const listenOn = (server: http.Server, port: number) =>
  new Promise<string>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** The BFF's two servers listening (free ports unless given): the browsers' and the services' own. */
async function listenBff(bff: Bff, ports: { port: number; internalPort: number } = { port: 0, internalPort: 0 }) {
  return {
    url: await listenOn(bff.httpServer, ports.port),
    internalUrl: await listenOn(bff.internalServer, ports.internalPort),
  };
}

/**
 * Every test client comes from this machine's one address: the per-address limits on visitors (their own tests set
 * them low) would otherwise count every test file's visitors together.
 */
export const ONE_ADDRESS_LIMITS = {
  CSRF_TOKEN_IP_RATE_LIMIT: '100000',
  PAGE_VIEW_IP_RATE_LIMIT: '100000',
  ANONYMOUS_READ_BURST: '100000',
};

/**
 * The real thing, small: the BFF on free ports, then every service on a free port with the BFF's internal
 * URL (so they can publish events to it), then the BFF pointed at them. Seeded like `npm start`.
 */
export async function startStack(
  name: string,
  bffEnv: Record<string, string> = {},
  options: StackOptions = {},
): Promise<Stack> {
  const servicesDb = testDatabaseName(`${name}_services`);
  const bffDb = testDatabaseName(`${name}_bff`);
  await connectTestDatabase(servicesDb);

  // DEV_MAILBOX: as under `npm start`, e-mails are read back through /dev/mailbox.
  const configured = loadBffConfig(
    testEnv(bffDb, { SESSION_SECRET: TEST_SESSION_SECRET, DEV_MAILBOX: '1', ...ONE_ADDRESS_LIMITS, ...bffEnv }),
  );
  // A service on a loaded test machine answers as much slower as the tests' own limits allow (a test that sets a
  // deadline keeps its own).
  const deadline = (key: 'PROXY_READ_TIMEOUT_MS' | 'PROXY_WRITE_TIMEOUT_MS') =>
    bffEnv[key] ? configured[key] : testTime(configured[key]);
  const bffConfig = {
    ...configured,
    PROXY_READ_TIMEOUT_MS: deadline('PROXY_READ_TIMEOUT_MS'),
    PROXY_WRITE_TIMEOUT_MS: deadline('PROXY_WRITE_TIMEOUT_MS'),
  };
  const bff = await buildBff(bffConfig);
  const { url: bffUrl, internalUrl: bffInternalUrl } = await listenBff(bff);

  // Services call each other both ways (leagues → accounts for e-mails and notifications, accounts → leagues around
  // an account deletion): every service has its port before any app is built, as under `npm start`.
  const services = {} as Record<ServiceName, RunningServer>;
  for (const service of SERVICE_NAMES) services[service] = await freeServer();
  const peerUrls = Object.fromEntries(SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, services[name].url]));
  const serviceEnv = (service: ServiceName) =>
    // PUBLIC_URL: links in e-mails (read back from /dev/mailbox) point at this BFF.
    testEnv(servicesDb, {
      BFF_URL: bffInternalUrl,
      PUBLIC_URL: bffUrl,
      DEV_MAILBOX: '1',
      ...peerUrls,
      ...(service === 'fantasy' ? options.fantasyEnv : {}),
    });
  const apps = {} as Record<ServiceName, Express>;
  for (const service of SERVICE_NAMES) {
    apps[service] = BUILDERS[service](serviceEnv(service));
    services[service].server.on('request', apps[service]);
    bff.setServiceUrl(service, services[service].url);
  }
  await seedAccounts();
  await seedContent();
  // The services' connection is already open on this database, so the worker shares it.
  const worker: WorkerRuntime | undefined = options.draftWorker
    ? await startWorker(loadFantasyConfig(serviceEnv('fantasy')))
    : undefined;

  const moreBffs: Bff[] = [];
  const stack: Stack = {
    bff,
    bffUrl,
    bffInternalUrl,
    services,
    apps,
    servicesDb,
    bffDb,
    browser: () => new Browser(bffUrl),
    restartBff: async (whileDown) => {
      await stack.bff.close();
      await whileDown?.();
      const next = await buildBff(bffConfig);
      await listenBff(next, { port: Number(new URL(bffUrl).port), internalPort: Number(new URL(bffInternalUrl).port) });
      for (const service of SERVICE_NAMES) next.setServiceUrl(service, services[service].url);
      stack.bff = next;
    },
    addBff: async () => {
      const another = await buildBff(bffConfig);
      moreBffs.push(another);
      const urls = await listenBff(another);
      for (const service of SERVICE_NAMES) another.setServiceUrl(service, services[service].url);
      return { bff: another, ...urls };
    },
    stop: async () => {
      await Promise.all(Object.values(services).map((s) => s.close()));
      // Not worker.stop(): that also closes the connection, which the database clean-up below still needs.
      await worker?.agenda.drain({ timeout: 5_000 });
      await Promise.all([stack.bff, ...moreBffs].map((b) => b.close()));
      await mongoose.connection.useDb(bffDb).dropDatabase();
      await dropTestDatabase();
    },
  };
  return stack;
}
