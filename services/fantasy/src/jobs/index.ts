import type { Agenda } from 'agenda';
import type { DraftEngine } from '../draft/engine';
import type { TradeDeps } from '../trades/context';
import { defineDraftJobs } from './draft';
import { defineTradeJobs, scheduleTradeJobs } from './trades';

/** Registers every job the fantasy worker processes: one function per job group, each in its own file here. */
export function defineJobs(agenda: Agenda, deps: { engine: DraftEngine; trades: TradeDeps }): void {
  defineDraftJobs(agenda, deps.engine);
  defineTradeJobs(agenda, deps.trades);
}

/** Schedules the recurring jobs (once the worker's Agenda has started). */
export async function scheduleJobs(agenda: Agenda): Promise<void> {
  await scheduleTradeJobs(agenda);
}
