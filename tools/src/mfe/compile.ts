/**
 * Compiles one MFE in this process: `node --import tsx/esm tools/src/mfe/compile.ts <name> <mode>`.
 * build-mfes.ts starts it once per MFE (see node-loader.ts for why it is a separate process).
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { ROOT } from '../paths';
import { mfeInputsHash } from './inputs-hash';
import { isMfeName, type MfeName } from './mfe-names';
import { assertFederationRuntimeIsIntact } from './node-loader';
import type { BuildMode } from './rspack-config';

/** Written after a successful build: its mode and the hash of the inputs it was built from (see `needsBuild`). */
export const BUILD_STAMP = '.build-stamp';

type ConfigFactory = (env: unknown, argv: { mode?: BuildMode }) => Configuration;

export async function loadMfeConfig(name: MfeName, mode: BuildMode): Promise<Configuration> {
  const module = (await import(path.join(ROOT, name, 'rspack.config.ts'))) as { default: ConfigFactory };
  return module.default({}, { mode });
}

export async function compile(name: MfeName, mode: BuildMode): Promise<Stats> {
  assertFederationRuntimeIsIntact();
  const inputs = mfeInputsHash(name);
  const compiler = rspack(await loadMfeConfig(name, mode));
  const stats = await new Promise<Stats>((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (!result) reject(new Error('rspack returned no stats'));
        else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true, colors: false })));
        else resolve(result);
      });
    });
  });
  fs.writeFileSync(path.join(ROOT, name, 'dist', BUILD_STAMP), `${mode} ${inputs}\n`);
  return stats;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [name, mode = 'production'] = process.argv.slice(2);
  if (!name || !isMfeName(name) || (mode !== 'production' && mode !== 'development')) {
    console.error('usage: compile.ts <shell|mfe-player|mfe-draft|mfe-owner> [production|development]');
    process.exit(2);
  }
  try {
    const stats = await compile(name, mode);
    const warnings = stats.toJson({ all: false, warnings: true }).warnings ?? [];
    for (const warning of warnings) console.warn(`${name}: ${warning.message}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
