/**
 * Scoring engine: turns one player's weekly statistics into fantasy points
 * (player-app "Scoring rules", owner-back-office sections 3, 5 and 9).
 *
 * Stat encoding the engine relies on:
 * - win_loss: 1 win, -1 loss, 0 tie (one rule then gives +6 / -6 / 0);
 * - pts_gained: the HC's team score; score_difference: own score minus the opponent's (signed),
 *   so a loss falls into the mirrored negative ranges;
 * - pts_allowed: points the DEF's team conceded.
 */

export const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF', 'HC'] as const;
export type Position = (typeof POSITIONS)[number];

export const POSITION_GROUPS = ['offense', 'defense', 'special', 'hc'] as const;
export type PositionGroup = (typeof POSITION_GROUPS)[number];

export const POSITION_GROUP: Readonly<Record<Position, PositionGroup>> = {
  QB: 'offense',
  RB: 'offense',
  WR: 'offense',
  TE: 'offense',
  K: 'special',
  DEF: 'defense',
  HC: 'hc',
};

/** Weekly score keys in the spec's order (fantasy_points is the result, not an input). */
export const STAT_KEYS = [
  'pass_yds',
  'rush_yds',
  'catch_yds',
  'td',
  '_2pt',
  'fumble',
  'int',
  'defense_int',
  'fg',
  'xp',
  'fg_miss',
  'xp_miss',
  'fum_forced',
  'sack',
  'pts_allowed',
  'win_loss',
  'pts_gained',
  'score_difference',
] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/** A week's statistics; a missing key counts as 0. */
export type PlayerStats = Partial<Record<StatKey, number>>;

/** Attributes scored by one rule each (owner-back-office section 3, in its order). */
export const RULE_ATTRIBUTES = [
  'pass_yds',
  'rush_yds',
  'catch_yds',
  'td',
  '_2pt',
  'fumble',
  'int',
  'fum_forced',
  'defense_int',
  'sack',
  'fg',
  'xp',
  'fg_miss',
  'xp_miss',
  'pts_gained',
  'win_loss',
] as const satisfies readonly StatKey[];
export type RuleAttribute = (typeof RULE_ATTRIBUTES)[number];

/** Attributes scored by ranges. */
export const RANGE_ATTRIBUTES = ['pts_allowed', 'score_difference'] as const satisfies readonly StatKey[];
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

export const SCORE_OPERATIONS = ['*', '/'] as const;
export type ScoreOperation = (typeof SCORE_OPERATIONS)[number];
export const SCORE_SIGNS = ['+', '-'] as const;
export type ScoreSign = (typeof SCORE_SIGNS)[number];

/**
 * '*': stat × points (points per unit). '/': stat ÷ points, i.e. one point per `points` units,
 * not floored (yards / 10 = 0.1 per yard, as the spec states it); a divisor of 0 scores nothing.
 * The sign then makes the result positive or negative.
 */
export interface ScoreRule {
  operation: ScoreOperation;
  sign: ScoreSign;
  points: number;
}

/** Inclusive on both ends; `points` carries its own sign (mirrored loss ranges are negative). */
export interface ScoreRange {
  min: number;
  max: number;
  points: number;
}

export type ScoreConfig = Record<RuleAttribute, ScoreRule> & Record<RangeAttribute, ScoreRange[]>;

/** Which stats score for which position group. */
export const GROUP_STATS: Readonly<Record<PositionGroup, readonly StatKey[]>> = {
  offense: ['pass_yds', 'rush_yds', 'catch_yds', 'td', '_2pt', 'fumble', 'int'],
  special: ['fg', 'xp', 'fg_miss', 'xp_miss'],
  defense: ['defense_int', 'fum_forced', 'sack', 'pts_allowed'],
  hc: ['win_loss', 'pts_gained', 'score_difference'],
};

/** A game score has at most 3 characters, so no margin exceeds this: the open "over 24" range ends here. */
export const MAX_GAME_SCORE = 999;

/** Negates a range: [min, max] → [-max, -min] with negated points (no -0, which JSON and equality treat oddly). */
const mirrorRange = (range: ScoreRange): ScoreRange => ({
  min: -range.max + 0,
  max: -range.min + 0,
  points: -range.points + 0,
});

/**
 * The owner form edits the positive score-difference ranges; on submit the negative (loss) ranges
 * are rebuilt as their mirror image. Any negative ranges passed in are replaced, so it is idempotent.
 */
export function mirrorScoreDifferenceRanges(ranges: readonly ScoreRange[]): ScoreRange[] {
  const positive = ranges.filter((range) => range.min >= 0).sort((a, b) => a.min - b.min);
  return [...positive, ...positive.map(mirrorRange)];
}

const rule = (operation: ScoreOperation, sign: ScoreSign, points: number): ScoreRule => ({ operation, sign, points });

/** The spec's scoring table. */
export const DEFAULT_SCORE_CONFIG: Readonly<ScoreConfig> = {
  pass_yds: rule('/', '+', 10),
  rush_yds: rule('/', '+', 10),
  catch_yds: rule('/', '+', 10),
  td: rule('*', '+', 6),
  _2pt: rule('*', '+', 2),
  fumble: rule('*', '-', 3),
  int: rule('*', '-', 6),
  fum_forced: rule('*', '+', 3),
  defense_int: rule('*', '+', 6),
  sack: rule('*', '+', 3),
  fg: rule('*', '+', 3),
  xp: rule('*', '+', 1),
  fg_miss: rule('*', '-', 3),
  xp_miss: rule('*', '-', 1),
  pts_gained: rule('*', '+', 0.25),
  win_loss: rule('*', '+', 6),
  pts_allowed: [
    { min: 0, max: 4, points: 6 },
    { min: 5, max: 10, points: 3 },
  ],
  score_difference: mirrorScoreDifferenceRanges([
    { min: 0, max: 8, points: 3 },
    { min: 9, max: 16, points: 4 },
    { min: 17, max: 24, points: 5 },
    { min: 25, max: MAX_GAME_SCORE, points: 6 },
  ]),
};

function applyRule({ operation, sign, points }: ScoreRule, value: number): number {
  const magnitude = operation === '*' ? value * points : points === 0 ? 0 : value / points;
  return sign === '-' ? -magnitude : magnitude;
}

const rangePoints = (ranges: readonly ScoreRange[], value: number): number =>
  ranges.find((range) => value >= range.min && value <= range.max)?.points ?? 0;

/** Half away from zero, so a loss rounds like the matching win; EPSILON absorbs binary noise (1.005 → 1.01). */
export function roundPoints(value: number): number {
  const rounded = Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100;
  return (value < 0 ? -rounded : rounded) + 0;
}

/** What one rule gives a statistic's value alone, rounded as a week's points are (the owner's worked examples). */
export function rulePoints(scoreRule: ScoreRule, value: number): number {
  return roundPoints(applyRule(scoreRule, value));
}

/**
 * The week's fantasy points, rounded to 2 decimals. Only the stats of the position's group count.
 * Range stats score only when present: an empty DEF record is not a shutout. For HC, points
 * scored count only in a win, and the margin bonus only in a win or a loss (a tie scores 0).
 */
export function fantasyPoints(position: Position, stats: PlayerStats, config: ScoreConfig): number {
  const stat = (key: StatKey): number => stats[key] ?? 0;
  const group = POSITION_GROUP[position];
  let total = 0;
  for (const key of GROUP_STATS[group]) {
    if (key === 'pts_allowed') {
      if (stats.pts_allowed !== undefined) total += rangePoints(config.pts_allowed, stats.pts_allowed);
    } else if (key === 'score_difference') {
      if (stat('win_loss') !== 0 && stats.score_difference !== undefined) {
        total += rangePoints(config.score_difference, stats.score_difference);
      }
    } else if (key === 'pts_gained') {
      if (stat('win_loss') > 0) total += applyRule(config.pts_gained, stat('pts_gained'));
    } else {
      total += applyRule(config[key], stat(key));
    }
  }
  return roundPoints(total);
}
