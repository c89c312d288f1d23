import { startDatabase } from '../db';
import { scratchDir } from '../paths';

/**
 * One database server for the whole jest run, on a free port with a fresh data directory in memory where there is a
 * tmpfs (a test database needs no disk).
 * Each test file uses databases of its own on it (see services/kit test helpers).
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = scratchDir('hfl-test-db-');
  const db = await startDatabase({ dataDir, durable: false, log: () => {} });
  process.env.MONGO_URL = db.url;
  process.env.NODE_ENV = 'test';
  process.env.INTERNAL_TOKEN_SECRET ??= 'test-internal-token-secret-0123456789abcdef';
  (globalThis as { __HFL_DB__?: { stop: () => Promise<void>; dataDir: string } }).__HFL_DB__ = {
    stop: db.stop,
    dataDir,
  };
}
