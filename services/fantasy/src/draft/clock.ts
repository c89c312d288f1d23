import type { Agenda } from 'agenda';

/** Job names of the draft clock (defined in jobs/draft.ts); payloads carry ids only. */
export const DRAFT_JOBS = {
  start: 'draft.start',
  turnExpired: 'draft.turnExpired',
  complete: 'draft.complete',
} as const;

export interface StartJobData {
  leagueSeasonId: string;
}
export interface TurnJobData {
  leagueSeasonId: string;
  pickNo: number;
}
export interface CompleteJobData {
  leagueSeasonId: string;
}

/** When the draft's jobs must run. Both the API and the worker schedule; only the worker runs them. */
export interface DraftClock {
  scheduleStart: (leagueSeasonId: string, at: Date) => Promise<void>;
  scheduleTurnExpiry: (leagueSeasonId: string, pickNo: number, at: Date) => Promise<void>;
  scheduleCompletion: (leagueSeasonId: string) => Promise<void>;
}

/**
 * One job per event. A job whose moment has been overtaken (a manual pick before the deadline, dates changed) still
 * runs and finds nothing to do: cancelling it would be a second writer racing the first, and the handlers are
 * idempotent anyway. `agendaOf` gives the process's Agenda when first needed (the API only schedules; the worker
 * runs). Completed jobs remove themselves (`removeOnComplete` in the definitions), so the job collection
 * the worker scans stays small.
 */
export function createDraftClock(agendaOf: () => Agenda): DraftClock {
  return {
    async scheduleStart(leagueSeasonId, at) {
      await agendaOf().schedule<StartJobData>(at, DRAFT_JOBS.start, { leagueSeasonId });
    },
    async scheduleTurnExpiry(leagueSeasonId, pickNo, at) {
      await agendaOf().schedule<TurnJobData>(at, DRAFT_JOBS.turnExpired, { leagueSeasonId, pickNo });
    },
    async scheduleCompletion(leagueSeasonId) {
      await agendaOf().now<CompleteJobData>(DRAFT_JOBS.complete, { leagueSeasonId });
    },
  };
}
