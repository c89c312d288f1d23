import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';
import type { PhaseOutcome } from './phases';

export interface FileTiming {
  file: string;
  seconds: number;
  tests: number;
}

interface JestFileResults {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

/** Every test file of the given jest JSON results with how long it ran, slowest first. */
export function slowestFiles(resultFiles: readonly string[], count: number): FileTiming[] {
  const files: FileTiming[] = [];
  for (const results of resultFiles) {
    if (!fs.existsSync(results)) continue;
    const report = JSON.parse(fs.readFileSync(results, 'utf8')) as JestFileResults;
    for (const file of report.testResults) {
      files.push({
        file: path.relative(ROOT, file.name),
        seconds: (file.endTime - file.startTime) / 1000,
        tests: file.assertionResults.length,
      });
    }
  }
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

const seconds = (value: number) => `${value.toFixed(1)} s`;

/** The table `npm test` ends with: where the time went, so the next person sees what to make faster. */
export function timingsReport(phases: readonly PhaseOutcome[], slowest: readonly FileTiming[], total: number): string {
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
  ];
  return lines.join('\n');
}
