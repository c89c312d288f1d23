import http from 'node:http';
import { TOTAL_COUNT_HEADER } from '@hfl/contracts';
/** p-th percentile (nearest rank) of ascending values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Latencies in ms summed up as the benches print them, to a tenth of a millisecond. */
export function summary(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

export const describeSummary = (s: LatencySummary) =>
  `p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms (n = ${s.count})`;

export interface TimedAnswer {
  status: number;
  ms: number;
  text: string;
  /** The X-Total-Count header of a paged list (NaN without one). */
  total: number;
}

/** One GET as a browser makes it (a session cookie when given), timed from sending to the whole answer read. */
export function timedGet(url: URL, agent: http.Agent, headers: Record<string, string> = {}): Promise<TimedAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'GET', agent, headers: { accept: 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            text,
            total: Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

export interface AloneAndTogether {
  oneAtATime: LatencySummary;
  concurrent: LatencySummary & { clients: number };
  /** The fewest and the most rows a call matched (its X-Total-Count). */
  matching: { min: number; max: number };
  targetP95Ms: number;
  met: { oneAtATime: boolean; concurrent: boolean };
}

/**
 * `requests` timed calls one at a time, then the same calls from `clients` at once, each call numbered (so a bench
 * varies its filters): both summed up against a p95 target, with how many rows the calls matched.
 */
export async function timeAloneAndTogether(
  { requests, clients, targetMs }: { requests: number; clients: number; targetMs: number },
  call: (i: number) => Promise<{ ms: number; total: number }>,
): Promise<AloneAndTogether> {
  const sequential: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < requests; i++) {
    const { ms, total } = await call(i);
    sequential.push(ms);
    totals.push(total);
  }
  const concurrent: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests) concurrent.push((await call(next++)).ms);
    }),
  );
  const oneAtATime = summary(sequential);
  const together = summary(concurrent);
  return {
    oneAtATime,
    concurrent: { clients, ...together },
    matching: { min: Math.min(...totals), max: Math.max(...totals) },
    targetP95Ms: targetMs,
    met: { oneAtATime: oneAtATime.p95 <= targetMs, concurrent: together.p95 <= targetMs },
  };
}

/** The lines a bench prints for `timeAloneAndTogether`'s figures of `call` (what it asks, e.g. its path). */
export function describeAloneAndTogether(call: string, figures: AloneAndTogether, rows: string): string {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const { clients } = figures.concurrent;
  return (
    `  ${call} through the BFF, one at a time: ${describeSummary(figures.oneAtATime)}\n` +
    `  ${clients} at a time: ${describeSummary(figures.concurrent)}\n` +
    `  ${rows} matching a call: ${figures.matching.min} to ${figures.matching.max}\n` +
    `  target p95 ≤ ${figures.targetP95Ms} ms: one at a time ${verdict(figures.met.oneAtATime)}, ` +
    `${clients} at a time ${verdict(figures.met.concurrent)}`
  );
}
