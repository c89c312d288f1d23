import mongoose from 'mongoose';
import { agendaStopper, createAgenda } from '@hfl/kit';
import { defineJobs, scheduleJobs, type JobDeps } from './index';

export const JOBS_NAME = 'stats-jobs';
/** Running jobs get this long to finish on shutdown; an unfinished one is taken again once its lock expires. */
const DRAIN_TIMEOUT_MS = 8_000;

export interface StatsJobs {
  agenda: ReturnType<typeof createAgenda>;
  /** Waits for running jobs (drain), leaving the connection open for the caller to close. Safe to call twice. */
  stop: () => Promise<void>;
}

/** Stats' Agenda, on its own database (connected first), started beside its HTTP server. */
export async function startStatsJobs(deps: JobDeps): Promise<StatsJobs> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('mongoose connected without a database handle');
  const agenda = createAgenda(db, { name: JOBS_NAME, processEvery: '30 seconds', maxConcurrency: 2 });
  defineJobs(agenda, deps);
  await agenda.start();
  await scheduleJobs(agenda);

  return { agenda, stop: agendaStopper(agenda, JOBS_NAME, DRAIN_TIMEOUT_MS) };
}
