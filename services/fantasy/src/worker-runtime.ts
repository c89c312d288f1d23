import { hostname } from 'node:os';
import type { Agenda } from 'agenda';
import mongoose from 'mongoose';
import { AGENDA_MAX_CONCURRENCY, agendaStopper, connectMongo, createAgenda } from '@hfl/kit';
import type { FantasyConfig } from './config';
import { buildRuntime } from './runtime';
import { defineJobs, scheduleJobs } from './jobs/index';
import { CLOCK_CONCURRENCY, DRAFT_JOB_SCAN_MS } from './jobs/draft';

export const WORKER_NAME = 'fantasy-worker';
/**
 * This worker among several: Agenda writes it into each job it takes (`lastModifiedBy`), so a stuck or doubled job
 * names its process.
 */
export const workerInstance = () => `${WORKER_NAME}@${hostname()}#${process.pid}`;
/** Running jobs get this long to finish on shutdown; unfinished ones are picked up again after their lock expires. */
const DRAIN_TIMEOUT_MS = 25_000;

export interface WorkerRuntime {
  agenda: Agenda;
  /** Waits for running jobs to finish, then disconnects. Safe to call more than once. */
  stop: () => Promise<void>;
}

/** Connects, defines every job and starts processing; the worker process and tests both use it. */
export async function startWorker(config: FantasyConfig): Promise<WorkerRuntime> {
  await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const db = mongoose.connection.db;
  if (!db) throw new Error('mongoose connected without a database handle');
  // Agenda connects in its constructor, so it is built only once the connection is up.
  // Room for every live draft's clock waiting out its last second, beside the other jobs.
  const agenda = createAgenda(db, {
    name: workerInstance(),
    processEvery: DRAFT_JOB_SCAN_MS,
    maxConcurrency: CLOCK_CONCURRENCY + AGENDA_MAX_CONCURRENCY,
  });
  defineJobs(
    agenda,
    buildRuntime(config, () => agenda),
  );
  await agenda.start();
  await scheduleJobs(agenda);

  const drain = agendaStopper(agenda, WORKER_NAME, DRAIN_TIMEOUT_MS);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= drain().then(() => mongoose.disconnect());
    return stopping;
  };
  return { agenda, stop };
}
