import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@hfl/contracts';
import { buildMfes, staleMfes } from '../../tools/src/build-mfes';
import { freePort } from '../../tools/src/free-port';
import { startStack, type RunningStack, type StackOptions } from '../../tools/src/stack';
import { describeDatabase } from './database';

export interface BenchStack {
  stack: RunningStack;
  /** The database it runs on, as the bench prints it. */
  database: string;
  servicePorts: Record<ServiceName, number>;
  /** The stack's folder (its secrets live there). */
  dataDir: string;
}

/**
 * A whole production stack (database, services, worker, BFF) on free ports in a temporary folder, for one bench:
 * `work` runs against it; the stack stops and the folder goes afterwards, whatever happened. The stack's output goes
 * to a log file in that folder, so the bench's own figures stay readable.
 */
export async function withBenchStack<T>(
  name: string,
  /** The BFF's ports are free ones unless given (a proxy in front must know them first). */
  options: Partial<Pick<StackOptions, 'demoSeason' | 'bffPort' | 'bffInternalPorts' | 'bffEnv'>>,
  work: (bench: BenchStack) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hfl-bench-${name}-`));
  const logFile = fs.createWriteStream(path.join(dataDir, 'stack.log'));
  const log = (source: string, line: string) => logFile.write(`${source.padEnd(9)} ${line}\n`);
  let stack: RunningStack | undefined;
  try {
    // The production stack serves the MFEs' builds: a fresh clone has none, and stale ones would measure old code.
    await buildMfes(staleMfes());
    const servicePorts = Object.fromEntries(
      await Promise.all(SERVICE_NAMES.map(async (service) => [service, await freePort()] as const)),
    ) as Record<ServiceName, number>;
    stack = await startStack({
      mode: 'production',
      ...options,
      bffPort: options.bffPort ?? (await freePort()),
      dataDir,
      log,
      servicePorts,
    });
    const database = await describeDatabase(stack.mongoUrl, stack.embeddedDatabase);
    return await work({ stack, database, servicePorts, dataDir });
  } finally {
    await stack?.stop();
    logFile.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
