import { logger, type createAgenda } from '@hfl/kit';
import { sweepPageViews } from '../page-views/page-views';

type Agenda = ReturnType<typeof createAgenda>;

export const PAGE_VIEW_JOBS = {
  /** Daily: page views older than 90 days deleted (their days' collections dropped), finished days counted per page. */
  retentionSweep: 'page-views:retention-sweep',
} as const;

/** A sweep holds nothing for long; one that dies is run again the next day (or by hand). */
const options = { lockLifetime: 10 * 60_000, concurrency: 1 } as const;

export function definePageViewJobs(agenda: Agenda): void {
  agenda.define(
    PAGE_VIEW_JOBS.retentionSweep,
    async () => {
      const { droppedDays } = await sweepPageViews();
      if (droppedDays.length > 0)
        logger.info({ droppedDays }, "page views: the retention sweep dropped old days' views");
    },
    options,
  );
}

/** One `every` job per name, whatever the number of content processes. */
export async function schedulePageViewJobs(agenda: Agenda): Promise<void> {
  await agenda.every('1 day', PAGE_VIEW_JOBS.retentionSweep);
}
