import type { Agenda } from 'agenda';
import type { DraftEngine } from '../draft/engine';
import type { Stats } from '../peers/stats';
import { defineDraftJobs } from './draft';
import { defineRosterJobs, scheduleRosterJobs } from './rosters';

/** Registers every job the fantasy worker processes: one function per job group, each in its own file here. */
export function defineJobs(agenda: Agenda, deps: { engine: DraftEngine; stats: Stats }): void {
  defineDraftJobs(agenda, deps.engine);
  defineRosterJobs(agenda, deps.stats);
}

/** Schedules the recurring jobs, once the Agenda processing them has started. */
export async function scheduleJobs(agenda: Agenda): Promise<void> {
  await scheduleRosterJobs(agenda);
}
