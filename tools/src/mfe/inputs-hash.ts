import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';
import type { MfeName } from './mfe-names';

/** Everything a production build of `name` is made from, relative to the repository. */
function inputsOf(name: MfeName): string[] {
  return [
    `${name}/src`,
    `${name}/public`,
    `${name}/rspack.config.ts`,
    `${name}/package.json`,
    'shared-ui/src',
    'tools/src/mfe',
    'contracts/src',
    'contracts/locales',
    'package-lock.json',
  ];
}

function hashTree(hash: ReturnType<typeof createHash>, relative: string): void {
  const absolute = path.join(ROOT, relative);
  if (!fs.existsSync(absolute)) return;
  if (fs.statSync(absolute).isDirectory()) {
    for (const entry of fs.readdirSync(absolute).sort()) {
      if (entry !== 'node_modules' && entry !== 'dist') hashTree(hash, path.join(relative, entry));
    }
    return;
  }
  hash.update(`${relative}\0`).update(fs.readFileSync(absolute)).update('\0');
}

/**
 * A hash of the build's inputs by content, not by time: a fresh clone (every file new) with the same sources needs no
 * build, and an edit that changes nothing needs none either.
 */
export function mfeInputsHash(name: MfeName): string {
  const hash = createHash('sha256');
  for (const input of inputsOf(name)) hashTree(hash, input);
  return hash.digest('hex').slice(0, 16);
}
