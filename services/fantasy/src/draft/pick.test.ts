import { Types } from 'mongoose';
import type { Position } from '@hfl/contracts';
import type { DraftFields } from '../models/draft';
import { chooseAutomaticPlayer, pickRules } from './pick';
import type { PoolEntry } from './pool';

/** A draft of two teams with `picks` made (team A picks first), and a pool of players named by position. */
function draftWith(picks: Array<[team: 'A' | 'B', playerId: string]>): DraftFields {
  return {
    _id: new Types.ObjectId(),
    leagueId: new Types.ObjectId(),
    realSeasonId: new Types.ObjectId(),
    nbRounds: 14,
    turnSeconds: 60,
    startedAt: new Date(),
    teams: ['A', 'B'].map((id) => ({ id, name: id, logoUrl: null, userId: `user-${id}`, owners: { en: id, hu: id } })),
    picks: picks.map(([teamId, playerId], i) => ({
      pickNo: i + 1,
      teamId,
      playerId,
      automatic: false,
      at: new Date(),
    })),
    removedUserIds: [],
  };
}

const pool = (...positions: Position[]): PoolEntry[] =>
  positions.map((position, i) => ({ id: `${position}${i}`, position }));

describe('the one rule for a pick (a manager’s or the clock’s)', () => {
  const players = pool('QB', 'QB', 'RB', 'WR', 'K');

  it('when the player is in the pool, not drafted, and the roster stays legal, then the pick is legal', () => {
    expect(pickRules(draftWith([]), players, 'A')('QB0')).toBeNull();
  });

  it('when the player is not in the pool, then playerNotInPool', () => {
    expect(pickRules(draftWith([]), players, 'A')('nobody')).toEqual({ reason: 'playerNotInPool' });
  });

  it('when another team drafted the player, then playerTaken', () => {
    expect(pickRules(draftWith([['B', 'QB0']]), players, 'A')('QB0')).toEqual({ reason: 'playerTaken' });
  });

  it('when the team could no longer complete a legal roster with the player, then rosterWouldBeIllegal with the position', () => {
    // Kickers fill one starting slot: after seven, an eighth would leave seven empty slots for six picks to come.
    const kickers = pool(...Array.from({ length: 16 }, (): Position => 'K'));
    const held = Array.from({ length: 7 }, (_, i): ['A', string] => ['A', `K${i}`]);
    const draft = draftWith(held.flatMap((pick, i) => [pick, ['B', `K${i + 8}`] as ['B', string]]));

    expect(pickRules(draft, kickers, 'A')('K7')).toEqual({ reason: 'rosterWouldBeIllegal', position: 'K' });
  });

  it("when the clock picks, then the team's first legal queued player, else the best-ranked legal one", () => {
    const draft = draftWith([['A', 'QB0']]);

    expect(chooseAutomaticPlayer(draft, players, 'B', ['QB0', 'WR3'])?.id).toBe('WR3');
    expect(chooseAutomaticPlayer(draft, players, 'B', [])?.id).toBe('QB1');
  });

  it('when nobody is left, then the clock has no choice', () => {
    expect(chooseAutomaticPlayer(draftWith([['A', 'QB0']]), pool('QB'), 'B', [])).toBeNull();
  });
});
