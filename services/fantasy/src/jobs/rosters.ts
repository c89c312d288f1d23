import type { Agenda } from 'agenda';
import { everyOnce, logger } from '@hfl/kit';
import type { Stats } from '../peers/stats';
import { sweepSnapshots } from '../rosters/snapshots';

export const ROSTER_JOBS = {
  /** Every minute: every started round of the open real season has each roster's lineup snapshot. */
  snapshotSweep: 'rosters:snapshot-sweep',
} as const;
export const SNAPSHOT_SWEEP_INTERVAL = '1 minute';

/**
 * The rosters' jobs. The snapshot sweep is what keeps a round's lineups when stats' "round started" call was lost
 * (fantasy down, a timeout): no roster changes during a round, so the lineup swept is still the starting one.
 */
export function defineRosterJobs(agenda: Agenda, stats: Stats): void {
  agenda.define(
    ROSTER_JOBS.snapshotSweep,
    async () => {
      const taken = await sweepSnapshots(stats);
      if (taken > 0) logger.info({ taken }, 'lineup snapshots taken by the sweep');
    },
    { concurrency: 1, lockLifetime: 60_000 },
  );
}

/** Schedules the recurring roster jobs (once the worker's Agenda has started). */
export async function scheduleRosterJobs(agenda: Agenda): Promise<void> {
  await everyOnce(agenda, SNAPSHOT_SWEEP_INTERVAL, ROSTER_JOBS.snapshotSweep);
}
