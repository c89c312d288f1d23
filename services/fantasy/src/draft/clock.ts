import type { Agenda } from 'agenda';

/** Job names of the draft clock (defined in jobs/draft.ts); payloads carry ids only. */
export const DRAFT_JOBS = {
  start: 'draft.start',
  turnExpired: 'draft.turnExpired',
  complete: 'draft.complete',
  /** A reminder to the managers, hours before the start. */
  startsSoon: 'draft.startsSoon',
} as const;

export interface StartJobData {
  leagueSeasonId: string;
}
export interface TurnJobData {
  leagueSeasonId: string;
}
export interface CompleteJobData {
  leagueSeasonId: string;
}
export interface StartsSoonJobData {
  leagueSeasonId: string;
  hours: number;
  /** The start the reminder is for (ISO): a draft moved since is not reminded of it. */
  startsAt: string;
}

/** How long before a draft's start its managers are reminded (the alerts' 24 and 1 hours). */
export const DRAFT_REMINDER_HOURS = [24, 1] as const;

/** When the draft's jobs must run. Both the API and the worker schedule; only the worker runs them. */
export interface DraftClock {
  /** The draft's start, and its managers' reminders 24 hours and 1 hour before it (those still ahead). */
  scheduleStart: (leagueSeasonId: string, at: Date) => Promise<void>;
  /** The draft's one turn clock, set when it starts; resolves to the job's id. */
  scheduleTurnExpiry: (leagueSeasonId: string, at: Date) => Promise<string>;
  scheduleCompletion: (leagueSeasonId: string) => Promise<void>;
  cancel: (jobId: string) => Promise<void>;
}

/**
 * A draft has one turn clock, a job the worker sets again after every run (jobs/draft.ts): it wakes at the deadline of
 * the turn that was on the clock when it was set, picks if that turn is overdue, and sets itself for the turn on the
 * clock now. A pick writes no job: deadlines only move later, so a clock overtaken by picks wakes early and sets itself
 * again. That keeps a pick to two writes (its claim and the Draft) and the job collection, which the worker scans
 * every second (a full scan on FerretDB), to one job per live draft. `agendaOf` gives the process's Agenda when first
 * needed (the API only schedules; the worker runs). Completed jobs remove themselves (`removeOnComplete`).
 */
export function createDraftClock(agendaOf: () => Agenda): DraftClock {
  return {
    async scheduleStart(leagueSeasonId, at) {
      await agendaOf().schedule<StartJobData>(at, DRAFT_JOBS.start, { leagueSeasonId });
      for (const hours of DRAFT_REMINDER_HOURS) {
        const remindAt = new Date(at.getTime() - hours * 3_600_000);
        if (remindAt.getTime() <= Date.now()) continue;
        await agendaOf().schedule<StartsSoonJobData>(remindAt, DRAFT_JOBS.startsSoon, {
          leagueSeasonId,
          hours,
          startsAt: at.toISOString(),
        });
      }
    },
    async scheduleTurnExpiry(leagueSeasonId, at) {
      const job = await agendaOf().schedule<TurnJobData>(at, DRAFT_JOBS.turnExpired, { leagueSeasonId });
      return String(job.attrs._id);
    },
    async scheduleCompletion(leagueSeasonId) {
      await agendaOf().now<CompleteJobData>(DRAFT_JOBS.complete, { leagueSeasonId });
    },
    async cancel(jobId) {
      await agendaOf().cancel({ id: jobId });
    },
  };
}
