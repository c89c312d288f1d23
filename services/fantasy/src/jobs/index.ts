import type { Agenda } from 'agenda';
import type { DraftEngine } from '../draft/engine';
import type { Notifier } from '@hfl/kit';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';
import { defineDemoJobs } from './demo';
import { defineDraftJobs } from './draft';
import { defineTradeJobs, scheduleTradeJobs } from './trades';

export interface JobDeps {
  engine: DraftEngine;
  stats: Stats;
  leagues: Leagues;
  notifier: Notifier;
}

/** Registers every job the fantasy worker processes: one function per job group, each in its own file here. */
export function defineJobs(agenda: Agenda, deps: JobDeps): void {
  defineDraftJobs(agenda, deps.engine);
  defineTradeJobs(agenda, deps);
  defineDemoJobs(agenda, deps);
}

/** Schedules the recurring jobs (once the worker's Agenda has started). */
export async function scheduleJobs(agenda: Agenda): Promise<void> {
  await scheduleTradeJobs(agenda);
}
