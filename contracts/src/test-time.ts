/**
 * A test's time limit as this run allows it: `npm test` runs the unit lane beside the type check and the browser
 * stacks, where a test on a 2-core machine runs several times slower than alone, and says so with HFL_TEST_TIME_SCALE.
 * A hung test still fails, only later. Services' and pages' tests share it: no dependencies, no DOM, no database, and
 * no import.meta (a page test's setup file loads it as CommonJS).
 */
export function testTime(ms: number): number {
  const scale = Number(process.env['HFL_TEST_TIME_SCALE'] ?? 1);
  return Number.isFinite(scale) && scale >= 1 ? ms * scale : ms;
}
