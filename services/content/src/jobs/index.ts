import type { createAgenda } from '@hfl/kit';
import { definePageViewJobs, schedulePageViewJobs } from './page-views';

type Agenda = ReturnType<typeof createAgenda>;

/** Registers every job content processes (in its server process: content has no worker of its own). */
export function defineJobs(agenda: Agenda): void {
  definePageViewJobs(agenda);
}

/** Schedules the recurring jobs, once the Agenda processing them has started. */
export async function scheduleJobs(agenda: Agenda): Promise<void> {
  await schedulePageViewJobs(agenda);
}
