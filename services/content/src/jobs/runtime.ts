import mongoose from 'mongoose';
import { agendaStopper, createAgenda } from '@hfl/kit';
import { defineJobs, scheduleJobs } from './index';

export const JOBS_NAME = 'content-jobs';
/** Running jobs get this long to finish on shutdown; an unfinished one is taken again once its lock expires. */
const DRAIN_TIMEOUT_MS = 8_000;

export interface ContentJobs {
  agenda: ReturnType<typeof createAgenda>;
  /** Waits for running jobs (drain), leaving the connection open for the caller to close. Safe to call twice. */
  stop: () => Promise<void>;
}

/** Content's Agenda, on its own database (connected first), started beside its HTTP server. */
export async function startContentJobs(): Promise<ContentJobs> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('mongoose connected without a database handle');
  // createAgenda attaches the error handler (a failing scan or job is logged, never an unhandled 'error').
  const agenda = createAgenda(db, { name: JOBS_NAME, processEvery: '1 minute', maxConcurrency: 2 });
  defineJobs(agenda);
  await agenda.start();
  await scheduleJobs(agenda);

  return { agenda, stop: agendaStopper(agenda, JOBS_NAME, DRAIN_TIMEOUT_MS) };
}
