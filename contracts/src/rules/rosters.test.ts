import {
  FANTASY_POSITIONS,
  POSITIONS,
  ROSTER_BENCH,
  ROSTER_SIZE,
  ROSTER_SLOTS,
  ROSTER_STARTERS,
  rosterWeekPoints,
  slotAccepts,
  validateWith,
  weekPointsChangedSchema,
  type FantasyPosition,
  type Position,
  type RosterPointsPlayer,
} from '../index';

describe('roster slots', () => {
  it('when the lineup is counted, then 8 starters (TE_WR twice) and 6 bench places make 14', () => {
    expect(ROSTER_SLOTS).toEqual(['QB', 'RB', 'TE_WR', 'TE_WR', 'FLEX', 'K', 'DEF', 'HC']);
    expect([ROSTER_STARTERS, ROSTER_BENCH, ROSTER_SIZE]).toEqual([8, 6, 14]);
  });

  const accepted: Record<FantasyPosition, Position[]> = {
    QB: ['QB'],
    RB: ['RB'],
    TE_WR: ['WR', 'TE'],
    FLEX: ['RB', 'WR', 'TE'],
    K: ['K'],
    DEF: ['DEF'],
    HC: ['HC'],
    BENCH: [...POSITIONS],
  };
  const cases = FANTASY_POSITIONS.flatMap((slot) =>
    POSITIONS.map((position) => [slot, position, accepted[slot].includes(position)] as const),
  );

  it.each(cases)('when a %s slot is offered a %s, then it accepts: %s', (slot, position, expected) => {
    expect(slotAccepts(slot, position)).toBe(expected);
  });
});

describe('rosterWeekPoints', () => {
  const starter = (playerId: string): RosterPointsPlayer => ({ playerId, activityStatus: 'active' });
  const benched = (playerId: string): RosterPointsPlayer => ({ playerId, activityStatus: 'bench' });

  it.each([
    ['an empty roster', [], {}, { points: 0, benchPoints: 0 }],
    [
      'starters and bench apart',
      [starter('a'), starter('b'), benched('c')],
      { a: 10.5, b: 4.25, c: 7 },
      { points: 14.75, benchPoints: 7 },
    ],
    [
      'a player without statistics',
      [starter('a'), starter('gone'), benched('idle')],
      { a: 3 },
      { points: 3, benchPoints: 0 },
    ],
    ['negative points', [starter('a'), starter('b')], { a: -2.5, b: 1 }, { points: -1.5, benchPoints: 0 }],
    [
      'binary noise in the sum',
      [starter('a'), starter('b'), benched('c'), benched('d')],
      { a: 0.1, b: 0.2, c: 0.7, d: 0.1 },
      { points: 0.3, benchPoints: 0.8 },
    ],
    [
      'a sum of zero from opposite points',
      [starter('a'), starter('b')],
      { a: -0.35, b: 0.35 },
      { points: 0, benchPoints: 0 },
    ],
    ['points of players not on the roster', [starter('a')], { a: 1, other: 50 }, { points: 1, benchPoints: 0 }],
  ])('when a roster has %s, then the totals are right', (_case, players, pointsByPlayer, expected) => {
    const totals = rosterWeekPoints(players, pointsByPlayer);

    expect(totals).toEqual(expected);
    expect(Object.is(totals.points, -0)).toBe(false);
  });
});

describe('weekPointsChangedSchema', () => {
  const seasonId = '0123456789abcdef01234567';

  it('when rounds are sent as stats sends them, then they are accepted (numbers cast)', async () => {
    expect(await validateWith(weekPointsChangedSchema, { seasonId, weeks: [3, '4'] })).toEqual({
      ok: true,
      value: { seasonId, weeks: [3, 4] },
    });
  });

  it.each([
    ['no season', { weeks: [1] }, 'seasonId'],
    ['a malformed season id', { seasonId: 'abc', weeks: [1] }, 'seasonId'],
    ['an operator as the season', { seasonId: { $gt: '' }, weeks: [1] }, 'seasonId'],
    ['no rounds', { seasonId, weeks: [] }, 'weeks'],
    ['rounds that are not a list', { seasonId, weeks: { $gt: 0 } }, 'weeks'],
    ['round 0', { seasonId, weeks: [0] }, 'weeks[0]'],
    ['a round past the last possible one', { seasonId, weeks: [100] }, 'weeks[0]'],
    ['a fractional round', { seasonId, weeks: [1, 1.5] }, 'weeks[1]'],
  ])('when the call has %s, then it is refused at that property', async (_case, input, property) => {
    expect(await validateWith(weekPointsChangedSchema, input)).toEqual({
      ok: false,
      violations: [expect.objectContaining({ property, message: 'errors:invalidData' })],
    });
  });
});
