import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../tools/src/free-port';
import { scratchDir } from '../../tools/src/paths';
import { startStack } from '../../tools/src/stack';

/**
 * One full production stack (built MFEs, embedded database, services, worker, BFF) on free ports for all browser tests.
 * Its output goes to a log file so test output stays readable.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = scratchDir('hfl-e2e-');
  const logFile = path.join(dataDir, 'stack.log');
  const out = fs.createWriteStream(logFile);
  const stack = await startStack({
    mode: 'production',
    bffPort: await freePort(),
    dataDir,
    durableDatabase: false,
    demoSeason: false,
    // Every browser test comes from this one address; the per-address limits themselves have their own BFF tests.
    bffEnv: {
      ACCOUNT_RATE_LIMIT: '1000',
      CSRF_TOKEN_IP_RATE_LIMIT: '100000',
      PAGE_VIEW_IP_RATE_LIMIT: '100000',
      ANONYMOUS_READ_BURST: '100000',
    },
    log: (source, line) => out.write(`${source.padEnd(9)} ${line}\n`),
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_STACK_LOG = logFile;
  const owner = stack.demoAccounts.find((a) => a.role === 'SUPER_ADMIN');
  if (!owner) throw new Error('the seed created no SUPER_ADMIN demo account');
  process.env.E2E_OWNER_EMAIL = owner.email;
  process.env.E2E_OWNER_PASSWORD = owner.password;
  const player = stack.demoAccounts.find((a) => a.role === 'USER');
  if (!player) throw new Error('the seed created no demo player account');
  process.env.E2E_PLAYER_EMAIL = player.email;
  process.env.E2E_PLAYER_PASSWORD = player.password;
  (globalThis as { __HFL_E2E__?: unknown }).__HFL_E2E__ = { stop: stack.stop, dataDir, out };
}
