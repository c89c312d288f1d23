import { draftTotalPicks, draftTurn, type DraftCurrentTurn, type DraftPickView, type Position } from '@hfl/contracts';
import type { DraftFields, DraftPickEntry } from '../models/draft';
import type { PoolEntry } from './pool';

/** A draft's turns as its picks give them: pure rules on the Draft, no storage. */

export const totalPicksOf = (draft: Pick<DraftFields, 'teams' | 'nbRounds'>) =>
  draftTotalPicks(draft.teams.length, draft.nbRounds);

/** The turn on the clock: it starts when the previous pick is made (the first when the draft starts). */
export function currentTurnOf(draft: DraftFields): DraftCurrentTurn | null {
  const made = draft.picks.length;
  if (made >= totalPicksOf(draft)) return null;
  const turn = draftTurn(made + 1, draft.teams.length);
  const startedAt = made === 0 ? draft.startedAt : (draft.picks[made - 1] as DraftPickEntry).at;
  return {
    pickNo: turn.pickNo,
    round: turn.round,
    direction: turn.direction,
    teamId: (draft.teams[turn.teamIndex] as { id: string }).id,
    deadlineAt: new Date(startedAt.getTime() + draft.turnSeconds * 1000).toISOString(),
  };
}

export function toPickView(pick: DraftPickEntry, nbTeams: number): DraftPickView {
  return {
    pickNo: pick.pickNo,
    round: draftTurn(pick.pickNo, nbTeams).round,
    teamId: pick.teamId,
    playerId: pick.playerId,
    automatic: pick.automatic,
    at: pick.at.toISOString(),
  };
}

const positionsByPool = new WeakMap<readonly PoolEntry[], Map<string, Position>>();

/** A pool's positions by player id, made once per pool (a pool never changes). */
export function positionsOf(pool: readonly PoolEntry[]): Map<string, Position> {
  let positions = positionsByPool.get(pool);
  if (!positions) positionsByPool.set(pool, (positions = new Map(pool.map((p) => [p.id, p.position]))));
  return positions;
}

/** The positions a team drafted so far, from the pool. */
export function teamPositions(draft: DraftFields, pool: readonly PoolEntry[], teamId: string): Position[] {
  const positions = positionsOf(pool);
  return draft.picks.filter((p) => p.teamId === teamId).flatMap((p) => positions.get(p.playerId) ?? []);
}
