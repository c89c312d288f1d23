import type { Agenda } from 'agenda';
import { logger } from '@hfl/kit';
import { sweepResults, type ResultDeps } from '../games/results';

export const RESULT_JOBS = {
  /** Every minute: every locked round of the open real season has its results; the finished season is finished. */
  sweep: 'results:sweep',
} as const;
export const RESULTS_SWEEP_INTERVAL = '1 minute';

/**
 * The results' jobs. Stats tells fantasy when a round's points change (the lock, a correction) and fantasy scores at
 * once; the sweep scores a locked round whose word was lost or whose scoring died midway.
 */
export function defineResultJobs(agenda: Agenda, deps: ResultDeps): void {
  agenda.define(
    RESULT_JOBS.sweep,
    async () => {
      const scored = await sweepResults(deps);
      if (scored.length > 0) logger.info({ scored }, 'rounds scored by the results sweep');
    },
    { concurrency: 1, lockLifetime: 5 * 60_000 },
  );
}

export async function scheduleResultJobs(agenda: Agenda): Promise<void> {
  await agenda.every(RESULTS_SWEEP_INTERVAL, RESULT_JOBS.sweep);
}
