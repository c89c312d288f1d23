import {
  activeMove,
  benchMove,
  bestLineup,
  ROSTER_BENCH,
  landingOf,
  lineupOf,
  switchPlaces,
  type FantasyPosition,
  type LineupPlayer,
  type Position,
  startingSlots,
} from '../index';

/** A roster player named after its place: 'qb' starts at QB, 'b1' is on the bench. */
const p = (id: string, position: Position, fantasyPosition: FantasyPosition): LineupPlayer => ({
  id,
  position,
  fantasyPosition,
});

/** A full lineup: 8 starters and 6 bench players (two QBs, two RBs, a WR, a TE, a K and a DEF on the bench). */
const STARTERS = [
  p('qb', 'QB', 'QB'),
  p('rb', 'RB', 'RB'),
  p('wr', 'WR', 'TE_WR'),
  p('te', 'TE', 'TE_WR'),
  p('flex', 'RB', 'FLEX'),
  p('k', 'K', 'K'),
  p('def', 'DEF', 'DEF'),
  p('hc', 'HC', 'HC'),
];
const BENCH = [
  p('b-qb', 'QB', 'BENCH'),
  p('b-rb', 'RB', 'BENCH'),
  p('b-wr', 'WR', 'BENCH'),
  p('b-te', 'TE', 'BENCH'),
  p('b-k', 'K', 'BENCH'),
  p('b-def', 'DEF', 'BENCH'),
];
const FULL = [...STARTERS, ...BENCH];
const without = (players: LineupPlayer[], ...ids: string[]) => players.filter((x) => !ids.includes(x.id));
const ids = (players: LineupPlayer[]) => players.map((x) => x.id);

describe('lineupOf', () => {
  it('when players are laid out, then each fills its slot in lineup order and the rest sit on the bench', () => {
    const lineup = lineupOf(FULL);

    expect(lineup.starters.map((s) => [s.slot, s.player?.id])).toEqual([
      ['QB', 'qb'],
      ['RB', 'rb'],
      ['TE_WR', 'wr'],
      ['TE_WR', 'te'],
      ['FLEX', 'flex'],
      ['K', 'k'],
      ['DEF', 'def'],
      ['HC', 'hc'],
    ]);
    expect(ids(lineup.bench)).toEqual(ids(BENCH));
  });

  it('when a slot has nobody, then it is shown empty', () => {
    expect(lineupOf(without(FULL, 'k')).starters[5]).toEqual({ slot: 'K', player: null });
  });
});

describe('benchMove', () => {
  it.each([
    ['fewer than 6 on the bench', without(FULL, 'b-k'), 'qb', { kind: 'move', slot: 'BENCH' }],
    ['6 on the bench and a bench QB', FULL, 'qb', { kind: 'switch', candidates: ['b-qb'] }],
    ['6 on the bench, a FLEX starter', FULL, 'flex', { kind: 'switch', candidates: ['b-rb', 'b-wr', 'b-te'] }],
    ['6 on the bench and no bench HC', FULL, 'hc', { kind: 'none' }],
    ['a bench player', FULL, 'b-qb', { kind: 'none' }],
  ])('when a starter moves to the bench with %s, then the offer is right', (_case, players, id, expected) => {
    const option = benchMove(lineupOf(players), id);

    expect(option.kind === 'switch' ? { kind: 'switch', candidates: ids(option.candidates) } : option).toEqual(
      expected,
    );
  });
});

describe('activeMove', () => {
  it.each([
    ['a free QB slot', without(FULL, 'qb'), 'b-qb', { kind: 'move', slot: 'QB' }],
    ['a free FLEX slot for a WR', without(FULL, 'flex'), 'b-wr', { kind: 'move', slot: 'FLEX' }],
    ['a free TE_WR slot for a TE', without(FULL, 'wr'), 'b-te', { kind: 'move', slot: 'TE_WR' }],
    ['no free slot for a WR', FULL, 'b-wr', { kind: 'switch', candidates: ['wr', 'te', 'flex'] }],
    ['no free slot for a K', FULL, 'b-k', { kind: 'switch', candidates: ['k'] }],
    [
      'a free K slot only, for a QB',
      [...without(STARTERS, 'k', 'qb'), p('b-qb', 'QB', 'BENCH')],
      'b-qb',
      {
        kind: 'move',
        slot: 'QB',
      },
    ],
    ['a starter', FULL, 'qb', { kind: 'none' }],
  ])('when a bench player moves to active with %s, then the offer is right', (_case, players, id, expected) => {
    const option = activeMove(lineupOf(players), id);

    expect(option.kind === 'switch' ? { kind: 'switch', candidates: ids(option.candidates) } : option).toEqual(
      expected,
    );
  });
});

describe('switchPlaces', () => {
  it.each([
    [
      'a QB starter and a bench QB',
      'qb',
      'b-qb',
      [
        ['qb', 'BENCH'],
        ['b-qb', 'QB'],
      ],
    ],
    [
      'a bench WR and the FLEX starter',
      'b-wr',
      'flex',
      [
        ['flex', 'BENCH'],
        ['b-wr', 'FLEX'],
      ],
    ],
    ['a TE_WR WR and the FLEX RB', 'wr', 'flex', null],
    [
      'the two TE_WR starters',
      'wr',
      'te',
      [
        ['wr', 'TE_WR'],
        ['te', 'TE_WR'],
      ],
    ],
    [
      'a TE_WR WR and a FLEX WR',
      'wr',
      'flex-wr',
      [
        ['wr', 'FLEX'],
        ['flex-wr', 'TE_WR'],
      ],
    ],
    ['a QB starter and a bench K', 'qb', 'b-k', null],
    ['two bench players', 'b-qb', 'b-k', null],
    ['a player and himself', 'qb', 'qb', null],
    ['an unknown player', 'qb', 'nobody', null],
  ])('when switching %s, then the places are right', (_case, a, b, expected) => {
    const players = [...without(FULL, 'flex'), p('flex-wr', 'WR', 'FLEX')];
    const lineup = lineupOf(a === 'b-wr' || b === 'flex' ? FULL : players);

    const places = switchPlaces(lineup, a, b);

    expect(places && places.map(({ id, fantasyPosition }) => [id, fantasyPosition])).toEqual(expected);
  });
});

describe('landingOf', () => {
  const land = (players: LineupPlayer[], position: Position, replacing?: string) =>
    landingOf(lineupOf(players), position, replacing);

  it.each([
    ['a free agent with his slot free', without(FULL, 'k'), 'K', undefined, { fantasyPosition: 'K', promotions: [] }],
    ['a free agent WR, FLEX free', without(FULL, 'flex'), 'WR', undefined, { fantasyPosition: 'FLEX', promotions: [] }],
    [
      'a free agent, no slot, bench room',
      without(FULL, 'b-k'),
      'QB',
      undefined,
      { fantasyPosition: 'BENCH', promotions: [] },
    ],
    ['a free agent on a full roster', FULL, 'QB', undefined, null],
    [
      'a free agent K, the bench full and the QB slot empty with a bench QB',
      without(FULL, 'qb'),
      'K',
      undefined,
      { fantasyPosition: 'BENCH', promotions: [{ id: 'b-qb', fantasyPosition: 'QB' }] },
    ],
    ['a free agent K, bench full, HC empty, no bench HC', without(FULL, 'hc'), 'K', undefined, null],
    ['a traded QB for the starting QB', FULL, 'QB', 'qb', { fantasyPosition: 'QB', promotions: [] }],
    ['a traded K for the bench QB', FULL, 'K', 'b-qb', { fantasyPosition: 'BENCH', promotions: [] }],
    [
      'a traded K for the starting QB, with a bench QB',
      FULL,
      'K',
      'qb',
      { fantasyPosition: 'BENCH', promotions: [{ id: 'b-qb', fantasyPosition: 'QB' }] },
    ],
    ['a traded K for the starting HC, no bench HC', FULL, 'K', 'hc', null],
    [
      'a traded K for the starting QB, bench room',
      without(FULL, 'b-def'),
      'K',
      'qb',
      { fantasyPosition: 'BENCH', promotions: [] },
    ],
    [
      'a traded WR for the QB, bench full, FLEX empty',
      without([...FULL, p('b-x', 'HC', 'BENCH')], 'flex'),
      'WR',
      'qb',
      { fantasyPosition: 'FLEX', promotions: [] },
    ],
  ])('when %s joins, then he lands right', (_case, players, position, replacing, expected) => {
    expect(land(players, position as Position, replacing)).toEqual(expected);
  });
});

describe('bestLineup', () => {
  type Scored = { id: string; position: Position; points: number };
  const s = (id: string, position: Position, points: number): Scored => ({ id, position, points });
  /** A 14-player roster: two of each position but one K and one HC, and an extra RB and WR. */
  const ROSTER: Scored[] = [
    s('qb-1', 'QB', 20),
    s('qb-2', 'QB', 25),
    s('rb-1', 'RB', 15),
    s('rb-2', 'RB', 12),
    s('rb-3', 'RB', 3),
    s('wr-1', 'WR', 14),
    s('wr-2', 'WR', 13),
    s('wr-3', 'WR', 11),
    s('te-1', 'TE', 5),
    s('te-2', 'TE', 2),
    s('k-1', 'K', 8),
    s('def-1', 'DEF', 4),
    s('def-2', 'DEF', 9),
    s('hc-1', 'HC', -6),
  ];
  const laidOut = (players: Scored[]) => {
    const places = bestLineup(players);
    return lineupOf(players.map((x) => ({ ...x, fantasyPosition: places.get(x.id)! })));
  };
  const starters = (players: Scored[]) =>
    laidOut(players).starters.map(({ slot, player }) => [slot, player?.id ?? null]);

  it('when a full roster is laid out, then every slot is filled by its best player and six sit on the bench', () => {
    const lineup = laidOut(ROSTER);

    expect(starters(ROSTER)).toEqual([
      ['QB', 'qb-2'],
      ['RB', 'rb-1'],
      ['TE_WR', 'wr-1'],
      ['TE_WR', 'wr-2'],
      ['FLEX', 'rb-2'],
      ['K', 'k-1'],
      ['DEF', 'def-2'],
      ['HC', 'hc-1'],
    ]);
    expect(lineup.bench.map((x) => x.id).sort()).toEqual(['def-1', 'qb-1', 'rb-3', 'te-1', 'te-2', 'wr-3']);
    expect(lineup.bench).toHaveLength(ROSTER_BENCH);
    expect(bestLineup(ROSTER).size).toBe(ROSTER.length);
  });

  it.each([
    [
      'the best remaining is a WR',
      [s('rb-1', 'RB', 15), s('rb-2', 'RB', 6), s('wr-1', 'WR', 14), s('wr-2', 'WR', 13), s('wr-3', 'WR', 11)],
      'wr-3',
    ],
    [
      'a TE is the best of all (he takes a TE_WR slot)',
      [s('rb-1', 'RB', 15), s('te-1', 'TE', 30), s('wr-1', 'WR', 14), s('wr-2', 'WR', 13), s('rb-2', 'RB', 11)],
      'wr-2',
    ],
    [
      'the only RBs are the best players',
      [s('rb-1', 'RB', 40), s('rb-2', 'RB', 30), s('rb-3', 'RB', 20), s('wr-1', 'WR', 1), s('te-1', 'TE', 0)],
      'rb-2',
    ],
  ])('when %s, then FLEX gets the best RB, WR or TE left after RB and TE_WR', (_case, players, flex) => {
    expect(bestLineup(players).get(flex)).toBe('FLEX');
    expect([...bestLineup(players).values()].filter((place) => place === 'BENCH')).toHaveLength(players.length - 4);
  });

  it.each([
    ['two kickers on the same points', [s('k-b', 'K', 7), s('k-a', 'K', 7)], { 'k-a': 'K', 'k-b': 'BENCH' }],
    ['a kicker with negative points only', [s('k-1', 'K', -3)], { 'k-1': 'K' }],
    [
      'two TEs and a RB, no WR',
      [s('te-1', 'TE', 1), s('te-2', 'TE', 2), s('rb-1', 'RB', 0)],
      { 'te-1': 'TE_WR', 'te-2': 'TE_WR', 'rb-1': 'RB' },
    ],
    [
      'a QB and a K only',
      [s('qb-1', 'QB', 1), s('k-1', 'K', 1), s('qb-2', 'QB', 9)],
      { 'qb-1': 'BENCH', 'qb-2': 'QB', 'k-1': 'K' },
    ],
    ['nobody', [], {}],
  ])('when the roster has %s, then the places are right', (_case, players, expected) => {
    expect(Object.fromEntries(bestLineup(players))).toEqual(expected);
  });

  it('when the roster has no kicker, then the K slot stays empty and everyone else still finds the best place', () => {
    const roster = ROSTER.filter((x) => x.position !== 'K');

    expect(starters(roster)).toContainEqual(['K', null]);
    expect(laidOut(roster).starters.filter((x) => x.player)).toHaveLength(7);
  });

  it('when the players come in any order, then the lineup is the same', () => {
    expect(bestLineup([...ROSTER].reverse())).toEqual(bestLineup(ROSTER));
  });
});

describe('startingSlots', () => {
  const p = (id: string, position: Position) => ({ id, position });
  const STARTERS = [
    p('08', 'HC'),
    p('07', 'DEF'),
    p('06', 'K'),
    p('05', 'WR'),
    p('04', 'TE'),
    p('03', 'RB'),
    p('02', 'QB'),
    p('01', 'RB'),
  ];

  it('when two RBs start, then the lower id names the RB slot and the other FLEX, in whatever order they come', () => {
    const named = startingSlots(STARTERS);

    expect(Object.fromEntries(named)).toEqual({
      '01': 'RB',
      '02': 'QB',
      '03': 'FLEX',
      '04': 'TE_WR',
      '05': 'TE_WR',
      '06': 'K',
      '07': 'DEF',
      '08': 'HC',
    });
    expect(startingSlots([...STARTERS].reverse())).toEqual(named);
  });

  it('when three receivers start, then two name TE_WR and the highest id FLEX; a lineup with an RB in FLEX keeps it legal', () => {
    const receivers = [...STARTERS.filter((x) => x.id !== '03'), p('00', 'WR')];

    expect(Object.fromEntries(startingSlots(receivers))).toMatchObject({ '00': 'TE_WR', '04': 'TE_WR', '05': 'FLEX' });
  });

  it('when a starter fits no slot left (a second QB), then he is not named', () => {
    expect(startingSlots([p('a', 'QB'), p('b', 'QB')])).toEqual(new Map([['a', 'QB']]));
  });
});
