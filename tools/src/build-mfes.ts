/**
 * Production (or development) builds of the shell and the remotes, one after another.
 * `tsx tools/src/build-mfes.ts [name...]` builds the named ones, all four when none is given.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP } from './mfe/compile';
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

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when the MFE has no production build or anything it is built from changed since. */
export function needsBuild(name: MfeName): boolean {
  const stamp = path.join(ROOT, name, 'dist', BUILD_STAMP);
  if (!fs.existsSync(stamp) || !fs.readFileSync(stamp, 'utf8').startsWith('production')) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const inputs = [
    path.join(ROOT, name, 'src'),
    path.join(ROOT, name, 'rspack.config.ts'),
    path.join(ROOT, name, 'package.json'),
    path.join(ROOT, 'shared-ui/src'),
    path.join(ROOT, 'tools/src/mfe'),
    path.join(ROOT, 'contracts/src'),
    path.join(ROOT, 'contracts/locales'),
  ];
  return inputs.some((input) => newestMtime(input) > built);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !isMfeName(name));
  if (unknown.length > 0) {
    console.error(`unknown MFE: ${unknown.join(', ')} (choose from ${MFE_NAMES.join(', ')})`);
    process.exit(2);
  }
  try {
    await buildMfes(requested.length > 0 ? (requested as MfeName[]) : MFE_NAMES);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
