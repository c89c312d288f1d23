import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from '../paths';
import type { PhaseOutcome } from './phases';

export interface FileTiming {
  file: string;
  seconds: number;
  tests: number;
}

interface JestFileResults {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

const readResults = (resultFiles: readonly string[]): JestFileResults['testResults'] =>
  resultFiles
    .filter((results) => fs.existsSync(results))
    .flatMap((results) => (JSON.parse(fs.readFileSync(results, 'utf8')) as JestFileResults).testResults);

/** Every test file of the given jest JSON results with how long it ran, slowest first. */
export function slowestFiles(resultFiles: readonly string[], count: number): FileTiming[] {
  return readResults(resultFiles)
    .map((file) => ({
      file: path.relative(ROOT, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults.length,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** The first non-empty line of an error text, without the terminal's colours. */
const firstLine = (text: string | undefined) =>
  stripVTControlCharacters(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

/**
 * Each failed test as "file › test: first line of its error", and each file that failed to run: CI shows only the
 * end of the output, so this is what says what to fix.
 */
export function failedTests(resultFiles: readonly string[]): string[] {
  return readResults(resultFiles).flatMap((file) => {
    const where = path.relative(ROOT, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.message && file.assertionResults.length === 0) {
      return [`${where}: ${firstLine(file.message)}`];
    }
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

const seconds = (value: number) => `${value.toFixed(1)} s`;

/** The table `npm test` ends with: where the time went, so the next person sees what to make faster. */
export function timingsReport(
  phases: readonly PhaseOutcome[],
  slowest: readonly FileTiming[],
  total: number,
  failed: readonly string[] = [],
): string {
  const nameWidth = Math.max(...phases.map((p) => p.name.length), 5);
  const lines = [
    '',
    `${'phase'.padEnd(nameWidth)}  lane      start      took  tests`,
    ...phases.map(
      (p) =>
        `${p.name.padEnd(nameWidth)}  ${p.lane.padEnd(8)} ${seconds(p.start).padStart(7)} ${seconds(p.seconds).padStart(9)}  ` +
        `${p.passed} passed, ${p.failed} failed${p.ok ? '' : '  ← FAILED'}`,
    ),
    `${'all'.padEnd(nameWidth)}  ${''.padEnd(8)} ${''.padStart(7)} ${seconds(total).padStart(9)}`,
    '',
    `the ${slowest.length} slowest test files:`,
    ...slowest.map((f) => `${seconds(f.seconds).padStart(8)}  ${f.file} (${f.tests} tests)`),
    ...(failed.length
      ? ['', `the ${failed.length} failed tests:`, ...failed.map((line) => `  ${line.slice(0, 400)}`)]
      : []),
  ];
  return lines.join('\n');
}
