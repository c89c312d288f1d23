import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface StackSecrets {
  INTERNAL_TOKEN_SECRET: string;
  SESSION_SECRET: string;
}

/**
 * Local secrets are generated once and kept under .data so sessions survive a restart.
 * Environment variables win, as they do in production.
 */
export function loadOrCreateSecrets(dataDir: string): StackSecrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<StackSecrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StackSecrets>;
  const secrets: StackSecrets = {
    INTERNAL_TOKEN_SECRET: process.env.INTERNAL_TOKEN_SECRET ?? stored.INTERNAL_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    SESSION_SECRET: process.env.SESSION_SECRET ?? stored.SESSION_SECRET ?? randomBytes(32).toString('hex'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
