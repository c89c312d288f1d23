import * as yup from 'yup';
import { OBJECT_ID_PATTERN } from '../../common/object-id';
import { MAX_ROUND } from '../../rules/game-constants';

/** Rosters on the wire between services; the roster rules themselves are in rules/rosters.ts. */

const invalid = 'errors:invalidData';

/**
 * Service to service: stats tells fantasy (`POST /internal/week-points`) that the player points of these rounds of a
 * real season changed (a round locked, or the season recalculated).
 */
export const weekPointsChangedSchema = yup.object({
  seasonId: yup.string().typeError(invalid).required(invalid).matches(OBJECT_ID_PATTERN, invalid),
  weeks: yup
    .array(yup.number().typeError(invalid).required(invalid).integer(invalid).min(1, invalid).max(MAX_ROUND, invalid))
    .typeError(invalid)
    .required(invalid)
    .min(1, invalid)
    .max(MAX_ROUND, invalid),
});
export type WeekPointsChangedPayload = yup.InferType<typeof weekPointsChangedSchema>;

/** Fantasy's answer: how many rosters were scored. */
export interface WeekPointsChangedAnswer {
  rosters: number;
}
