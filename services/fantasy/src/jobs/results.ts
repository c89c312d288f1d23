import { exponential, type Agenda } from 'agenda';
import type { WeekPointsChangedPayload } from '@hfl/contracts';
import { everyOnce, logger } from '@hfl/kit';
import type { ResultDeps } from '../games/results';
import { roundsScored, sweepResults } from '../season-flow/points-changed';

export const RESULT_JOBS = {
  /** Stats said these rounds' points changed (a lock, a correction, a recalculation): score them. */
  scoreRounds: 'results:score-rounds',
  /** Every minute: every locked round of the open real season has its results; the finished season is finished. */
  sweep: 'results:sweep',
} as const;
export const RESULTS_SWEEP_INTERVAL = '1 minute';

/** A scoring of 1,000 leagues takes seconds; one running for minutes died with its worker, and runs again. */
const SCORING_LOCK_LIFETIME_MS = 5 * 60_000;
/** A scoring that failed (stats unreachable) is tried again, soon at first. */
const scoringRetries = exponential({ delay: 5_000, maxDelay: 5 * 60_000, maxRetries: 8 });

/**
 * The results' jobs. Stats tells fantasy when a round's points change (the lock, a correction) and fantasy queues a
 * scoring of those rounds, which the worker runs at once (idempotent: every run rewrites the rounds whole); the sweep
 * scores a locked round whose word was lost or whose scoring gave up.
 */
export function defineResultJobs(agenda: Agenda, deps: ResultDeps): void {
  agenda.define<WeekPointsChangedPayload>(
    RESULT_JOBS.scoreRounds,
    async (job) => {
      const rosters = await roundsScored(deps, job.attrs.data);
      logger.info({ ...job.attrs.data, rosters }, 'rounds scored');
    },
    // One at a time: scorings of one real season wait for each other anyway (score-rosters' lock).
    { concurrency: 1, lockLifetime: SCORING_LOCK_LIFETIME_MS, backoff: scoringRetries },
  );
  agenda.define(
    RESULT_JOBS.sweep,
    async () => {
      const scored = await sweepResults(deps);
      if (scored.length > 0) logger.info({ scored }, 'rounds scored by the results sweep');
    },
    { concurrency: 1, lockLifetime: SCORING_LOCK_LIFETIME_MS },
  );
}

/** Queues the scoring of rounds whose points changed; answers the job's id. */
export async function queueRoundsScoring(agenda: Agenda, payload: WeekPointsChangedPayload): Promise<string> {
  const job = await agenda.now<WeekPointsChangedPayload>(RESULT_JOBS.scoreRounds, payload);
  return String(job.attrs._id);
}

export async function scheduleResultJobs(agenda: Agenda): Promise<void> {
  await everyOnce(agenda, RESULTS_SWEEP_INTERVAL, RESULT_JOBS.sweep);
}
