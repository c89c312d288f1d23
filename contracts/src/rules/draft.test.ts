import {
  assignDraftSlots,
  canDraftPosition,
  chooseAutomaticPick,
  DRAFT_ROUNDS,
  draftOrderOf,
  draftTotalPicks,
  draftTurn,
  draftTurnSeconds,
  ROSTER_SLOTS,
  type Position,
} from '../index';

describe('draftTurn (snake order)', () => {
  // Four teams: round 1 runs 0→3, round 2 back 3→0, round 3 0→3 again, and so on up to round 14.
  it.each([
    [1, 1, 0, 'forward'],
    [2, 1, 1, 'forward'],
    [4, 1, 3, 'forward'],
    [5, 2, 3, 'backward'],
    [6, 2, 2, 'backward'],
    [8, 2, 0, 'backward'],
    [9, 3, 0, 'forward'],
    [12, 3, 3, 'forward'],
    [13, 4, 3, 'backward'],
    [53, 14, 3, 'backward'],
    [56, 14, 0, 'backward'],
  ] as const)(
    'when pick %i of 4 teams is on the clock, then it is round %i, team %i, going %s',
    (pickNo, round, teamIndex, direction) => {
      expect(draftTurn(pickNo, 4)).toEqual({ pickNo, round, teamIndex, direction });
    },
  );

  it.each([2, 4, 6, 16])(
    'when %i teams draft 14 rounds, then every team picks once a round and 14 times in all',
    (nbTeams) => {
      const total = draftTotalPicks(nbTeams);
      const turns = Array.from({ length: total }, (_, i) => draftTurn(i + 1, nbTeams));

      expect(total).toBe(nbTeams * DRAFT_ROUNDS);
      for (let round = 1; round <= DRAFT_ROUNDS; round++) {
        const teams = turns.filter((t) => t.round === round).map((t) => t.teamIndex);
        expect([...teams].sort((a, b) => a - b)).toEqual(Array.from({ length: nbTeams }, (_, i) => i));
      }
    },
  );

  it('when a round ends, then the team that picked last picks first in the next one (twice in a row)', () => {
    expect([4, 5, 8, 9].map((pickNo) => draftTurn(pickNo, 4).teamIndex)).toEqual([3, 3, 0, 0]);
  });
});

describe('draftTurnSeconds', () => {
  const at = (iso: string) => new Date(iso);

  it.each([
    ['3 hours for 4 teams (56 picks)', 192, '2030-03-01T10:00:00Z', '2030-03-01T13:00:00Z', 4],
    ['4 hours for 8 teams (112 picks)', 128, '2030-03-01T10:00:00Z', '2030-03-01T14:00:00Z', 8],
    ['a whole day for 16 teams (224 picks)', 385, '2030-03-01T00:00:00Z', '2030-03-02T00:00:00Z', 16],
    ['a minute for 16 teams (never below one second)', 1, '2030-03-01T10:00:00Z', '2030-03-01T10:01:00Z', 16],
    ['3 hours for no teams', 0, '2030-03-01T10:00:00Z', '2030-03-01T13:00:00Z', 0],
  ])(
    'when the draft lasts %s, then each turn gets %i seconds (the period divided by the picks, whole seconds)',
    (_case, seconds, start, end, nbTeams) => {
      expect(draftTurnSeconds(at(start), at(end), nbTeams)).toBe(seconds);
    },
  );
});

describe('draftOrderOf', () => {
  const teams = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'];

  it('when the same draft is ordered twice, from the teams in any order, then the order is the same', () => {
    const first = draftOrderOf('season-a', teams);

    expect(draftOrderOf('season-a', [...teams].reverse())).toEqual(first);
    expect([...first].sort()).toEqual(teams);
  });

  it('when different drafts are ordered, then their orders differ', () => {
    const orders = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => draftOrderOf(seed, teams).join()));

    expect(orders.size).toBeGreaterThan(1);
  });

  it('when a league has one team or none, then the order is just that', () => {
    expect(draftOrderOf('x', ['only'])).toEqual(['only']);
    expect(draftOrderOf('x', [])).toEqual([]);
  });
});

const drafted = (...positions: Position[]) => positions.map((position, i) => ({ id: `p${i + 1}`, position }));
const startersOf = (positions: Position[]) =>
  assignDraftSlots(drafted(...positions)).starters.map(({ slot, player }) => [slot, player?.id ?? null]);

describe('assignDraftSlots', () => {
  it('when a legal 14 are drafted, then the 8 slots are filled by the earliest fitting picks and 6 sit on the bench in draft order', () => {
    const players = drafted('RB', 'WR', 'QB', 'RB', 'TE', 'WR', 'K', 'QB', 'DEF', 'HC', 'RB', 'WR', 'K', 'TE');

    const { starters, bench } = assignDraftSlots(players);

    expect(starters.map(({ slot, player }) => [slot, player?.id])).toEqual([
      ['QB', 'p3'],
      ['RB', 'p1'],
      ['TE_WR', 'p2'],
      ['TE_WR', 'p5'],
      ['FLEX', 'p4'],
      ['K', 'p7'],
      ['DEF', 'p9'],
      ['HC', 'p10'],
    ]);
    expect(bench.map((p) => p.id)).toEqual(['p6', 'p8', 'p11', 'p12', 'p13', 'p14']);
  });

  it.each([
    ['two RBs: the first starts at RB, the second at FLEX', ['RB', 'RB'], { RB: 'p1', FLEX: 'p2' }],
    ['three WRs: two at TE_WR, the third at FLEX', ['WR', 'WR', 'WR'], { TE_WR: 'p2', FLEX: 'p3' }],
    ['two QBs: only the first starts', ['QB', 'QB'], { QB: 'p1' }],
    ['a TE before a WR: both at TE_WR', ['TE', 'WR'], { TE_WR: 'p2' }],
  ] as Array<[string, Position[], Record<string, string>]>)('when a team drafted %s', (_case, positions, expected) => {
    const starters = Object.fromEntries(startersOf(positions).filter(([, id]) => id !== null));

    expect(starters).toEqual(expected);
  });

  it('when nothing fits a slot, then the slot stays empty and no one is left out', () => {
    const { starters, bench } = assignDraftSlots(drafted('K', 'K'));

    expect(starters.filter((s) => s.player).map((s) => s.slot)).toEqual(['K']);
    expect(starters.map((s) => s.slot)).toEqual(ROSTER_SLOTS);
    expect(bench.map((p) => p.id)).toEqual(['p2']);
  });
});

describe('canDraftPosition', () => {
  const legalThirteen: Position[] = ['QB', 'RB', 'WR', 'TE', 'RB', 'DEF', 'HC', 'QB', 'RB', 'WR', 'TE', 'QB', 'RB'];

  it.each([
    ['an empty team is offered a QB', true, [], 'QB'],
    ['an empty team is offered a K', true, [], 'K'],
    ['13 players without a K are offered a K', true, legalThirteen, 'K'],
    ['13 players without a K are offered a QB', false, legalThirteen, 'QB'],
    ['13 players without a K are offered a WR', false, legalThirteen, 'WR'],
    ['7 QBs are offered an 8th QB (7 empty slots, 6 picks left)', false, Array<Position>(7).fill('QB'), 'QB'],
    ['7 QBs are offered a K (6 empty slots, 6 picks left)', true, Array<Position>(7).fill('QB'), 'K'],
    ['a full roster is offered anyone', false, [...legalThirteen, 'K'], 'K'],
    ['6 RBs are offered a 7th RB (6 empty slots, 7 picks left)', true, Array<Position>(6).fill('RB'), 'RB'],
  ] as Array<[string, boolean, Position[], Position]>)(
    'when %s, then it may draft: %s',
    (_case, expected, positions, position) => {
      expect(canDraftPosition(positions, position)).toBe(expected);
    },
  );
});

describe('chooseAutomaticPick', () => {
  // Best-ranked first.
  const ranked = [
    { id: 'qb1', position: 'QB' },
    { id: 'rb1', position: 'RB' },
    { id: 'wr1', position: 'WR' },
    { id: 'k1', position: 'K' },
    { id: 'qb2', position: 'QB' },
  ] as const;
  const legalThirteenWithoutK: Position[] = [
    'QB',
    'RB',
    'WR',
    'TE',
    'RB',
    'DEF',
    'HC',
    'QB',
    'RB',
    'WR',
    'TE',
    'QB',
    'RB',
  ];

  it.each([
    ['there is no queue', 'qb1', [], [], []],
    ['the queue names players', 'wr1', ['wr1', 'rb1'], [], []],
    ["the queue's first player is taken", 'rb1', ['wr1', 'rb1'], ['wr1'], []],
    ['every queued player is taken', 'rb1', ['wr1'], ['wr1', 'qb1'], []],
    ['a queued player is not in the pool', 'k1', ['nobody', 'k1'], [], []],
    ["the roster cannot take the queue's first player", 'k1', ['qb2', 'k1'], [], legalThirteenWithoutK],
    ['the roster needs a K and nothing is queued', 'k1', [], [], legalThirteenWithoutK],
    ['the two best-ranked are taken', 'wr1', [], ['qb1', 'rb1'], []],
  ] as Array<[string, string, string[], string[], Position[]]>)(
    'when %s, then %s is picked',
    (_case, expected, queue, taken, teamPositions) => {
      const choice = chooseAutomaticPick({ ranked, taken: new Set(taken), queue, teamPositions });

      expect(choice?.id).toBe(expected);
    },
  );

  it('when no available player keeps the roster legal, then there is no choice', () => {
    const choice = chooseAutomaticPick({
      ranked,
      taken: new Set(['k1']),
      queue: ['qb2'],
      teamPositions: legalThirteenWithoutK,
    });

    expect(choice).toBeNull();
  });
});
