/**
 * Production (or development) builds of the shell and the remotes, one after another.
 * `tsx tools/src/build-mfes.ts [--changed] [name...]` builds the named ones, all four when none is given; with
 * `--changed`, only those whose inputs changed since their last production build.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP } from './mfe/compile';
import { mfeInputsHash } from './mfe/inputs-hash';
import { MFE_NAMES, isMfeName, type MfeName } from './mfe/mfe-names';
import { BUILD_NODE_ARGS } from './mfe/node-loader';
import type { BuildMode } from './mfe/rspack-config';
import { ROOT } from './paths';

export { MFE_NAMES, type MfeName };

const COMPILE = path.join(ROOT, 'tools/src/mfe/compile.ts');

function compileInChild(name: MfeName, mode: BuildMode): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...BUILD_NODE_ARGS, COMPILE, name, mode], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`building ${name} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Builds the given MFEs in sequence, printing one line per MFE with its time. */
export async function buildMfes(names: readonly MfeName[] = MFE_NAMES, mode: BuildMode = 'production'): Promise<void> {
  for (const name of names) {
    const started = Date.now();
    await compileInChild(name, mode);
    console.log(`built ${name} (${mode}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** True when the MFE has no production build or the content of anything it is built from changed since. */
export function needsBuild(name: MfeName): boolean {
  const stamp = path.join(ROOT, name, 'dist', BUILD_STAMP);
  if (!fs.existsSync(stamp)) return true;
  return fs.readFileSync(stamp, 'utf8').trim() !== `production ${mfeInputsHash(name)}`;
}

/** The MFEs whose sources changed since their production build (none on a second run). */
export function staleMfes(names: readonly MfeName[] = MFE_NAMES): MfeName[] {
  return names.filter((name) => needsBuild(name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const changedOnly = process.argv.includes('--changed');
  const requested = process.argv.slice(2).filter((arg) => arg !== '--changed');
  const unknown = requested.filter((name) => !isMfeName(name));
  if (unknown.length > 0) {
    console.error(`unknown MFE: ${unknown.join(', ')} (choose from ${MFE_NAMES.join(', ')})`);
    process.exit(2);
  }
  try {
    const names = requested.length > 0 ? (requested as MfeName[]) : MFE_NAMES;
    const stale = changedOnly ? staleMfes(names) : names;
    if (stale.length === 0) console.log(`${names.join(', ')}: built from these sources already`);
    await buildMfes(stale);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
