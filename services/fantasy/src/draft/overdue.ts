import type { DraftCurrentTurn } from '@hfl/contracts';
import { ConflictError, logger } from '@hfl/kit';
import type { DraftFields } from '../models/draft';
import { DraftQueue, draftQueueId } from '../models/draft-queue';
import { EARLY_TOLERANCE_MS, type DraftContext } from './context';
import { chooseAutomaticPlayer, claimPick } from './pick';
import { poolOf } from './pool-of';
import { loadDraft } from './record';
import { currentTurnOf } from './turns';

/** The clock's side of the draft: the automatic pick of a turn that ran out. */

/** The automatic pick of an overdue turn: the team's queue first, else the best-ranked available player that keeps a legal roster. True when this call made it. */
async function pickOverdueTurn(ctx: DraftContext, draft: DraftFields, turn: DraftCurrentTurn): Promise<boolean> {
  const leagueSeasonId = String(draft._id);
  const pool = await poolOf(ctx, draft);
  const queue = await DraftQueue.findById(draftQueueId(leagueSeasonId, turn.teamId)).lean<{ playerIds: string[] }>();
  const choice = chooseAutomaticPlayer(draft, pool, turn.teamId, queue?.playerIds ?? []);
  if (!choice) {
    logger.error({ leagueSeasonId, pickNo: turn.pickNo }, 'draft pool exhausted');
    return false;
  }
  try {
    await claimPick(ctx, draft, turn, { playerId: choice.id, automatic: true, userId: null });
    return true;
  } catch (error) {
    // The manager (or another worker) made this pick first.
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

const isOverdue = (ctx: DraftContext, turn: DraftCurrentTurn) =>
  ctx.now().getTime() >= new Date(turn.deadlineAt).getTime() - EARLY_TOLERANCE_MS;

/** The room's overdue check: the automatic pick if the turn on the clock is overdue. True when this call made it. */
export async function pickIfOverdue(ctx: DraftContext, leagueSeasonId: string): Promise<boolean> {
  const draft = await loadDraft(ctx, leagueSeasonId);
  const turn = draft && currentTurnOf(draft);
  if (!draft || !turn || !isOverdue(ctx, turn)) return false;
  return pickOverdueTurn(ctx, draft, turn);
}

/**
 * The turn clock's run: the automatic pick if the turn on the clock is overdue. Resolves to the deadline of the turn
 * on the clock afterwards, when the clock must wake next; null once the draft is over (or not started), or when
 * an overdue turn cannot be picked at all (no player left: logged).
 */
export async function tick(ctx: DraftContext, leagueSeasonId: string): Promise<Date | null> {
  let draft = await loadDraft(ctx, leagueSeasonId);
  const overdue = draft && currentTurnOf(draft);
  if (draft && overdue && isOverdue(ctx, overdue) && !(await pickOverdueTurn(ctx, draft, overdue)))
    draft = await loadDraft(ctx, leagueSeasonId);
  const turn = draft && currentTurnOf(draft);
  if (!turn || (overdue && turn.pickNo === overdue.pickNo && isOverdue(ctx, turn))) return null;
  return new Date(turn.deadlineAt);
}
