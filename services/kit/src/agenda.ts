import { Agenda } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import type { Db } from 'mongodb';
import { logger } from './logger';

/** Jobs one Agenda runs at once unless told otherwise. */
export const AGENDA_MAX_CONCURRENCY = 20;

/**
 * Agenda on the service's own database. Built after mongoose has connected (Agenda connects in its
 * constructor). A short processEvery keeps deadline jobs (draft clocks) within a second of their time.
 */
export function createAgenda(db: Db, options: { name: string; processEvery?: string | number; maxConcurrency?: number }): Agenda {
  const agenda = new Agenda({
    backend: new MongoBackend({ mongo: db, collection: 'agendaJobs' }),
    name: options.name,
    processEvery: options.processEvery ?? '1 second',
    maxConcurrency: options.maxConcurrency ?? AGENDA_MAX_CONCURRENCY,
    defaultConcurrency: 5,
  });
  agenda.on('error', (err: unknown) => logger.error({ err }, 'agenda error'));
  agenda.on('fail', (err: unknown, job: { attrs: { name: string } }) =>
    logger.error({ err, job: job.attrs.name }, 'job failed'),
  );
  return agenda;
}
