import fs from 'node:fs';
import path from 'node:path';

/** Owner-only modes for what holds secrets and data: nobody else on the machine reads sessions, hashes or keys. */
export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Creates `dir` owner-only, or narrows it when it exists with a wider mode. */
export function ownerOnlyDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  fs.chmodSync(dir, OWNER_ONLY_DIR);
}

/** Narrows every file directly in `dir` (left by an earlier version with the default umask) to owner-only. */
export function ownerOnlyFiles(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) fs.chmodSync(path.join(dir, entry.name), OWNER_ONLY_FILE);
  }
}

/** Writes `file` owner-only; `writeFileSync`'s mode applies only to a new file, so an existing one is narrowed too. */
export function writeOwnerOnlyFile(file: string, content: string): void {
  fs.writeFileSync(file, content, { mode: OWNER_ONLY_FILE });
  fs.chmodSync(file, OWNER_ONLY_FILE);
}

/** Runs `start` (a child process spawn) with umask 077, so whatever the child creates is owner-only. */
export function withOwnerOnlyUmask<T>(start: () => T): T {
  const previous = process.umask(0o077);
  try {
    return start();
  } finally {
    process.umask(previous);
  }
}
