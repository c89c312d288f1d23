import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@hfl/contracts';
import { startDatabase, type Database } from './db';
import { freePort, waitForPort } from './free-port';
import { runTs, type LogLine, type ManagedProcess } from './processes';
import { DEV_PORTS } from './mfe/mfe-names';
import { loadOrCreateSecrets } from './secrets';
import { DEMO_ACCOUNT_MARKER, type DemoAccount } from './demo-accounts';

/** Read by the stats seed (services/stats/src/seed.ts). */
const NO_DEMO_SEASON_ENV = 'HFL_SEED_NO_DEMO_SEASON';

/** How long a started process may take to listen (and the BFF to report healthy). */
const START_WAIT_MS = 120_000;

/** How many of a process's last lines a failed start reports (the stack's log may go with its scratch folder). */
const LAST_LINES = 30;

export interface StackOptions {
  /** production serves the built MFEs from the BFF; dev proxies to rspack dev servers with watch mode. */
  mode: 'production' | 'dev';
  bffPort: number;
  /**
   * Each BFF's internal port, in the order of the BFFs (`bffPort` first): where the services publish live events
   * (BFF_URL), never served on `bffPort`. Free ports unless given (npm start: 4000).
   */
  bffInternalPorts?: number[];
  /** Fixed service ports (npm start) or free ones (tests) when omitted. */
  servicePorts?: Record<ServiceName, number>;
  dataDir: string;
  /** false: a throwaway test database that never waits for the disk (browser tests). */
  durableDatabase?: boolean;
  log: LogLine;
  /** Extra environment for the BFF (e.g. remote URLs in tests). */
  bffEnv?: Record<string, string>;
  /**
   * false: seed the real league's clubs and squads but no running season. Browser tests start the owner's season
   * themselves (the spec hides Add Team while a season is ongoing, and one season runs at a time).
   */
  demoSeason?: boolean;
  /** Extra environment of the fantasy service and its worker (browser tests' short draft turns). */
  fantasyEnv?: Record<string, string>;
  /**
   * More BFFs beside the first, one per port, as behind a load balancer (issue 41's scale-out): they share `redisUrl`'s
   * Redis, which they then need.
   */
  moreBffPorts?: number[];
  /** The Redis every BFF shares (REDIS_URL); none: each BFF on its own, as `npm start` runs one. */
  redisUrl?: string;
  /** Fantasy workers (1 unless set). */
  workers?: number;
  /**
   * Where the services publish live events (BFF_URL): the first BFF's internal port unless set (a balancer in front of
   * several BFFs' internal ports).
   */
  publishUrl?: string;
}

export interface RunningStack {
  url: string;
  mongoUrl: string;
  embeddedDatabase: boolean;
  demoAccounts: DemoAccount[];
  /**
   * Every BFF, the first (`url`) first, with its own address, its internal one (the services' live events) and its
   * process (a test may kill one).
   */
  bffs: Array<{ url: string; internalUrl: string; process: ManagedProcess }>;
  workers: ManagedProcess[];
  stop: () => Promise<void>;
}

/**
 * The five services, the fantasy worker and the BFF on one database: what `npm start`, e2e tests and benches run; or
 * several BFFs and workers (`moreBffPorts`, `workers`).
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const bffPorts = [options.bffPort, ...(options.moreBffPorts ?? [])];
  if (bffPorts.length > 1 && !options.redisUrl)
    throw new Error('several BFFs share their rooms through Redis: redisUrl');
  const internalPorts = await Promise.all(
    bffPorts.map(async (_, i) => options.bffInternalPorts?.[i] ?? (await freePort())),
  );
  const processes: ManagedProcess[] = [];
  let db: Database | undefined;
  const stop = async () => {
    await Promise.all(processes.reverse().map((p) => p.stop()));
    await db?.stop();
  };
  const lastLines = new Map<string, string[]>();
  const log: LogLine = (source, line) => {
    const lines = lastLines.get(source) ?? [];
    lines.push(line);
    if (lines.length > LAST_LINES) lines.shift();
    lastLines.set(source, lines);
    options.log(source, line);
  };
  const lastLinesOf = (source: string) => (lastLines.get(source) ?? ['(no output)']).join('\n');

  try {
    db = await startDatabase({
      dataDir: path.join(options.dataDir, 'ferretdb'),
      durable: options.durableDatabase,
      log: (l) => log('database', l),
    });
    log('database', db.embedded ? `embedded FerretDB at ${db.url}` : `external MongoDB from MONGO_URL`);
    const secrets = loadOrCreateSecrets(options.dataDir);
    // PUBLIC_URL is what e-mail links point at: the BFF as the browser reaches it. The services publish on its
    // internal port: the browsers' one does not serve /internal.
    const common = {
      ...secrets,
      MONGO_URL: db.url,
      BFF_URL: options.publishUrl ?? `http://127.0.0.1:${internalPorts[0]}`,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${options.bffPort}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Mail stays in the outbox without SendGrid: people and browser tests read it at /dev/mailbox (loopback only).
      DEV_MAILBOX: process.env.DEV_MAILBOX ?? '1',
    };

    const ports =
      options.servicePorts ??
      (Object.fromEntries(
        await Promise.all(SERVICE_NAMES.map(async (name) => [name, await freePort()] as const)),
      ) as Record<ServiceName, number>);

    const demoAccounts = await runSeed(
      options.demoSeason === false ? { ...common, [NO_DEMO_SEASON_ENV]: '1' } : common,
      log,
    );

    // Services that call each other (leagues → accounts for invitation e-mails) find their peers here.
    const serviceUrls = Object.fromEntries(
      SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, `http://127.0.0.1:${ports[name]}`]),
    );
    for (const name of SERVICE_NAMES) {
      const env = {
        ...common,
        ...serviceUrls,
        ...(name === 'fantasy' ? options.fantasyEnv : {}),
        PORT: String(ports[name]),
        MONGO_DB: `hfl_${name}`,
        SERVICE_NAME: name,
      };
      processes.push(runTs(name, `services/${name}/src/server.ts`, env, log));
    }
    const workers = Array.from({ length: options.workers ?? 1 }, (_, i) =>
      runTs(
        i === 0 ? 'worker' : `worker-${i + 1}`,
        'services/fantasy/src/worker.ts',
        {
          ...common,
          ...serviceUrls,
          ...options.fantasyEnv,
          PORT: '0',
          MONGO_DB: 'hfl_fantasy',
          SERVICE_NAME: 'worker',
        },
        log,
      ),
    );
    processes.push(...workers);

    const bffEnv: Record<string, string> = {
      ...common,
      PORT: String(options.bffPort),
      MONGO_DB: 'hfl_bff',
      SERVICE_NAME: 'bff',
      ...serviceUrls,
    };
    if (options.mode === 'dev') {
      for (const [name, port] of Object.entries(DEV_PORTS)) {
        processes.push(runTs(name, 'tools/src/dev-mfe.ts', {}, log, [name]));
        if (name !== 'shell')
          bffEnv[`REMOTE_${name.replace('-', '_').toUpperCase()}_URL`] = `http://localhost:${port}/mf-manifest.json`;
      }
      bffEnv.SHELL_DEV_URL = `http://localhost:${DEV_PORTS.shell}`;
    }
    if (options.redisUrl) bffEnv.REDIS_URL = options.redisUrl;
    Object.assign(bffEnv, options.bffEnv);
    const bffs = bffPorts.map((port, i) => ({
      url: `http://127.0.0.1:${port}`,
      internalUrl: `http://127.0.0.1:${internalPorts[i]}`,
      process: runTs(
        i === 0 ? 'bff' : `bff-${i + 1}`,
        'bff/src/server.ts',
        { ...bffEnv, PORT: String(port), INTERNAL_PORT: String(internalPorts[i]) },
        log,
      ),
    }));
    processes.push(...bffs.map((bff) => bff.process));

    // A first start transpiles every process cold: on a loaded CI machine the BFF once took over a minute. A process
    // that exits meanwhile fails the start at once, with its last lines.
    const giveUp = new AbortController();
    const exited = new Promise<never>((_, reject) => {
      for (const { name, child } of processes)
        child.once('exit', (code, signal) =>
          reject(new Error(`${name} exited (${signal ?? code}) while the stack started:\n${lastLinesOf(name)}`)),
        );
    });
    exited.catch(() => undefined);
    const ready = async () => {
      await Promise.all(SERVICE_NAMES.map((name) => waitForPort(ports[name], START_WAIT_MS, undefined, giveUp.signal)));
      await Promise.all(
        bffs.map((bff) => waitForHealthy(bff.url, START_WAIT_MS, giveUp.signal, () => lastLinesOf(bff.process.name))),
      );
      await Promise.all(internalPorts.map((port) => waitForPort(port, START_WAIT_MS, undefined, giveUp.signal)));
      if (options.mode === 'dev')
        await Promise.all(
          Object.values(DEV_PORTS).map((port) => waitForPort(port, 180_000, 'localhost', giveUp.signal)),
        );
    };
    await Promise.race([ready(), exited]).finally(() => giveUp.abort());
    return {
      url: `http://localhost:${options.bffPort}`,
      mongoUrl: db.url,
      embeddedDatabase: db.embedded,
      demoAccounts,
      bffs,
      workers,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function runSeed(env: Record<string, string>, log: LogLine): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  const capture: LogLine = (source, line) => {
    if (line.startsWith(DEMO_ACCOUNT_MARKER))
      accounts.push(JSON.parse(line.slice(DEMO_ACCOUNT_MARKER.length)) as DemoAccount);
    else log(source, line);
  };
  const seed = runTs('seed', 'tools/src/seed.ts', env, capture);
  const code = await new Promise<number | null>((resolve) => seed.child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the demo data failed (exit ${code})`);
  return accounts;
}

async function waitForHealthy(
  url: string,
  timeoutMs: number,
  signal: AbortSignal,
  lastLines: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline && !signal.aborted) {
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
      last = await res.text();
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the BFF did not report healthy within ${timeoutMs} ms: ${last}\n${lastLines()}`);
}
