import * as yup from 'yup';
import {
  MAX_GAME_SCORE,
  RULE_ATTRIBUTES,
  SCORE_OPERATIONS,
  SCORE_SIGNS,
  type RuleAttribute,
  type ScoreConfig,
  type ScoreRange,
  type ScoreRule,
} from '../../rules/scoring';

/**
 * The bounds of every value of a score configuration: with them no statistic a score sheet accepts can score more than
 * millions of points (1e308 points per yard made the recalculation's sum infinite), and a divisor is never so small it
 * multiplies. Range bounds cover every score and margin a game can have.
 */
export const SCORE_CONFIG_BOUNDS = {
  points: { min: 0, max: 1000 },
  divisor: { min: 0.01, max: 1000 },
  range: { min: -MAX_GAME_SCORE, max: MAX_GAME_SCORE },
  rangePoints: { min: -1000, max: 1000 },
  ranges: 20,
} as const;

/** One attribute's rule; a divisor must be positive, or the rule would silently score nothing. */
const scoreRuleSchema = yup
  .object({
    operation: yup
      .mixed<ScoreRule['operation']>()
      .required('validation:scoreOperationInvalid')
      .oneOf([...SCORE_OPERATIONS], 'validation:scoreOperationInvalid'),
    sign: yup
      .mixed<ScoreRule['sign']>()
      .required('validation:scoreSignInvalid')
      .oneOf([...SCORE_SIGNS], 'validation:scoreSignInvalid'),
    points: yup
      .number()
      .typeError('validation:scorePointsInvalid')
      .required('validation:scorePointsInvalid')
      .min(SCORE_CONFIG_BOUNDS.points.min, 'validation:scorePointsInvalid')
      .max(SCORE_CONFIG_BOUNDS.points.max, 'validation:scorePointsInvalid')
      .test('divisor', 'validation:scoreDivisorInvalid', function (points) {
        return this.parent.operation !== '/' || points >= SCORE_CONFIG_BOUNDS.divisor.min;
      }),
  })
  // No default {}: a missing rule is reported once, at the attribute, not as three missing fields.
  .default(undefined)
  .typeError('validation:scoreRuleRequired')
  .required('validation:scoreRuleRequired');

const rangeBound = (key: string) =>
  yup
    .number()
    .typeError(key)
    .required(key)
    .integer(key)
    .min(SCORE_CONFIG_BOUNDS.range.min, key)
    .max(SCORE_CONFIG_BOUNDS.range.max, key);

const scoreRangeSchema: yup.ObjectSchema<ScoreRange> = yup
  .object({
    min: rangeBound('validation:scoreRangeBoundInvalid'),
    // Compared only against a valid min, so a bad min is reported once, at min.
    max: rangeBound('validation:scoreRangeBoundInvalid').test(
      'min-max-order',
      'validation:scoreRangeOrder',
      function (max) {
        const { min } = this.parent as { min: unknown };
        return !Number.isInteger(min) || max >= (min as number);
      },
    ),
    points: yup
      .number()
      .typeError('validation:scoreRangePointsInvalid')
      .required('validation:scoreRangePointsInvalid')
      .min(SCORE_CONFIG_BOUNDS.rangePoints.min, 'validation:scoreRangePointsInvalid')
      .max(SCORE_CONFIG_BOUNDS.rangePoints.max, 'validation:scoreRangePointsInvalid'),
  })
  .typeError('validation:scoreRangesInvalid')
  .required('validation:scoreRangesInvalid');

/** True when two inclusive ranges share a value. Malformed items are left to their own violations. */
function overlaps(ranges: readonly Partial<ScoreRange>[] | undefined): boolean {
  const sorted = (ranges ?? [])
    .filter((r): r is ScoreRange => Number.isInteger(r?.min) && Number.isInteger(r?.max))
    .sort((a, b) => a.min - b.min);
  return sorted.some((range, i) => i > 0 && range.min <= sorted[i - 1]!.max);
}

const rangeList = () =>
  yup
    .array(scoreRangeSchema)
    .typeError('validation:scoreRangesInvalid')
    .required('validation:scoreRangesInvalid')
    .max(SCORE_CONFIG_BOUNDS.ranges, 'validation:scoreRangesTooMany');

const ruleShape = Object.fromEntries(RULE_ATTRIBUTES.map((attribute) => [attribute, scoreRuleSchema])) as Record<
  RuleAttribute,
  typeof scoreRuleSchema
>;

/**
 * Owner score configuration and `POST /api/score-configs`. Score-difference ranges are edited on the
 * win side only: negative ranges sent along (e.g. echoed from GET) are replaced by the mirror on submit,
 * so only the non-negative ones must not overlap, and no range may span both a loss and a win.
 */
export const scoreConfigSchema: yup.ObjectSchema<ScoreConfig> = yup.object({
  ...ruleShape,
  pts_allowed: rangeList().test('no-overlap', 'validation:scoreRangesOverlap', (ranges) => !overlaps(ranges)),
  score_difference: rangeList()
    .test('one-side', 'validation:scoreDifferenceCrossesZero', (ranges) =>
      (ranges ?? []).every((r) => !(r?.min < 0 && r?.max > 0)),
    )
    .test(
      'no-overlap',
      'validation:scoreRangesOverlap',
      (ranges) => !overlaps((ranges ?? []).filter((r) => r?.min >= 0)),
    ),
});
export type ScoreConfigPayload = ScoreConfig;
