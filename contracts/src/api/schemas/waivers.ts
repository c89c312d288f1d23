import * as yup from 'yup';
import { OBJECT_ID_PATTERN } from '../../common/object-id';
import type { RosterPlayerInfo, RosterTeam } from './rosters';

/** Waivers (issue 42): the league's setting, the claims and the run, on the wire. */

const invalid = 'errors:invalidData';

/** The zone a league's waiver run hour is read in. */
export const WAIVER_TIME_ZONE = 'Europe/Budapest';
/** A league without a setting has waivers on, run at 10:00 the day after the owner locks a round. */
export const DEFAULT_WAIVER_SETTINGS = { enabled: true, runHour: 10 } as const;
/** Claims a team may have waiting at once. */
export const MAX_WAIVER_CLAIMS = 20;

/** `PUT leagues/{id}/waiver-settings` (the league admin, the owner): waivers on or off, and the run's hour. */
export const waiverSettingsSchema = yup.object({
  enabled: yup.boolean().strict().typeError(invalid).required(invalid),
  runHour: yup.number().strict().typeError(invalid).required(invalid).integer(invalid).min(0, invalid).max(23, invalid),
});
export type WaiverSettings = yup.InferType<typeof waiverSettingsSchema>;

/**
 * `POST leagues/{id}/waiver-claims`: claim the waived player `playerId` (a real player's id), dropping the roster player
 * `drop` when he needs the place (null: an open roster slot).
 */
export const waiverClaimSchema = yup.object({
  playerId: yup.string().typeError(invalid).required(invalid).matches(OBJECT_ID_PATTERN, invalid),
  drop: yup.string().typeError(invalid).nullable().defined(invalid).matches(OBJECT_ID_PATTERN, invalid),
});
export type WaiverClaimPayload = yup.InferType<typeof waiverClaimSchema>;

/** `PUT leagues/{id}/waiver-claims/order`: the caller's waiting claims, first wanted first (every one, once). */
export const waiverClaimOrderSchema = yup.object({
  claimIds: yup
    .array(yup.string().typeError(invalid).required(invalid).matches(OBJECT_ID_PATTERN, invalid))
    .typeError(invalid)
    .required(invalid)
    .max(MAX_WAIVER_CLAIMS, invalid),
});
export type WaiverClaimOrderPayload = yup.InferType<typeof waiverClaimOrderSchema>;

/** A waiting claim of the caller's team. */
export interface WaiverClaimView {
  id: string;
  /** 1 = the first wanted. */
  rank: number;
  player: RosterPlayerInfo;
  /** The roster player to drop, or null for an open slot. */
  drop: { rosterPlayerId: string; player: RosterPlayerInfo } | null;
  /** The player it named to drop has left the roster since (cut, traded): it fails at the run unless there is room. */
  dropLeft: boolean;
  createdAt: string;
}

/**
 * `GET leagues/{id}/waivers`: the league's waivers now. `runAt` (ISO) is the next published run, null while none is
 * scheduled (the next one follows the lock of the round being played, or of the next round). `allWaived`: every
 * unowned player is on waivers until the run (a round started since the last run); otherwise only `waivedPlayerIds`
 * (cut since the last run) are, the rest are free agents.
 */
export interface WaiversView {
  enabled: boolean;
  runHour: number;
  timeZone: string;
  runAt: string | null;
  allWaived: boolean;
  waivedPlayerIds: string[];
  /** The waiver priority, first claim first (before the league's first run: the reverse of the standings). */
  order: RosterTeam[];
  /** The caller's waiting claims in his order ([] for the owner). */
  claims: WaiverClaimView[];
}
