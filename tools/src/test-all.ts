/**
 * `npm test`: every check and every test, in three lanes:
 *  - checks:  the type check (tsc over the whole repository), ESLint errors and Prettier formatting, one test each;
 *  - unit:    every jest project (unit and integration, on one embedded database);
 *  - browser: production builds of the MFEs whose sources changed, then the browser tests: the files that share one
 *             stack, then those that start their own (one busy stack at a time: two stacks and their browsers at
 *             once outgrow two cores, and the draft's turn clocks run out).
 * All three lanes start at once. The checks and the unit lane run under `nice`, so the browser stacks, whose steps
 * race clocks (a draft turn, a 30-s wait), take the cores first and the background fills what they leave idle. Ends
 * with where the time went (also in .data/test-results/timings.json) and one line `N passed, N failed`, also written to
 * .data/test-results/summary.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ROOT } from './paths';
import { notRun, runPhase, type Phase } from './testing/phases';
import { failedTests, slowestFiles, timingsReport } from './testing/timings';

const RESULTS_DIR = path.join(DATA_DIR, 'test-results');
const bin = (...parts: string[]) => path.join(ROOT, 'node_modules', ...parts);
const TSX = ['--import', 'tsx'];
const JEST = ['--experimental-vm-modules', bin('jest', 'bin', 'jest.js'), '--ci'];
const results = (name: string) => path.join(RESULTS_DIR, `${name}.json`);
const UNIT_TIME_SCALE = 3;

const jest = (
  name: string,
  lane: string,
  file: string,
  args: string[],
  background = false,
  env?: Record<string, string>,
): Phase & { kind: { jest: string } } => ({
  name,
  lane,
  args: [...JEST, '--json', `--outputFile=${results(file)}`, ...args],
  kind: { jest: results(file) },
  background,
  env,
});

const PHASES = {
  launcher: { name: 'database launcher', lane: 'unit', args: [...TSX, 'tools/src/db.ts'], kind: 'step' },
  typecheck: {
    name: 'typecheck (tsc)',
    lane: 'checks',
    args: [bin('typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'],
    kind: 'check',
    background: true,
  },
  // Errors fail, warnings don't (--quiet prints the errors only; `npm run lint` shows the warnings too).
  lint: {
    name: 'lint (eslint)',
    lane: 'checks',
    args: [bin('eslint', 'bin', 'eslint.js'), '--quiet', '.'],
    kind: 'check',
    background: true,
  },
  format: {
    name: 'format (prettier --check)',
    lane: 'checks',
    args: [bin('prettier', 'bin', 'prettier.cjs'), '--check', '--cache', '--log-level=warn', '.'],
    kind: 'check',
    background: true,
  },
  // Beside the browser lanes and the checks, a 2-core CI machine runs a test up to ten times slower than alone: a test
  // measured there took 43 s of its 60. Thrice the usual time limits (a test's, a file's own, a hook's and a page
  // test's wait for what it expects: kit's testTime) keep a slow test from failing there while a hung one still fails.
  unit: jest(
    'unit and integration (jest)',
    'unit',
    'unit',
    ['--maxWorkers=3', `--testTimeout=${30_000 * UNIT_TIME_SCALE}`],
    true,
    { HFL_TEST_TIME_SCALE: String(UNIT_TIME_SCALE) },
  ),
  build: { name: 'MFE builds', lane: 'browser', args: [...TSX, 'tools/src/build-mfes.ts', '--changed'], kind: 'step' },
  sharedStack: jest('browser, shared stack', 'browser', 'e2e', ['-c', 'e2e/package.json', '--selectProjects', 'e2e']),
  ownStacks: jest('browser, own stacks', 'browser', 'e2e-own-stack', [
    '-c',
    'e2e/package.json',
    '--selectProjects',
    'e2e-own-stack',
  ]),
} satisfies Record<string, Phase>;

async function main(): Promise<number> {
  const runStarted = Date.now();
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const run = (phase: Phase) => runPhase(phase, runStarted, RESULTS_DIR);
  const runInTurn = async (ready: boolean, phases: Phase[], missing: string) => {
    if (!ready) return phases.map((phase) => notRun(phase, `${missing} failed`, runStarted));
    const outcomes = [];
    for (const phase of phases) outcomes.push(await run(phase));
    return outcomes;
  };

  const launcher = run(PHASES.launcher);
  const checks = (async () => [await run(PHASES.typecheck), await run(PHASES.lint), await run(PHASES.format)])();
  const unit = (async () => runInTurn((await launcher).ok, [PHASES.unit], PHASES.launcher.name))();
  const browser = (async () => {
    const build = await run(PHASES.build);
    const ready = build.ok && (await launcher).ok;
    return [build, ...(await runInTurn(ready, [PHASES.sharedStack, PHASES.ownStacks], 'a build'))];
  })();
  const outcomes = [await launcher, ...(await checks), ...(await unit), ...(await browser)].sort(
    (a, b) => a.start - b.start,
  );

  const total = (Date.now() - runStarted) / 1000;
  const jestResults = [PHASES.unit, PHASES.sharedStack, PHASES.ownStacks].map((phase) => phase.kind.jest);
  const slowest = slowestFiles(jestResults, 15);
  console.log(timingsReport(outcomes, slowest, total, failedTests(jestResults)));
  fs.writeFileSync(
    path.join(RESULTS_DIR, 'timings.json'),
    `${JSON.stringify({ seconds: total, phases: outcomes, slowestFiles: slowest }, null, 2)}\n`,
  );

  const sum = outcomes.reduce(
    (a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const line = `${sum.passed} passed, ${sum.failed} failed${sum.skipped ? `, ${sum.skipped} skipped` : ''}`;
  fs.writeFileSync(path.join(RESULTS_DIR, 'summary.txt'), `${line}\n`);
  console.log(`\n${line}`);
  return sum.failed === 0 ? 0 : 1;
}

process.exit(await main());
