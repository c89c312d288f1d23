import type { Types } from 'mongoose';
import type { DraftCurrentTurn } from '@hfl/contracts';
import type { DraftFields, DraftPickEntry } from '../models/draft';
import { remindManagers } from './alerts';
import { completeDraft } from './complete';
import type { DraftContext, DraftDeps } from './context';
import { createLiveDraftCache } from './live-drafts';
import { removeManager } from './member-removal';
import { pickIfOverdue, tick } from './overdue';
import { claimPick, makeManagerPick, type ManagerPick } from './pick';
import { poolOf } from './pool-of';
import { applyPick, liveDraft, loadDraft } from './record';
import { startDraft } from './start';

export type { DraftDeps, DraftTiming } from './context';

export type DraftEngine = ReturnType<typeof createDraftEngine>;

/**
 * The draft's state changes, one module each: the start (start.ts), a pick by the manager or the clock (pick.ts, the
 * one rule; overdue.ts, the clock's side), the claimed picks mirrored into the Draft (record.ts), the completion
 * (complete.ts) and a manager's removal (member-removal.ts), over this process's live drafts (live-drafts.ts).
 */
export function createDraftEngine(deps: DraftDeps) {
  const ctx: DraftContext = { deps, now: deps.now ?? (() => new Date()), cache: createLiveDraftCache() };
  return {
    load: (leagueSeasonId: string | Types.ObjectId) => loadDraft(ctx, leagueSeasonId),
    liveDraft: (leagueSeasonId: string | Types.ObjectId, options?: { fresh?: boolean }) =>
      liveDraft(ctx, leagueSeasonId, options),
    poolOf: (draft: Pick<DraftFields, '_id'>) => poolOf(ctx, draft),
    applyPick: (draft: DraftFields, pick: DraftPickEntry) => applyPick(ctx, draft, pick),
    claimPick: (
      draft: DraftFields,
      turn: DraftCurrentTurn,
      pick: { playerId: string; automatic: boolean; userId: string | null },
    ) => claimPick(ctx, draft, turn, pick),
    managerPick: (pick: ManagerPick) => makeManagerPick(ctx, pick),
    pickIfOverdue: (leagueSeasonId: string) => pickIfOverdue(ctx, leagueSeasonId),
    tick: (leagueSeasonId: string) => tick(ctx, leagueSeasonId),
    start: (leagueSeasonId: string) => startDraft(ctx, leagueSeasonId),
    complete: (leagueSeasonId: string) => completeDraft(ctx, leagueSeasonId),
    removeManager: (leagueId: string, userId: string) => removeManager(ctx, leagueId, userId),
    remindManagers: (leagueSeasonId: string, hours: number, startsAt: Date) =>
      remindManagers(deps, leagueSeasonId, hours, startsAt),
  };
}
