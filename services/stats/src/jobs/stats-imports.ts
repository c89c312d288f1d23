import { everyOnce, logger, type createAgenda } from '@hfl/kit';
import { resumeStaleImports, type ImportDeps } from '../stats-import/apply';

type Agenda = ReturnType<typeof createAgenda>;

export const STATS_IMPORT_JOBS = {
  /** Every minute: a round's import left half-applied (its runner died) is finished from the step it reached. */
  resume: 'statsImports:resume',
} as const;

/** A resume saves a few sheets; one that dies is run again by the next minute's. */
const options = { lockLifetime: 5 * 60_000, concurrency: 1 } as const;

export function defineStatsImportJobs(agenda: Agenda, deps: ImportDeps): void {
  agenda.define(
    STATS_IMPORT_JOBS.resume,
    async () => {
      const finished = await resumeStaleImports(deps);
      if (finished > 0) logger.info({ finished }, 'stats imports: the resume finished imports left half-applied');
    },
    options,
  );
}

/** One `every` job, whatever the number of stats processes. */
export async function scheduleStatsImportJobs(agenda: Agenda): Promise<void> {
  await everyOnce(agenda, '1 minute', STATS_IMPORT_JOBS.resume);
}
