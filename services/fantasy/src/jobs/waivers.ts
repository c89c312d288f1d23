import type { Agenda, Job } from 'agenda';
import { everyOnce, logger } from '@hfl/kit';
import type { TradeDeps } from '../trades/context';
import { duePeriods, openWaiverPeriods } from '../waivers/periods';
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

/**
 * The waiver jobs (issue 42). The sweep is what publishes and starts every run: nothing is scheduled per league that
 * could be lost, a run that died or waited for a round's end is queued again by the next minute's sweep, and each
 * run's own lock keeps two of one league from running at once.
 */
export function defineWaiverJobs(agenda: Agenda, deps: TradeDeps): void {
  agenda.define(
    WAIVER_JOBS.sweep,
    async () => {
      const opened = await openWaiverPeriods(deps.stats);
      if (opened > 0) logger.info({ opened }, 'waivers: runs published');
      for (const period of await duePeriods()) {
        await agenda.now<WaiverRunPayload>(WAIVER_JOBS.run, { periodId: period._id });
      }
    },
    { lockLifetime: 60_000, concurrency: 1 },
  );
  agenda.define(
    WAIVER_JOBS.run,
    async (job: Job<WaiverRunPayload>) => {
      await runWaivers(deps, job.attrs.data.periodId);
    },
    // A done run's job is removed: Agenda's search for the next job scans the whole jobs collection on FerretDB, and
    // the period itself keeps whether the run is done (one not done is queued again by the sweep).
    { lockLifetime: 10 * 60_000, concurrency: 4, removeOnComplete: true },
  );
}

export async function scheduleWaiverJobs(agenda: Agenda): Promise<void> {
  await everyOnce(agenda, '1 minute', WAIVER_JOBS.sweep);
}
