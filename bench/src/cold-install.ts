/**
 * Cold `npm ci`: the repository's manifests and lockfile in a temporary directory with an empty npm cache,
 * so every package comes from the registry.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../tools/src/paths';
import { record, seconds } from './report';

export function measureColdInstall(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-cold-install-'));
  const cache = path.join(dir, '.npm-cache');
  const copy = (rel: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, rel), path.join(dir, rel));
  };
  copy('package.json');
  copy('package-lock.json');
  const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  for (const workspace of root.workspaces) copy(path.join(workspace, 'package.json'));
  const started = Date.now();
  const run = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--cache', cache], {
    cwd: dir,
    stdio: 'inherit',
  });
  const ms = Date.now() - started;
  fs.rmSync(dir, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`npm ci failed with exit ${run.status}`);
  console.log(`cold npm ci (empty cache): ${seconds(ms)}`);
  record('cold-install', { coldInstallMs: ms });
}

if (import.meta.url === `file://${process.argv[1]}`) measureColdInstall();
