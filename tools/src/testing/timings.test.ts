import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../paths';
import { failedTests, slowestFiles, timingsReport } from './timings';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timings-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const results = (testResults: unknown[]) => {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify({ testResults }));
  return file;
};

const passing = {
  name: path.join(ROOT, 'a/quick.test.ts'),
  startTime: 0,
  endTime: 2_000,
  assertionResults: [{ fullName: 'a when x, then y', status: 'passed', failureMessages: [] }],
};
const failing = {
  name: path.join(ROOT, 'b/slow.test.tsx'),
  startTime: 0,
  endTime: 9_000,
  assertionResults: [
    { fullName: 'b when z, then w', status: 'passed', failureMessages: [] },
    {
      fullName: 'b when the list is long, then it pages',
      status: 'failed',
      failureMessages: [
        '\n\u001b[31mthrown: "Exceeded timeout of 30000 ms for a test."\u001b[39m\n    at it (b/slow.test.tsx:3:1)',
      ],
    },
  ],
};
const broken = {
  name: path.join(ROOT, 'c/broken.test.ts'),
  startTime: 0,
  endTime: 100,
  message: '  ● Test suite failed to run\n\n    Cannot find module',
  assertionResults: [],
};

describe('the test run report', () => {
  it('when a test failed or a file could not run, then the report names each with its first error line', () => {
    const file = results([passing, failing, broken]);

    const failed = failedTests([file, '/no/such/results.json']);

    expect(failed).toEqual([
      'b/slow.test.tsx › b when the list is long, then it pages: thrown: "Exceeded timeout of 30000 ms for a test."',
      'c/broken.test.ts: ● Test suite failed to run',
    ]);
    const report = timingsReport([], slowestFiles([file], 2), 12, failed);
    expect(report).toContain('the 2 failed tests:');
    expect(report).toContain('  b/slow.test.tsx › b when the list is long');
    expect(report.indexOf('9.0 s  b/slow.test.tsx (2 tests)')).toBeLessThan(report.indexOf('2.0 s  a/quick.test.ts'));
  });

  it('when every test passed, then the report lists no failures', () => {
    const file = results([passing]);

    expect(failedTests([file])).toEqual([]);
    expect(timingsReport([], slowestFiles([file], 1), 3, [])).not.toContain('failed tests');
  });
});
