import { hostname } from 'node:os';
import type { Agenda } from 'agenda';
import mongoose from 'mongoose';
import { AGENDA_MAX_CONCURRENCY, connectMongo, createAgenda, logger } from '@hfl/kit';
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

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // Agenda 6 announces a job's end before it deletes a removeOnComplete job (every draft job), so drain() misses
      // that job finishing and waits out its whole timeout: it is told to stop once nothing runs.
      const idle = new AbortController();
      const watch = setInterval(() => {
        void agenda.getRunningStats().then(
          (stats) => stats.runningJobs === 0 && idle.abort(),
          () => idle.abort(),
        );
      }, 100);
      const result = await agenda.drain({ timeout: DRAIN_TIMEOUT_MS, closeConnection: false, signal: idle.signal });
      clearInterval(watch);
      if (result.timedOut) logger.warn({ running: result.running }, `${WORKER_NAME} stopped with jobs still running`);
      await mongoose.disconnect();
    })();
    return stopping;
  };
  return { agenda, stop };
}
