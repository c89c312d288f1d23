import type { Agenda } from 'agenda';
import type { DraftEngine } from '../draft/engine';
import { defineDraftJobs } from './draft';

/** Registers every job the fantasy worker processes: one function per job group, each in its own file here. */
export function defineJobs(agenda: Agenda, deps: { engine: DraftEngine }): void {
  defineDraftJobs(agenda, deps.engine);
}
