import { Agenda } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import { MongoClientClosedError, type Db } from 'mongodb';
import mongoose from 'mongoose';
import { logger } from './logger';

/** Jobs one Agenda runs at once unless told otherwise. */
export const AGENDA_MAX_CONCURRENCY = 20;

/**
 * Agenda on the service's own database. Built after mongoose has connected (Agenda connects in its
 * constructor). A short processEvery keeps deadline jobs (draft clocks) within a second of their time.
 */
export function createAgenda(
  db: Db,
  options: { name: string; processEvery?: string | number; maxConcurrency?: number },
): Agenda {
  const agenda = new Agenda({
    backend: new MongoBackend({ mongo: db, collection: 'agendaJobs' }),
    name: options.name,
    processEvery: options.processEvery ?? '1 second',
    maxConcurrency: options.maxConcurrency ?? AGENDA_MAX_CONCURRENCY,
    defaultConcurrency: 5,
  });
  agenda.on('error', (err: unknown) => {
    // Drain waits for running jobs, not for a scan for due jobs under way: closing the connection at shutdown cuts that
    // scan short. Whatever it had locked is taken again once its lock expires.
    if (err instanceof MongoClientClosedError)
      return logger.info({ err }, 'agenda scan cut short by the closing connection');
    logger.error({ err }, 'agenda error');
  });
  agenda.on('fail', (err: unknown, job: { attrs: { name: string } }) =>
    logger.error({ err, job: job.attrs.name }, 'job failed'),
  );
  return agenda;
}

/**
 * `agenda.every` that leaves one job however many workers call it at once. Agenda stores a recurring job by an
 * upsert, which FerretDB does not make atomic, so two workers starting together can store it twice; each caller then
 * keeps the same one (the lowest id) and cancels the rest, so whichever finishes last leaves exactly one.
 */
export async function everyOnce(agenda: Agenda, interval: string | number, name: string): Promise<void> {
  await agenda.every(interval, name);
  const { jobs } = await agenda.queryJobs({ name });
  const extra = jobs
    .filter((job) => job.type === 'single')
    .map((job) => String(job._id))
    .sort()
    .slice(1);
  if (extra.length > 0) await agenda.cancel({ ids: extra });
}

/**
 * The stop of a service's Agenda: waits for its running jobs, at most `timeoutMs` (an unfinished one is taken again
 * once its lock expires), once however often it is called, and leaves the connection open. Agenda 6 announces a job's
 * end before it deletes a removeOnComplete job, so drain() alone misses that job finishing and waits out its whole
 * timeout: it is told to stop once nothing runs.
 */
export function agendaStopper(agenda: Agenda, name: string, timeoutMs: number): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      const idle = new AbortController();
      const watch = setInterval(() => {
        void agenda.getRunningStats().then(
          (stats) => stats.runningJobs === 0 && idle.abort(),
          () => idle.abort(),
        );
      }, 100);
      try {
        const result = await agenda.drain({ timeout: timeoutMs, closeConnection: false, signal: idle.signal });
        if (result.timedOut) logger.warn({ running: result.running }, `${name} stopped with jobs still running`);
      } finally {
        clearInterval(watch);
      }
    })();
    return stopping;
  };
}

/** stopOnSignals gives up after ten seconds: a service's running jobs get most of that. */
const SERVICE_JOBS_DRAIN_MS = 8_000;

/** A service's running Agenda and its stop. */
export interface ServiceJobs {
  /** The running Agenda (accounts' app schedules e-mails and bulk sends on it). */
  agenda: Agenda;
  /** Waits for running jobs (drain), leaving the connection open for the caller to close. Safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * Starts the Agenda a service runs its jobs on: built on the service's database (mongoose's, connected first, unless
 * `db` is given), the service's jobs defined (`define`, one call per group), started, then its recurring jobs
 * scheduled (`schedule`: Agenda stores them only once started). Stopped by agendaStopper's drain.
 */
export async function startServiceJobs(options: {
  name: string;
  processEvery: string | number;
  maxConcurrency?: number;
  db?: Db;
  define: (agenda: Agenda) => void;
  schedule: (agenda: Agenda) => Promise<void>;
}): Promise<ServiceJobs> {
  const db = options.db ?? mongoose.connection.db;
  if (!db) throw new Error('mongoose connected without a database handle');
  const { name, processEvery, maxConcurrency } = options;
  const agenda = createAgenda(db, { name, processEvery, maxConcurrency });
  options.define(agenda);
  await agenda.start();
  await options.schedule(agenda);
  return { agenda, stop: agendaStopper(agenda, name, SERVICE_JOBS_DRAIN_MS) };
}
