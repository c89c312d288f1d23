import type { Agenda, Job } from 'agenda';
import { everyOnce, logger } from '@hfl/kit';
import type { TradeDeps } from '../trades/context';
import { openWaiverPeriods, queueDuePeriods, releaseQueued } from '../waivers/periods';
import { runWaiverBatch } from '../waivers/run';

export const WAIVER_JOBS = {
  /** Every minute: a locked round publishes each league season's run; the runs whose time came are queued. */
  sweep: 'waivers:sweep',
  /** A batch of league seasons' runs after a round's lock ({periodIds}). */
  run: 'waivers:run',
} as const;

export interface WaiverRunPayload {
  periodIds: string[];
}

/** A run job's lifetime (Agenda's lock); a run queued longer ago and not done died with its worker. */
const RUN_JOB_LIFETIME_MS = 10 * 60_000;
/**
 * Runs per job: each job is one more for Agenda to find among the stored ones (a scan on FerretDB) and one more call
 * to leagues for the teams; a batch is still short enough to spread over the workers.
 */
const RUNS_PER_JOB = 25;

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
      const queued = await queueDuePeriods(
        async (periodIds) => {
          await agenda.now<WaiverRunPayload>(WAIVER_JOBS.run, { periodIds });
        },
        { jobLifetimeMs: RUN_JOB_LIFETIME_MS, batchSize: RUNS_PER_JOB },
      );
      if (queued > 0) logger.info({ queued }, 'waivers: runs queued');
    },
    // Queuing a thousand leagues' runs takes a while; a second sweep at the same time would queue none of them again.
    { lockLifetime: RUN_JOB_LIFETIME_MS, concurrency: 1 },
  );
  agenda.define(
    WAIVER_JOBS.run,
    async (job: Job<WaiverRunPayload>) => {
      const { periodIds } = job.attrs.data;
      try {
        await releaseQueued(await runWaiverBatch(deps, periodIds));
      } catch (error) {
        await releaseQueued(periodIds);
        throw error;
      }
    },
    // A done job is removed: Agenda's search for the next job scans the whole jobs collection on FerretDB, and each
    // period keeps whether its run is done (one not done is queued again by the sweep).
    { lockLifetime: RUN_JOB_LIFETIME_MS, concurrency: 2, removeOnComplete: true },
  );
}

export async function scheduleWaiverJobs(agenda: Agenda): Promise<void> {
  await everyOnce(agenda, '1 minute', WAIVER_JOBS.sweep);
}
