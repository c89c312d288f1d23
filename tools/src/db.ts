import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, ROOT } from './paths';
import { FERRET_PATCHES, preparePatchedFerret } from './ferret-patches';
import { freePort } from './free-port';
import { ownerOnlyDir, ownerOnlyFiles, withOwnerOnlyUmask } from './owner-only';

const LAUNCHER_DIR = path.join(ROOT, 'tools', 'ferretdb');
const BIN_DIR = path.join(CACHE_DIR, 'bin');

export interface Database {
  url: string;
  /** Stops the embedded server; a no-op for an external MONGO_URL. */
  stop: () => Promise<void>;
  embedded: boolean;
}

const NO_DATABASE_HELP = `No database available.
The embedded FerretDB needs the Go toolchain (https://go.dev/dl/, 1.24 or newer) to build once.
Either install Go, or set MONGO_URL to a MongoDB 7 server (e.g. MONGO_URL=mongodb://localhost:27017),
or run the production-like stack with \`docker compose up\`.`;

/** Hash of the launcher's sources and patches: the cached binary is rebuilt only when they change. */
function launcherHash(): string {
  const hash = createHash('sha256');
  for (const file of ['main.go', 'go.mod', 'go.sum']) hash.update(fs.readFileSync(path.join(LAUNCHER_DIR, file)));
  hash.update(JSON.stringify(FERRET_PATCHES));
  return hash.digest('hex').slice(0, 12);
}

/** Builds tools/ferretdb once into the cache outside the clone and returns the binary's path. */
export function ensureFerretBinary(log: (line: string) => void = console.log): string {
  const binary = path.join(BIN_DIR, `ferretdb-${launcherHash()}`);
  if (fs.existsSync(binary)) return binary;
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.error || go.status !== 0) throw new Error(NO_DATABASE_HELP);
  log('Building the embedded FerretDB launcher (first run only, about two minutes)…');
  fs.mkdirSync(BIN_DIR, { recursive: true });
  const tmp = `${binary}.tmp-${process.pid}`;
  const goMod = preparePatchedFerret(LAUNCHER_DIR, `${tmp}-src`);
  const build = spawnSync('go', ['build', '-trimpath', '-modfile', goMod, '-o', tmp, '.'], {
    cwd: LAUNCHER_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CGO_ENABLED: '0' },
  });
  if (build.status !== 0)
    throw new Error(`go build of tools/ferretdb failed (exit ${build.status}).\n${NO_DATABASE_HELP}`);
  fs.renameSync(tmp, binary);
  fs.rmSync(`${tmp}-src`, { recursive: true, force: true });
  return binary;
}

export interface DatabaseOptions {
  port?: number;
  dataDir: string;
  log?: (line: string) => void;
  /** false: a throwaway test database that never waits for the disk. */
  durable?: boolean;
}

/** Go's garbage collector target for the embedded FerretDB (GOGC in the environment overrides it). */
const FERRET_GOGC = '400';

/** Starts FerretDB on a port with a data directory and resolves once it accepts connections. */
export async function startFerret(options: DatabaseOptions): Promise<Database> {
  const binary = ensureFerretBinary(options.log);
  const port = options.port ?? (await freePort());
  // The database files are owner-only, also those an earlier run left readable; FerretDB's new ones by its umask.
  ownerOnlyDir(options.dataDir);
  ownerOnlyFiles(options.dataDir);
  const child: ChildProcess = withOwnerOnlyUmask(() =>
    spawn(binary, ['-listen', `127.0.0.1:${port}`, '-data', options.dataDir, `-durable=${options.durable ?? true}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // FerretDB allocates heavily decoding stored JSON: under the draft bench, Go's default GOGC=100 spent about a tenth
      // of its CPU collecting. Collecting at four times the live heap instead of twice kept it near 150 MB resident there.
      env: { ...process.env, GOGC: process.env.GOGC ?? FERRET_GOGC },
    }),
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`FerretDB did not start within 30 s:\n${stderr}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ferretdb listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`FerretDB exited with code ${code}:\n${stderr}`));
    });
  });

  let stopping = false;
  // A server that dies under the services (a panic) otherwise shows only as their connection errors; said even where
  // the start's own lines are silenced (jest's global set-up).
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`FerretDB exited unexpectedly (${signal ?? `code ${code}`}):\n${stderr}`);
  });
  return {
    url: `mongodb://127.0.0.1:${port}/`,
    embedded: true,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** MONGO_URL wins everywhere; otherwise the embedded FerretDB. */
export async function startDatabase(options: DatabaseOptions): Promise<Database> {
  const external = process.env.MONGO_URL;
  if (external) return { url: external, embedded: false, stop: async () => {} };
  return startFerret(options);
}

// `tsx tools/src/db.ts`: builds the launcher when its sources changed (npm test runs it before the lanes that need it).
if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureFerretBinary());
