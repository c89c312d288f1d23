import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDatabase } from '../db';

/**
 * One database server for the whole jest run, on a free port with a fresh data directory.
 * Each test file uses databases of its own on it (see services/kit test helpers).
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-test-db-'));
  const db = await startDatabase({ dataDir, log: () => {} });
  process.env.MONGO_URL = db.url;
  process.env.NODE_ENV = 'test';
  process.env.INTERNAL_TOKEN_SECRET ??= 'test-internal-token-secret-0123456789abcdef';
  (globalThis as { __HFL_DB__?: { stop: () => Promise<void>; dataDir: string } }).__HFL_DB__ = {
    stop: db.stop,
    dataDir,
  };
}
