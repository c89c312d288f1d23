import type { Agenda } from 'agenda';
import type { DraftEngine } from '../draft/engine';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';
import { defineDemoJobs } from './demo';
import { defineDraftJobs } from './draft';

/** Registers every job the fantasy worker processes: one function per job group, each in its own file here. */
export function defineJobs(agenda: Agenda, deps: { engine: DraftEngine; stats: Stats; leagues: Leagues }): void {
  defineDraftJobs(agenda, deps.engine);
  defineDemoJobs(agenda, deps);
}
