import type { Agenda, Job } from 'agenda';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { createAgenda } from '@hfl/kit';
import { internalHeaders } from '@hfl/kit/testing';
import type { FantasyConfig } from '../config';
import { buildRuntime } from '../runtime';
import type { ResultDeps } from '../games/results';
import { defineResultJobs, RESULT_JOBS } from '../jobs/results';

export interface ResultsWorker {
  agenda: Agenda;
  /** What the worker's jobs run with. */
  deps: ResultDeps;
  /** Resolves once the queued job `jobId` has run: with its failure's message, or null when it succeeded. */
  ran: (jobId: string) => Promise<string | null>;
  /**
   * Stats' word that rounds' points changed, sent to `app` as stats sends it; once answered 202, the queued scoring is
   * run to its end. Answers the route's status and body, and the scoring's outcome (`ran`; undefined if none queued).
   */
  tellChanged: (
    app: Express,
    body: object,
  ) => Promise<{ status: number; body: { jobId?: string }; outcome: string | null | undefined }>;
  /**
   * Stops processing once the scorings running have ended, then forgets every queued scoring (a failed one's retry
   * included). On FerretDB a job's lock is not atomic, so a scoring may run twice (it is idempotent): a test that
   * changes what the next scoring reads stops the worker first.
   */
  stop: () => Promise<void>;
}

/**
 * The worker's results jobs on the test database, as the fantasy worker runs them (with `config`'s peers), picking
 * queued jobs up every 50 ms: what `POST /internal/week-points` queues really runs, and a test waits for it.
 */
export async function startResultsWorker(config: FantasyConfig): Promise<ResultsWorker> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('the results worker needs the test database connected');
  const agenda = createAgenda(db, { name: 'fantasy-test-results', processEvery: 50 });
  const { stats, leagues, notifier } = buildRuntime(config, () => agenda);
  const deps = { stats, leagues, notifier };
  defineResultJobs(agenda, deps);
  const outcomes = new Map<string, string | null>();
  const waiting = new Map<string, (outcome: string | null) => void>();
  const settle = (job: Job, outcome: string | null) => {
    const id = String(job.attrs._id);
    outcomes.set(id, outcome);
    waiting.get(id)?.(outcome);
  };
  agenda.on(`success:${RESULT_JOBS.scoreRounds}`, (job: Job) => settle(job, null));
  agenda.on(`fail:${RESULT_JOBS.scoreRounds}`, (err: Error, job: Job) => settle(job, err.message));
  await agenda.start();
  const ran = (jobId: string): Promise<string | null> =>
    outcomes.has(jobId) ? Promise.resolve(outcomes.get(jobId)!) : new Promise((resolve) => waiting.set(jobId, resolve));
  return {
    agenda,
    deps,
    ran,
    tellChanged: async (app, body) => {
      const res = await request(app)
        .post('/internal/week-points')
        .set(await internalHeaders({ service: 'stats' }))
        .send(body);
      const jobId = (res.body as { jobId?: string }).jobId;
      const outcome = res.status === 202 && jobId ? await ran(jobId) : undefined;
      return { status: res.status, body: res.body as { jobId?: string }, outcome };
    },
    stop: async () => {
      await agenda.drain({ timeout: 30_000, closeConnection: false });
      await agenda.cancel({ name: RESULT_JOBS.scoreRounds });
    },
  };
}
