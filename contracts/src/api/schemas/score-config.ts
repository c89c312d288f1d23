import * as yup from 'yup';
import {
  RULE_ATTRIBUTES,
  SCORE_OPERATIONS,
  SCORE_SIGNS,
  type RuleAttribute,
  type ScoreConfig,
  type ScoreRange,
  type ScoreRule,
} from '../../rules/scoring';

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
      .min(0, 'validation:scorePointsInvalid')
      .test('positive-divisor', 'validation:scoreDivisorInvalid', function (points) {
        return this.parent.operation !== '/' || points > 0;
      }),
  })
  // No default {}: a missing rule is reported once, at the attribute, not as three missing fields.
  .default(undefined)
  .typeError('validation:scoreRuleRequired')
  .required('validation:scoreRuleRequired');

const rangeBound = (key: string) => yup.number().typeError(key).required(key).integer(key);

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
    points: yup.number().typeError('validation:scoreRangePointsInvalid').required('validation:scoreRangePointsInvalid'),
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
  yup.array(scoreRangeSchema).typeError('validation:scoreRangesInvalid').required('validation:scoreRangesInvalid');

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
