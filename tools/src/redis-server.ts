import { spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';
import { freePort, waitForPort } from './free-port';
import { stopChild } from './processes';

export interface RedisServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

const NO_REDIS_HELP = `redis-server was not found: install Debian's package (apt-get install redis-server; .ci/run does
when it is missing) or name the binary in REDIS_SERVER.`;

/**
 * Debian's redis-server on a free loopback port, nothing kept on disk (no snapshots, no append-only file): what the
 * tests and benches that run several BFFs share their rooms and limits through.
 */
export async function startRedis(log: (line: string) => void = () => undefined): Promise<RedisServer> {
  const found = spawnSync(REDIS_SERVER, ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) throw new Error(NO_REDIS_HELP);
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', '/tmp'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [child.stdout, child.stderr]) readline.createInterface({ input: stream }).on('line', log);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it listened`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitForPort(port, 10_000), exited]);
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopChild(child, 5_000) };
}
