import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ownerOnlyDir, writeOwnerOnlyFile } from './owner-only';

export interface StackSecrets {
  INTERNAL_TOKEN_SECRET: string;
  SESSION_SECRET: string;
}

/**
 * Local secrets are generated once and kept under .data so sessions survive a restart.
 * Environment variables win, as they do in production. The file and its directory are owner-only (0600, 0700).
 */
export function loadOrCreateSecrets(dataDir: string): StackSecrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<StackSecrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StackSecrets>;
  const secrets: StackSecrets = {
    INTERNAL_TOKEN_SECRET:
      process.env.INTERNAL_TOKEN_SECRET ?? stored.INTERNAL_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    SESSION_SECRET: process.env.SESSION_SECRET ?? stored.SESSION_SECRET ?? randomBytes(32).toString('hex'),
  };
  ownerOnlyDir(dataDir);
  writeOwnerOnlyFile(file, JSON.stringify(secrets, null, 2));
  return secrets;
}
