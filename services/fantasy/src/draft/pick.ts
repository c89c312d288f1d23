import {
  canDraftPosition,
  ERROR_CODES,
  type DraftCurrentTurn,
  type DraftPickView,
  type Position,
} from '@hfl/contracts';
import { ConflictError, DomainError, InputError, isDuplicateKeyError, NotAllowedError, retryWhileBusy } from '@hfl/kit';
import type { DraftFields } from '../models/draft';
import { DraftPick, draftPickId } from '../models/draft-pick';
import type { LeagueSeasonFields } from '../models/league-season';
import type { DraftContext } from './context';
import type { PoolEntry } from './pool';
import { poolOf } from './pool-of';
import { applyPick, liveDraft } from './record';
import { currentTurnOf, positionsOf, teamPositions, toPickView } from './turns';

/** Why a player may not be picked for a team now. */
export type PickRefusal =
  { reason: 'playerNotInPool' } | { reason: 'playerTaken' } | { reason: 'rosterWouldBeIllegal'; position: Position };

/**
 * The one rule for a pick, whether the manager on the clock or the clock makes it: the player is in the draft's pool,
 * nobody drafted them yet, and the team can still complete a legal roster with them. The answer checks a player for
 * `teamId` in the draft as it is: null when the pick is legal, else why not.
 */
export function pickRules(
  draft: DraftFields,
  pool: readonly PoolEntry[],
  teamId: string,
): (playerId: string) => PickRefusal | null {
  const positions = positionsOf(pool);
  const taken = new Set(draft.picks.map((p) => p.playerId));
  const held = teamPositions(draft, pool, teamId);
  return (playerId) => {
    const position = positions.get(playerId);
    if (!position) return { reason: 'playerNotInPool' };
    if (taken.has(playerId)) return { reason: 'playerTaken' };
    if (!canDraftPosition(held, position)) return { reason: 'rosterWouldBeIllegal', position };
    return null;
  };
}

/**
 * The clock's choice for an overdue turn, by the same rules: the team's queue first, else the best-ranked legal
 * player; null when the pool has nobody left.
 */
export function chooseAutomaticPlayer(
  draft: DraftFields,
  pool: readonly PoolEntry[],
  teamId: string,
  queue: readonly string[],
): PoolEntry | null {
  const refusal = pickRules(draft, pool, teamId);
  const byId = new Map(pool.map((p) => [p.id, p]));
  const legal = (player: PoolEntry | undefined): player is PoolEntry =>
    player !== undefined && refusal(player.id) === null;
  return (
    queue.map((id) => byId.get(id)).find(legal) ??
    pool.find(legal) ??
    // A pool too thin for a legal roster still drafts: the best player left.
    pool.find((p) => refusal(p.id)?.reason !== 'playerTaken') ??
    null
  );
}

/** The answer a manager gets for a refused pick. */
function refusalError(refusal: PickRefusal): Error {
  if (refusal.reason === 'playerNotInPool') return new InputError([], 'errors:playerNotInPool');
  if (refusal.reason === 'playerTaken') return new ConflictError('errors:playerTaken');
  return new DomainError(ERROR_CODES.INPUT, 'errors:rosterWouldBeIllegal', { position: refusal.position });
}

/** Claims the pick on the clock for `teamId`'s turn; 409 when the turn or the player is taken meanwhile. */
export async function claimPick(
  ctx: DraftContext,
  draft: DraftFields,
  turn: DraftCurrentTurn,
  pick: { playerId: string; automatic: boolean; userId: string | null },
): Promise<DraftPickView> {
  const seasonId = String(draft._id);
  const id = draftPickId(seasonId, turn.pickNo);
  const at = ctx.now();
  try {
    await retryWhileBusy(() =>
      DraftPick.create({ _id: id, leagueSeasonId: draft._id, pickNo: turn.pickNo, teamId: turn.teamId, at, ...pick }),
    );
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    ctx.cache.forget(seasonId); // The copy was behind: the next pick reads the Draft.
    if (await DraftPick.exists({ _id: id })) throw new ConflictError('errors:turnPassed');
    throw new ConflictError('errors:playerTaken');
  }
  const entry = { pickNo: turn.pickNo, teamId: turn.teamId, playerId: pick.playerId, automatic: pick.automatic, at };
  await applyPick(ctx, draft, entry);
  return toPickView(entry, draft.teams.length);
}

/** A draft that is live; 409 "not started" before, "ended" after. Without a season, the draft is known to be live. */
function requireLive(draft: DraftFields | null | undefined, season: LeagueSeasonFields | undefined): DraftFields {
  if (season?.status === 'ongoing' || season?.status === 'finished') throw new ConflictError('errors:draftEnded');
  if (!draft) throw new ConflictError('errors:draftNotStarted');
  if (!currentTurnOf(draft)) throw new ConflictError('errors:draftEnded');
  return draft;
}

export interface ManagerPick {
  /** The draft as the request loaded it (this process's copy of a live one), and its season when it is not live. */
  draft: DraftFields | null | undefined;
  season?: LeagueSeasonFields;
  userId: string | null;
  playerId: string;
  /** The turn the manager picks for. */
  pickNo: number;
}

/**
 * A manager's pick: on the turn they name, which must be the one on the clock and their team's, of a player the
 * pick rules allow; the pick as made.
 */
export async function makeManagerPick(
  ctx: DraftContext,
  { draft: loaded, season, userId, playerId, pickNo }: ManagerPick,
): Promise<DraftPickView> {
  let draft = requireLive(loaded, season);
  // A turn after the one this process knows of: picks were made elsewhere (the clock, another instance).
  if (pickNo > (currentTurnOf(draft)?.pickNo ?? Infinity)) {
    const fresh = await liveDraft(ctx, draft._id, { fresh: true });
    if (!fresh) throw new ConflictError('errors:draftEnded');
    draft = fresh;
  }
  const turn = currentTurnOf(draft);
  if (!turn || turn.pickNo !== pickNo) throw new ConflictError('errors:turnPassed');
  const team = draft.teams.find((t) => t.id === turn.teamId);
  if (team?.userId !== userId) throw new NotAllowedError('errors:notYourTurn');
  const refusal = pickRules(draft, await poolOf(ctx, draft), turn.teamId)(playerId);
  if (refusal) throw refusalError(refusal);
  return claimPick(ctx, draft, turn, { playerId, automatic: false, userId });
}
