import type { Agenda, Job } from 'agenda';
import { ConflictError, everyOnce, logger } from '@hfl/kit';
import type { TradeDeps } from '../trades/context';
import { openWaiverPeriods, queueDuePeriods, releaseQueued } from '../waivers/periods';
import { runWaivers } from '../waivers/run';

export const WAIVER_JOBS = {
  /** Every minute: a locked round publishes each league season's run; a run whose time came is queued. */
  sweep: 'waivers:sweep',
  /** One league season's run after a round's lock ({periodId}). */
  run: 'waivers:run',
} as const;

export interface WaiverRunPayload {
  periodId: string;
}

/** A run's job lives this long (Agenda's lock); a run queued longer ago and not done died with its worker. */
const RUN_JOB_LIFETIME_MS = 10 * 60_000;

/**
 * The waiver jobs (issue 42). The sweep is what publishes and starts every run: nothing is scheduled per league that
 * could be lost, a run that died or waited for a round's end is queued again by a later sweep (a queued one is not:
 * `queueDuePeriods`), and each run's own lock keeps two of one league from running at once.
 */
export function defineWaiverJobs(agenda: Agenda, deps: TradeDeps): void {
  agenda.define(
    WAIVER_JOBS.sweep,
    async () => {
      const opened = await openWaiverPeriods(deps.stats);
      if (opened > 0) logger.info({ opened }, 'waivers: runs published');
      const queued = await queueDuePeriods(async (periodId) => {
        await agenda.now<WaiverRunPayload>(WAIVER_JOBS.run, { periodId });
      }, RUN_JOB_LIFETIME_MS);
      if (queued > 0) logger.info({ queued }, 'waivers: runs queued');
    },
    // Queuing a thousand leagues' runs takes a while; a second sweep at the same time would queue none of them again.
    { lockLifetime: RUN_JOB_LIFETIME_MS, concurrency: 1 },
  );
  agenda.define(
    WAIVER_JOBS.run,
    async (job: Job<WaiverRunPayload>) => {
      const { periodId } = job.attrs.data;
      try {
        if (!(await runWaivers(deps, periodId))) await releaseQueued(periodId);
      } catch (error) {
        // Busy: another worker runs it (Agenda on FerretDB may hand one job to two), and its end decides.
        if (!(error instanceof ConflictError && error.message === 'errors:rosterBusy')) await releaseQueued(periodId);
        throw error;
      }
    },
    // A done run's job is removed: Agenda's search for the next job scans the whole jobs collection on FerretDB, and
    // the period itself keeps whether the run is done (one not done is queued again by the sweep).
    { lockLifetime: RUN_JOB_LIFETIME_MS, concurrency: 4, removeOnComplete: true },
  );
}

export async function scheduleWaiverJobs(agenda: Agenda): Promise<void> {
  await everyOnce(agenda, '1 minute', WAIVER_JOBS.sweep);
}
