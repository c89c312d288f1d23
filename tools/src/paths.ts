import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DATA_DIR = path.join(ROOT, '.data');

/**
 * Builds kept outside the clone, keyed by the hash of their sources, so a fresh clone (CI's) reuses them:
 * `HFL_CACHE_DIR`, else `$XDG_CACHE_HOME/hfl-fantasy`, else `~/.cache/hfl-fantasy`.
 */
export const CACHE_DIR =
  process.env.HFL_CACHE_DIR ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'hfl-fantasy');

/** Where throwaway test data goes: memory (tmpfs) where the machine has it, since a test database needs no disk. */
export function scratchDir(prefix: string): string {
  const shm = '/dev/shm';
  let base = os.tmpdir();
  try {
    fs.accessSync(shm, fs.constants.W_OK);
    base = shm;
  } catch {
    // No writable tmpfs (macOS, some containers): the system's temporary directory.
  }
  return fs.mkdtempSync(path.join(base, prefix));
}
