/** Times a clean production build of the shell and the three remotes. */
import fs from 'node:fs';
import path from 'node:path';
import { buildMfes, MFE_NAMES } from '../../tools/src/build-mfes';
import { ROOT } from '../../tools/src/paths';
import { record, seconds } from './report';

export async function measureBuild(): Promise<void> {
  for (const name of MFE_NAMES) fs.rmSync(path.join(ROOT, name, 'dist'), { recursive: true, force: true });
  const started = Date.now();
  await buildMfes([...MFE_NAMES], 'production');
  const ms = Date.now() - started;
  console.log(`production build of ${MFE_NAMES.length} MFEs: ${seconds(ms)}`);
  record('build', { productionBuildMs: ms });
}

if (import.meta.url === `file://${process.argv[1]}`) await measureBuild();
