import {
  activeMove,
  benchMove,
  landingOf,
  lineupOf,
  switchPlaces,
  type FantasyPosition,
  type LineupPlayer,
  type Position,
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
