import { getIn, setIn, type FormikErrors } from 'formik';
import type { TFunction } from 'i18next';
import {
  formValidator,
  scoreConfigSchema,
  rulePoints,
  type RangeAttribute,
  type RuleAttribute,
  type ScoreConfig,
  type ScoreOperation,
  type ScoreSign,
} from '@hfl/contracts';

/** What each rule's worked example scores: a good game's line ("250 passing yards = 25 points"). */
export const EXAMPLE_VALUES: Readonly<Record<RuleAttribute, number>> = {
  pass_yds: 250,
  rush_yds: 100,
  catch_yds: 80,
  td: 2,
  _2pt: 1,
  fumble: 1,
  int: 1,
  fum_forced: 1,
  defense_int: 1,
  sack: 2,
  fg: 2,
  xp: 3,
  fg_miss: 1,
  xp_miss: 1,
  pts_gained: 28,
  win_loss: 1,
};

/** Number inputs hold '' while empty; the schema reports that as an invalid number. */
type NumberInput = number | '';

export interface RuleValues {
  operation: ScoreOperation;
  sign: ScoreSign;
  points: NumberInput;
}

export interface RangeValues {
  min: NumberInput;
  max: NumberInput;
  points: NumberInput;
}

export type ScoreConfigValues = Record<RuleAttribute, RuleValues> & Record<RangeAttribute, RangeValues[]>;

/** The form edits the win side of score_difference only; the service rebuilds the loss side as its mirror. */
export function toFormValues(config: ScoreConfig): ScoreConfigValues {
  return { ...config, score_difference: config.score_difference.filter((range) => range.min >= 0) };
}

/** The stored loss ranges (the mirror of the win side), shown read-only. */
export function lossRanges(config: ScoreConfig): ScoreConfig['score_difference'] {
  return config.score_difference.filter((range) => range.min < 0);
}

/**
 * The service's own rules (scoreConfigSchema), plus one of the form's: a win-side range cannot start below 0, since
 * the service would replace it by the mirror of the win side and the owner's row would silently vanish.
 */
export function scoreConfigValidator(t: TFunction) {
  const schemaErrors = formValidator(scoreConfigSchema, t);
  return async (values: ScoreConfigValues): Promise<FormikErrors<ScoreConfigValues>> => {
    let errors = (await schemaErrors(values)) as FormikErrors<ScoreConfigValues>;
    // A message about the whole list (a range across 0) already explains a negative start.
    if (typeof errors.score_difference === 'string') return errors;
    values.score_difference.forEach((range, index) => {
      const path = `score_difference.${index}.min`;
      if (typeof range.min === 'number' && range.min < 0 && !getIn(errors, path)) {
        errors = setIn(errors, path, t('scoreConfig.winRangeNegative'));
      }
    });
    return errors;
  };
}

/** The points a rule gives its example's value as the form holds it now; null while its points are not a number. */
export function examplePoints(attribute: RuleAttribute, rule: RuleValues): number | null {
  if (typeof rule.points !== 'number' || !Number.isFinite(rule.points)) return null;
  return rulePoints({ ...rule, points: rule.points }, EXAMPLE_VALUES[attribute]);
}
