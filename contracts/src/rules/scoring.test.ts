import {
  DEFAULT_SCORE_CONFIG,
  fantasyPoints,
  MAX_GAME_SCORE,
  mirrorScoreDifferenceRanges,
  POSITION_GROUP,
  POSITIONS,
  RANGE_ATTRIBUTES,
  RULE_ATTRIBUTES,
  rulePoints,
  STAT_KEYS,
  type PlayerStats,
  type Position,
  type ScoreConfig,
} from '../index';

const withConfig = (overrides: Partial<ScoreConfig>): ScoreConfig => ({
  ...structuredClone(DEFAULT_SCORE_CONFIG),
  ...overrides,
});
const OFFENSE: Position[] = ['QB', 'RB', 'WR', 'TE'];

describe('score configuration', () => {
  it('when the attributes are listed, then every score key except the result is configured exactly once', () => {
    expect([...RULE_ATTRIBUTES, ...RANGE_ATTRIBUTES].sort()).toEqual([...STAT_KEYS].sort());
    expect(Object.keys(DEFAULT_SCORE_CONFIG).sort()).toEqual([...STAT_KEYS].sort());
  });

  it('when positions are grouped, then they follow the spec groups', () => {
    expect(POSITIONS.map((position) => POSITION_GROUP[position])).toEqual([
      'offense',
      'offense',
      'offense',
      'offense',
      'special',
      'defense',
      'hc',
    ]);
  });

  it('when the default score-difference ranges are read, then the win ranges and their negative mirrors are there', () => {
    expect(DEFAULT_SCORE_CONFIG.score_difference).toEqual([
      { min: 0, max: 8, points: 3 },
      { min: 9, max: 16, points: 4 },
      { min: 17, max: 24, points: 5 },
      { min: 25, max: MAX_GAME_SCORE, points: 6 },
      { min: -8, max: 0, points: -3 },
      { min: -16, max: -9, points: -4 },
      { min: -24, max: -17, points: -5 },
      { min: -MAX_GAME_SCORE, max: -25, points: -6 },
    ]);
  });
});

describe('mirrorScoreDifferenceRanges', () => {
  it('when the form submits unsorted positive ranges with stale negatives, then the negatives are rebuilt from the positives', () => {
    const mirrored = mirrorScoreDifferenceRanges([
      { min: 11, max: 20, points: 2 },
      { min: -5, max: -1, points: 99 },
      { min: 0, max: 10, points: 1 },
    ]);
    expect(mirrored).toEqual([
      { min: 0, max: 10, points: 1 },
      { min: 11, max: 20, points: 2 },
      { min: -10, max: 0, points: -1 },
      { min: -20, max: -11, points: -2 },
    ]);
  });

  it('when mirroring twice, then the result is the same', () => {
    const once = mirrorScoreDifferenceRanges(DEFAULT_SCORE_CONFIG.score_difference);
    expect(mirrorScoreDifferenceRanges(once)).toEqual(once);
    expect(once).toEqual(DEFAULT_SCORE_CONFIG.score_difference);
  });

  it('when a range starts at 0, then its mirror ends at a plain 0, not -0', () => {
    const [, mirror] = mirrorScoreDifferenceRanges([{ min: 0, max: 8, points: 3 }]);
    expect(Object.is(mirror?.max, 0)).toBe(true);
  });
});

describe('fantasyPoints with the default configuration', () => {
  const offenseCases: [string, PlayerStats, number][] = [
    ['pass_yds 250 (0.1 per yard)', { pass_yds: 250 }, 25],
    ['rush_yds 7 (0.1 per yard)', { rush_yds: 7 }, 0.7],
    ['catch_yds 123 (0.1 per yard)', { catch_yds: 123 }, 12.3],
    ['td 2 (6 each)', { td: 2 }, 12],
    ['_2pt 1 (2 each)', { _2pt: 1 }, 2],
    ['fumble 1 (-3 each)', { fumble: 1 }, -3],
    ['int 2 (-6 each)', { int: 2 }, -12],
    ['a full line', { pass_yds: 287, rush_yds: 12, td: 3, int: 1, fumble: 1, _2pt: 1 }, 40.9],
    [
      'only other groups stats',
      { fg: 3, xp: 2, defense_int: 1, sack: 2, pts_allowed: 0, win_loss: 1, pts_gained: 30, score_difference: 30 },
      0,
    ],
  ];
  describe.each(OFFENSE)('%s', (position) => {
    it.each(offenseCases)('when the week has %s, then it scores %p', (_label, stats, expected) => {
      expect(fantasyPoints(position, stats, DEFAULT_SCORE_CONFIG)).toBe(expected);
    });
  });

  it.each<[string, PlayerStats, number]>([
    ['fg 2 (3 each)', { fg: 2 }, 6],
    ['xp 3 (1 each)', { xp: 3 }, 3],
    ['fg_miss 1 (-3 each)', { fg_miss: 1 }, -3],
    ['xp_miss 2 (-1 each)', { xp_miss: 2 }, -2],
    ['a full line', { fg: 3, xp: 4, fg_miss: 1, xp_miss: 1 }, 9],
    ['only offensive stats', { td: 1, pass_yds: 100 }, 0],
  ])('K: when the week has %s, then it scores %p', (_label, stats, expected) => {
    expect(fantasyPoints('K', stats, DEFAULT_SCORE_CONFIG)).toBe(expected);
  });

  it.each<[string, PlayerStats, number]>([
    ['defense_int 1 (6 each)', { defense_int: 1 }, 6],
    ['fum_forced 2 (3 each)', { fum_forced: 2 }, 6],
    ['sack 3 (3 each)', { sack: 3 }, 9],
    ['pts_allowed 0', { pts_allowed: 0 }, 6],
    ['pts_allowed 4', { pts_allowed: 4 }, 6],
    ['pts_allowed 5', { pts_allowed: 5 }, 3],
    ['pts_allowed 10', { pts_allowed: 10 }, 3],
    ['pts_allowed 11', { pts_allowed: 11 }, 0],
    ['pts_allowed 45', { pts_allowed: 45 }, 0],
    ['no pts_allowed at all', { sack: 1 }, 3],
    ['a full line', { defense_int: 2, fum_forced: 1, sack: 4, pts_allowed: 7 }, 30],
    ['the offensive int key', { int: 2 }, 0],
  ])('DEF: when the week has %s, then it scores %p', (_label, stats, expected) => {
    expect(fantasyPoints('DEF', stats, DEFAULT_SCORE_CONFIG)).toBe(expected);
  });

  const win = (points: number, margin: number): PlayerStats => ({
    win_loss: 1,
    pts_gained: points,
    score_difference: margin,
  });
  const loss = (points: number, margin: number): PlayerStats => ({
    win_loss: -1,
    pts_gained: points,
    score_difference: -margin,
  });
  // win 6 + 0.25 × points scored + margin bonus
  it.each<[string, PlayerStats, number]>([
    ['a win by 1 scoring 20', win(20, 1), 6 + 5 + 3],
    ['a win by 8 scoring 20', win(20, 8), 6 + 5 + 3],
    ['a win by 9 scoring 20', win(20, 9), 6 + 5 + 4],
    ['a win by 16 scoring 30', win(30, 16), 6 + 7.5 + 4],
    ['a win by 17 scoring 30', win(30, 17), 6 + 7.5 + 5],
    ['a win by 24 scoring 31', win(31, 24), 6 + 7.75 + 5],
    ['a win by 25 scoring 31', win(31, 25), 6 + 7.75 + 6],
    ['a win by 60 scoring 63', win(63, 60), 6 + 15.75 + 6],
  ])('HC: when the week has %s, then it scores %p', (_label, stats, expected) => {
    expect(fantasyPoints('HC', stats, DEFAULT_SCORE_CONFIG)).toBe(expected);
  });

  // loss -6 - margin bonus; points scored count only in a win
  it.each<[string, PlayerStats, number]>([
    ['a loss by 1 scoring 20', loss(20, 1), -6 - 3],
    ['a loss by 8 scoring 20', loss(20, 8), -6 - 3],
    ['a loss by 9 scoring 20', loss(20, 9), -6 - 4],
    ['a loss by 16 scoring 14', loss(14, 16), -6 - 4],
    ['a loss by 17 scoring 14', loss(14, 17), -6 - 5],
    ['a loss by 24 scoring 0', loss(0, 24), -6 - 5],
    ['a loss by 25 scoring 0', loss(0, 25), -6 - 6],
  ])('HC: when the week has %s, then it scores %p', (_label, stats, expected) => {
    expect(fantasyPoints('HC', stats, DEFAULT_SCORE_CONFIG)).toBe(expected);
  });

  it.each<[string, PlayerStats]>([
    ['a 21-21 tie', { win_loss: 0, pts_gained: 21, score_difference: 0 }],
    ['a 0-0 tie', { win_loss: 0, pts_gained: 0, score_difference: 0 }],
    ['no result recorded', { pts_gained: 21, score_difference: 0 }],
    ['only offensive stats', { td: 2, pass_yds: 300 }],
  ])('HC: when the week has %s, then it scores 0', (_label, stats) => {
    expect(fantasyPoints('HC', stats, DEFAULT_SCORE_CONFIG)).toBe(0);
  });

  it.each(POSITIONS)('%s: when no stats were recorded, then it scores 0', (position) => {
    expect(fantasyPoints(position, {}, DEFAULT_SCORE_CONFIG)).toBe(0);
  });

  it.each(POSITIONS)(
    '%s: when every stat is 0 ("Fill scores with zeros"), then only a DEF shutout scores',
    (position) => {
      const zeros = Object.fromEntries(STAT_KEYS.map((key) => [key, 0])) as PlayerStats;
      expect(fantasyPoints(position, zeros, DEFAULT_SCORE_CONFIG)).toBe(position === 'DEF' ? 6 : 0);
    },
  );
});

describe('fantasyPoints with an edited configuration', () => {
  it.each<[string, Partial<ScoreConfig>, Position, PlayerStats, number]>([
    ["'/' gives one point per N units", { td: { operation: '/', sign: '+', points: 2 } }, 'QB', { td: 5 }, 2.5],
    ["'/' is not floored", { pass_yds: { operation: '/', sign: '+', points: 25 } }, 'QB', { pass_yds: 110 }, 4.4],
    [
      "'/' with sign '-' subtracts",
      { pass_yds: { operation: '/', sign: '-', points: 25 } },
      'QB',
      { pass_yds: 100 },
      -4,
    ],
    [
      "'/' by 0 scores nothing",
      { rush_yds: { operation: '/', sign: '+', points: 0 } },
      'RB',
      { rush_yds: 80, td: 1 },
      6,
    ],
    ["'*' with sign '-' subtracts", { sack: { operation: '*', sign: '-', points: 2 } }, 'DEF', { sack: 2 }, -4],
    [
      "'*' 0.1 per yard stays exact after rounding",
      { rush_yds: { operation: '*', sign: '+', points: 0.1 } },
      'RB',
      { rush_yds: 7 },
      0.7,
    ],
    [
      'thirds round to 2 decimals',
      { pass_yds: { operation: '/', sign: '+', points: 3 } },
      'QB',
      { pass_yds: 20 },
      6.67,
    ],
    [
      'negative thirds round like positive ones',
      { pass_yds: { operation: '/', sign: '-', points: 3 } },
      'QB',
      { pass_yds: 20 },
      -6.67,
    ],
    ['half a cent rounds away from zero', { fg: { operation: '*', sign: '+', points: 1.005 } }, 'K', { fg: 1 }, 1.01],
    [
      'edited pts_allowed ranges are used',
      { pts_allowed: [{ min: 0, max: 0, points: 10 }] },
      'DEF',
      { pts_allowed: 0 },
      10,
    ],
    [
      'a value outside every edited range scores nothing',
      { pts_allowed: [{ min: 0, max: 0, points: 10 }] },
      'DEF',
      { pts_allowed: 1 },
      0,
    ],
    [
      'edited margin ranges are used for a loss',
      { score_difference: mirrorScoreDifferenceRanges([{ min: 0, max: 99, points: 1.5 }]) },
      'HC',
      { win_loss: -1, score_difference: -40 },
      -7.5,
    ],
  ])('when %s, then the week scores %p', (_label, overrides, position, stats, expected) => {
    expect(fantasyPoints(position, stats, withConfig(overrides))).toBe(expected);
  });
});

describe('recalculation', () => {
  const week: [Position, PlayerStats][] = [
    ['QB', { pass_yds: 287, rush_yds: 12, td: 3, int: 1, fumble: 1, _2pt: 1 }],
    ['K', { fg: 3, xp: 4, fg_miss: 1 }],
    ['DEF', { defense_int: 2, sack: 4, pts_allowed: 7 }],
    ['HC', { win_loss: 1, pts_gained: 27, score_difference: 13 }],
  ];

  it('when the same week is computed twice, then the totals are identical and nothing is mutated', () => {
    const config = structuredClone(DEFAULT_SCORE_CONFIG);
    const before = structuredClone(week);
    const first = week.map(([position, stats]) => fantasyPoints(position, stats, config));
    const second = week.map(([position, stats]) => fantasyPoints(position, stats, config));
    expect(second).toEqual(first);
    expect(first).toEqual([40.9, 10, 27, 6 + 6.75 + 4]);
    expect(week).toEqual(before);
    expect(config).toEqual(DEFAULT_SCORE_CONFIG);
  });
});

describe('rulePoints', () => {
  it('when 250 passing yards meet "/ + 10", then they are worth 25 points, as in a week', () => {
    expect(rulePoints(DEFAULT_SCORE_CONFIG.pass_yds, 250)).toBe(25);
    expect(rulePoints(DEFAULT_SCORE_CONFIG.pass_yds, 250)).toBe(
      fantasyPoints('QB', { pass_yds: 250 }, DEFAULT_SCORE_CONFIG),
    );
  });

  it('when a rule takes points away or divides by 0, then the sign holds and a divisor of 0 scores nothing', () => {
    expect(rulePoints({ operation: '*', sign: '-', points: 3 }, 1)).toBe(-3);
    expect(rulePoints({ operation: '/', sign: '+', points: 0 }, 250)).toBe(0);
    expect(rulePoints({ operation: '/', sign: '+', points: 3 }, 100)).toBe(33.33);
  });
});
