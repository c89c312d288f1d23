import type { createAgenda } from '@hfl/kit';
import type { Fantasy } from '../peers/fantasy';
import { defineStatsImportJobs, scheduleStatsImportJobs } from './stats-imports';

type Agenda = ReturnType<typeof createAgenda>;

export interface JobDeps {
  fantasy: Fantasy;
}

/** Registers every job stats processes (in its server process: stats has no worker of its own). */
export function defineJobs(agenda: Agenda, deps: JobDeps): void {
  defineStatsImportJobs(agenda, deps);
}

/** Schedules the recurring jobs, once the Agenda processing them has started. */
export async function scheduleJobs(agenda: Agenda): Promise<void> {
  await scheduleStatsImportJobs(agenda);
}
