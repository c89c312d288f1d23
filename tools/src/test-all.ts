/**
 * `npm test`: the static checks (ESLint errors, Prettier formatting: one test each), every jest project (unit and
 * integration, on an embedded database), then the browser tests against a full production stack. Ends with one line
 * `N passed, N failed`, also written to .data/test-results/summary.txt.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildMfes, MFE_NAMES, needsBuild } from './build-mfes';
import { DATA_DIR, ROOT } from './paths';

const RESULTS_DIR = path.join(DATA_DIR, 'test-results');
const JEST = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
const PRETTIER = path.join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

function runJest(label: string, args: string[]): Totals {
  const outputFile = path.join(RESULTS_DIR, `${label}.json`);
  fs.rmSync(outputFile, { force: true });
  console.log(`\n=== ${label} tests ===`);
  const run = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', JEST, '--ci', '--json', `--outputFile=${outputFile}`, ...args],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_NO_WARNINGS: '1' },
    },
  );
  if (!fs.existsSync(outputFile)) {
    console.error(`${label}: jest produced no results (exit ${run.status}); counted as one failure`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numRuntimeErrorTestSuites: number;
  };
  return {
    passed: report.numPassedTests,
    // A suite that fails to load has no failed tests of its own; count it so it cannot pass silently.
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** One static check, counted as one test: passes when the tool exits 0; the tool itself prints the offending files. */
function runCheck(label: string, args: string[]): Totals {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const run = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  const passed = run.status === 0;
  console.log(`${label}: ${passed ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { passed: passed ? 1 : 0, failed: passed ? 0 : 1, skipped: 0 };
}

async function main(): Promise<number> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const totals: Totals[] = [];
  // Errors fail, warnings don't (--quiet prints the errors only; `npm run lint` shows the warnings too).
  totals.push(runCheck('lint (eslint)', [ESLINT, '--quiet', '.']));
  totals.push(runCheck('format (prettier --check)', [PRETTIER, '--check', '--cache', '--log-level=warn', '.']));
  totals.push(runJest('unit', ['--maxWorkers=2']));

  let built = true;
  try {
    const stale = MFE_NAMES.filter((name) => needsBuild(name));
    if (stale.length > 0) {
      console.log(`\n=== building ${stale.join(', ')} for the browser tests ===`);
      await buildMfes(stale, 'production');
    }
  } catch (error) {
    console.error(error);
    built = false;
  }
  if (built) totals.push(runJest('e2e', ['-c', 'e2e/package.json']));
  else {
    console.error('the MFE build failed: browser tests not run, counted as one failure');
    totals.push({ passed: 0, failed: 1, skipped: 0 });
  }

  const sum = totals.reduce((a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  }));
  const line = `${sum.passed} passed, ${sum.failed} failed${sum.skipped ? `, ${sum.skipped} skipped` : ''}`;
  fs.writeFileSync(path.join(RESULTS_DIR, 'summary.txt'), `${line}\n`);
  console.log(`\n${line}`);
  return sum.failed === 0 ? 0 : 1;
}

process.exit(await main());
