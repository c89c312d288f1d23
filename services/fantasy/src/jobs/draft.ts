import { exponential, type Agenda } from 'agenda';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DRAFT_JOBS,
  type CompleteJobData,
  type StartJobData,
  type StartsSoonJobData,
  type TurnJobData,
} from '../draft/clock';
import type { DraftEngine } from '../draft/engine';

/**
 * A short lock lifetime: a worker that dies holding a draft job releases it within seconds, and another worker (or
 * the same one restarted) runs it again. Running twice is safe: every handler is idempotent, and picks are unique.
 */
export const DRAFT_JOB_LOCK_MS = 5_000;
/** How often the worker looks for due jobs: draft turns are timed in seconds. A clock due sooner waits in its run. */
export const DRAFT_JOB_SCAN_MS = 1_000;

const options = { lockLifetime: DRAFT_JOB_LOCK_MS, removeOnComplete: true, concurrency: 20 } as const;
/** A start that fails (leagues or stats unreachable) is tried again: 5 s, 10 s, 20 s... up to 10 times. */
const startRetries = exponential({ delay: 5_000, maxDelay: 5 * 60_000, maxRetries: 10 });
/** A turn clock that fails (the database unreachable) keeps trying, at most 30 s apart, for hours. */
const clockRetries = exponential({ delay: 1_000, maxDelay: 30_000, maxRetries: 500 });
/** Every live draft's clock may wait out its last second at once (the worker's Agenda allows them and its other jobs). */
export const CLOCK_CONCURRENCY = 500;

/** The draft clock: a draft starts at its time, an overdue turn is picked automatically, a finished draft fills the rosters. */
export function defineDraftJobs(agenda: Agenda, engine: DraftEngine): void {
  agenda.define<StartJobData>(DRAFT_JOBS.start, async (job) => engine.start(job.attrs.data.leagueSeasonId), {
    ...options,
    backoff: startRetries,
  });
  agenda.define<TurnJobData>(
    DRAFT_JOBS.turnExpired,
    async (job) => {
      // The clock sets itself for the next deadline. One sooner than the next scan for due jobs would be found late,
      // so the run waits for it instead, as long as it stays well inside its lock.
      const lockedUntil = Date.now() + DRAFT_JOB_LOCK_MS / 2;
      for (;;) {
        const next = await engine.tick(job.attrs.data.leagueSeasonId);
        if (!next) return;
        if (next.getTime() > Math.min(Date.now() + DRAFT_JOB_SCAN_MS, lockedUntil)) {
          job.schedule(next);
          return;
        }
        await sleep(Math.max(next.getTime() - Date.now(), 0));
      }
    },
    { ...options, concurrency: CLOCK_CONCURRENCY, backoff: clockRetries },
  );
  agenda.define<CompleteJobData>(
    DRAFT_JOBS.complete,
    async (job) => engine.complete(job.attrs.data.leagueSeasonId),
    options,
  );
  agenda.define<StartsSoonJobData>(
    DRAFT_JOBS.startsSoon,
    async (job) => {
      const { leagueSeasonId, hours, startsAt } = job.attrs.data;
      await engine.remindManagers(leagueSeasonId, hours, new Date(startsAt));
    },
    { ...options, backoff: startRetries },
  );
}
