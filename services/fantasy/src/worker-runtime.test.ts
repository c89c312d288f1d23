import { jest } from '@jest/globals';
import mongoose from 'mongoose';
import { createAgenda, logger } from '@hfl/kit';
import { testDatabaseName, testEnv } from '@hfl/kit/testing';
import { loadFantasyConfig } from './config';
import { CLOCK_CONCURRENCY } from './jobs/draft';
import { scheduleJobs } from './jobs/index';
import { ROSTER_JOBS, SNAPSHOT_SWEEP_INTERVAL } from './jobs/rosters';
import { startWorker, type WorkerRuntime } from './worker-runtime';

const dbName = testDatabaseName('fantasy_worker');
const config = loadFantasyConfig(testEnv(dbName));
let worker: WorkerRuntime | undefined;

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

afterAll(async () => {
  const conn = await mongoose.createConnection(config.MONGO_URL, { dbName }).asPromise();
  await conn.dropDatabase();
  await conn.close();
});

/**
 * Agenda re-checks a running job's lock every lockLifetime / 2 (default five minutes) with a timer it
 * never clears; a short lifetime for test jobs keeps that timer from holding jest open.
 */
const TEST_JOB = { lockLifetime: 2_000 };

function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms).unref()),
  ]);
}

describe('fantasy worker runtime', () => {
  it('when a job is scheduled now, then the worker runs it within three seconds', async () => {
    worker = await startWorker(config);
    const ran = deferred<{ matchId: string }>();
    worker.agenda.define<{ matchId: string }>('test/ping', async (job) => ran.resolve(job.attrs.data), TEST_JOB);
    const scheduledAt = Date.now();

    await worker.agenda.now('test/ping', { matchId: 'm-1' });

    await expect(within(3_000, ran.promise)).resolves.toEqual({ matchId: 'm-1' });
    expect(Date.now() - scheduledAt).toBeLessThan(3_000);
  });

  it('when the worker starts, then the rosters’ lineup snapshot sweep is scheduled every minute, once', async () => {
    worker = await startWorker(config);
    await worker.stop();
    worker = await startWorker(config);

    const jobs = await mongoose.connection
      .db!.collection('agendaJobs')
      .find({ name: ROSTER_JOBS.snapshotSweep })
      .toArray();
    expect(jobs.map((job) => ({ type: job.type, repeatInterval: job.repeatInterval }))).toEqual([
      { type: 'single', repeatInterval: SNAPSHOT_SWEEP_INTERVAL },
    ]);
  });

  it('when two workers schedule the recurring jobs at once, then each is stored once', async () => {
    worker = await startWorker(config);
    const jobs = mongoose.connection.db!.collection('agendaJobs');
    const other = createAgenda(mongoose.connection.db!, { name: 'another-worker' });
    for (let round = 0; round < 5; round++) {
      await jobs.deleteMany({});

      await Promise.all([scheduleJobs(worker.agenda), scheduleJobs(other)]);

      const recurring = await jobs.find({ type: 'single' }, { projection: { name: 1 } }).toArray();
      const names = recurring.map((job) => String(job.name)).sort();
      expect(names).toEqual([...new Set(names)]);
      expect(names).toHaveLength(4);
    }
  });

  it('when more draft clocks than the default cap of 20 wait out their last second at once, then they all run together', async () => {
    worker = await startWorker(config);
    const CLOCKS = 30;
    const running = new Set<string>();
    let most = 0;
    const allStarted = deferred();
    const release = deferred();
    worker.agenda.define<{ clock: string }>(
      'test/clock',
      async (job) => {
        running.add(job.attrs.data.clock);
        most = Math.max(most, running.size);
        if (running.size === CLOCKS) allStarted.resolve();
        // Each holds its run until all have started, however slowly a busy machine locks them: under a cap, the
        // clocks beyond it would wait for a free run that never comes.
        await release.promise;
        running.delete(job.attrs.data.clock);
      },
      // A lock outliving the wait: Agenda gives up a run older than its lock, which would free room under a cap.
      { lockLifetime: 30_000, concurrency: CLOCK_CONCURRENCY, removeOnComplete: true },
    );

    try {
      await Promise.all(Array.from({ length: CLOCKS }, (_, i) => worker!.agenda.now('test/clock', { clock: `c${i}` })));

      await within(20_000, allStarted.promise);
      expect(most).toBe(CLOCKS);
      // Agenda counts them all as running too: none was given up to make room. At least all: on FerretDB a job's lock
      // is not atomic, so a clock may be taken twice (its run is idempotent), as one CI run saw (34).
      expect((await worker!.agenda.getRunningStats()).jobStatus?.['test/clock']?.running).toBeGreaterThanOrEqual(
        CLOCKS,
      );
    } finally {
      release.resolve();
    }
  });

  it('when stopped while its first scan for due jobs is under way, then the scan its closed connection cut short is no error', async () => {
    const errors = jest.spyOn(logger, 'error');
    try {
      // start() scans at once without waiting for the scan; stopping right away closes the connection under it.
      worker = await startWorker(config);
      await worker.stop();
      await new Promise((r) => setTimeout(r, 200));

      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('when stopped while a job runs, then the job finishes before stop resolves and its state is saved', async () => {
    worker = await startWorker(config);
    const started = deferred();
    let finished = false;
    worker.agenda.define(
      'test/slow',
      async () => {
        started.resolve();
        await new Promise((r) => setTimeout(r, 700));
        finished = true;
      },
      TEST_JOB,
    );
    await worker.agenda.now('test/slow');
    await within(3_000, started.promise);

    await worker.stop();

    expect(finished).toBe(true);
    const conn = await mongoose.createConnection(config.MONGO_URL, { dbName }).asPromise();
    const job = await conn.db!.collection('agendaJobs').findOne({ name: 'test/slow' });
    await conn.close();
    expect(job?.lastFinishedAt).toBeInstanceOf(Date);
    expect(job?.lockedAt ?? null).toBeNull();
  });

  it('when stopped while a job that removes itself on completion runs, then stop resolves once it is done, not after the drain timeout', async () => {
    worker = await startWorker(config);
    const started = deferred();
    worker.agenda.define(
      'test/self-removing',
      async () => {
        started.resolve();
        await new Promise((r) => setTimeout(r, 300));
      },
      { ...TEST_JOB, removeOnComplete: true },
    );
    await worker.agenda.now('test/self-removing');
    await within(3_000, started.promise);
    const stopping = Date.now();

    await worker.stop();

    // The drain gives up after 25 s: well under that, the stop waited for the job, not for the timeout.
    expect(Date.now() - stopping).toBeLessThan(12_000);
    const conn = await mongoose.createConnection(config.MONGO_URL, { dbName }).asPromise();
    expect(await conn.db!.collection('agendaJobs').countDocuments({ name: 'test/self-removing' })).toBe(0);
    await conn.close();
  });
});
