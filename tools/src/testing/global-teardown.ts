import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const db = (globalThis as { __HFL_DB__?: { stop: () => Promise<void>; dataDir: string } }).__HFL_DB__;
  if (!db) return;
  await db.stop();
  fs.rmSync(db.dataDir, { recursive: true, force: true });
}
