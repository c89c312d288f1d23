import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

export const NO_TESTS: Totals = { passed: 0, failed: 0, skipped: 0 };
export const ONE_FAILURE: Totals = { passed: 0, failed: 1, skipped: 0 };

/**
 * One step of `npm test`, run as a child Node process whose output goes to its own log (printed whole when it ends,
 * so lanes running side by side never interleave their lines).
 *  - `check`: a static check, counted as one test that passes when the tool exits 0.
 *  - `jest`: counted from the jest JSON results the run writes to `results`.
 *  - `step`: preparation (a build); counts nothing when it succeeds and one failure when it fails.
 */
export interface Phase {
  name: string;
  lane: string;
  args: string[];
  kind: 'check' | 'step' | { jest: string };
  /** Runs below normal priority: CPU-bound work yields to the browser tests, which wait on clocks and pages. */
  background?: boolean;
  env?: Record<string, string>;
}

export interface PhaseOutcome extends Totals {
  name: string;
  lane: string;
  /** Seconds from the start of `npm test`. */
  start: number;
  seconds: number;
  ok: boolean;
}

/** How far below normal priority background phases run (the children they start inherit it). */
const BACKGROUND_NICENESS = 10;
const NICE = '/usr/bin/nice';

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numRuntimeErrorTestSuites: number;
}

function jestTotals(results: string, name: string): Totals {
  if (!fs.existsSync(results)) {
    console.error(`${name}: jest wrote no results; counted as one failure`);
    return ONE_FAILURE;
  }
  const report = JSON.parse(fs.readFileSync(results, 'utf8')) as JestReport;
  return {
    passed: report.numPassedTests,
    // A suite that fails to load has no failed tests of its own; count it so it cannot pass silently.
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Runs one phase to its end; never rejects (a phase that cannot start has failed). */
export async function runPhase(phase: Phase, runStarted: number, resultsDir: string): Promise<PhaseOutcome> {
  const started = Date.now();
  const logFile = path.join(resultsDir, `${slug(phase.name)}.log`);
  if (typeof phase.kind === 'object') fs.rmSync(phase.kind.jest, { force: true });
  console.log(`▶ ${phase.name} (${phase.lane}) started at ${((started - runStarted) / 1000).toFixed(0)} s`);
  const log = fs.openSync(logFile, 'w');
  const exitCode = await new Promise<number>((resolve) => {
    // Started under `nice`, so every thread of the phase and every process it starts runs below normal priority
    // (renicing a started process reaches its main thread only).
    const [command, args] =
      phase.background && fs.existsSync(NICE)
        ? [NICE, ['-n', String(BACKGROUND_NICENESS), process.execPath, ...phase.args]]
        : [process.execPath, phase.args];
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', log, log],
      env: { ...process.env, NODE_NO_WARNINGS: '1', FORCE_COLOR: '0', ...phase.env },
    });
    child.once('error', (error) => {
      fs.writeSync(log, `${error.message}\n`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  fs.closeSync(log);
  const seconds = (Date.now() - started) / 1000;
  const ok = exitCode === 0;
  const totals =
    typeof phase.kind === 'object'
      ? jestTotals(phase.kind.jest, phase.name)
      : phase.kind === 'check'
        ? { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }
        : ok
          ? NO_TESTS
          : ONE_FAILURE;
  const passed = ok && totals.failed === 0;
  console.log(`\n=== ${phase.name}: ${passed ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s ===`);
  process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  return { ...totals, name: phase.name, lane: phase.lane, start: (started - runStarted) / 1000, seconds, ok: passed };
}

/** What a phase counts when an earlier phase it needs failed: it did not run, and that is one failure. */
export function notRun(phase: Phase, reason: string, runStarted: number): PhaseOutcome {
  console.log(`\n=== ${phase.name}: not run (${reason}), counted as one failure ===`);
  return {
    ...ONE_FAILURE,
    name: phase.name,
    lane: phase.lane,
    start: (Date.now() - runStarted) / 1000,
    seconds: 0,
    ok: false,
  };
}
