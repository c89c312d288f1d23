import { exponential, type Agenda } from 'agenda';
import { DRAFT_JOBS, type CompleteJobData, type StartJobData, type TurnJobData } from '../draft/clock';
import type { DraftEngine } from '../draft/engine';

/**
 * A short lock lifetime: a worker that dies holding a draft job releases it within seconds, and another worker (or
 * the same one restarted) runs it again. Running twice is safe: every handler is idempotent, and picks are unique.
 */
export const DRAFT_JOB_LOCK_MS = 5_000;

const options = { lockLifetime: DRAFT_JOB_LOCK_MS, removeOnComplete: true, concurrency: 20 } as const;
/** A start that fails (leagues or stats unreachable) is tried again: 5 s, 10 s, 20 s... up to 10 times. */
const startRetries = exponential({ delay: 5_000, maxDelay: 5 * 60_000, maxRetries: 10 });

/** The draft clock: a draft starts at its time, an overdue turn is picked automatically, a finished draft fills the rosters. */
export function defineDraftJobs(agenda: Agenda, engine: DraftEngine): void {
  agenda.define<StartJobData>(DRAFT_JOBS.start, async (job) => engine.start(job.attrs.data.leagueSeasonId), {
    ...options,
    backoff: startRetries,
  });
  agenda.define<TurnJobData>(
    DRAFT_JOBS.turnExpired,
    async (job) => {
      await engine.pickIfOverdue(job.attrs.data.leagueSeasonId, { pickNo: job.attrs.data.pickNo, fromJob: true });
    },
    options,
  );
  agenda.define<CompleteJobData>(DRAFT_JOBS.complete, async (job) => engine.complete(job.attrs.data.leagueSeasonId), options);
}
