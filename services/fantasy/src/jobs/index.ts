import type { Agenda } from 'agenda';
import type { Notifier } from '@hfl/kit';
import type { DraftEngine } from '../draft/engine';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';
import { defineDemoJobs } from './demo';
import { defineDraftJobs } from './draft';
import { defineResultJobs, scheduleResultJobs } from './results';
import { defineRosterJobs, scheduleRosterJobs } from './rosters';
import { defineTradeJobs, scheduleTradeJobs } from './trades';
import { defineWaiverJobs, scheduleWaiverJobs } from './waivers';

export interface JobDeps {
  engine: DraftEngine;
  stats: Stats;
  leagues: Leagues;
  notifier: Notifier;
}

/** Registers every job the fantasy worker processes: one function per job group, each in its own file here. */
export function defineJobs(agenda: Agenda, deps: JobDeps): void {
  defineDraftJobs(agenda, deps.engine);
  defineRosterJobs(agenda, deps.stats);
  defineTradeJobs(agenda, deps);
  defineDemoJobs(agenda, deps);
  defineResultJobs(agenda, deps);
  defineWaiverJobs(agenda, deps);
}

/** Schedules the recurring jobs, once the Agenda processing them has started. */
export async function scheduleJobs(agenda: Agenda): Promise<void> {
  await scheduleRosterJobs(agenda);
  await scheduleTradeJobs(agenda);
  await scheduleResultJobs(agenda);
  await scheduleWaiverJobs(agenda);
}
