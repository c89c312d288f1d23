import * as yup from 'yup';
import { isIsoDate, parseDisplayDate } from '../../rules/dates';
import { POSITIONS, type PlayerStats, type Position, type PositionGroup } from '../../rules/scoring';
import { DEFAULT_PLAYER_SORT, PLAYER_SORT_KEYS, type PlayerSortKey } from '../player-sort';
import { requiredText, trimmed } from './fields';
import { pageQueryFields } from './paging';
import { OBJECT_ID_PATTERN } from '../../common/object-id';

/**
 * The real league in the back-office: HFL clubs and their players (owner-back-office sections 3–5,
 * `teams` and `players` calls of section 7). Owned by the stats service.
 */

export const REAL_TEAM_STATUSES = ['active', 'inactive', 'bye'] as const;
export type RealTeamStatus = (typeof REAL_TEAM_STATUSES)[number];

export const PLAYER_STATUSES = ['active', 'inactive', 'injured'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const REAL_TEAM_NAME_MAX_LENGTH = 100;
export const PLAYER_NAME_MAX_LENGTH = 100;
export const PLAYER_ANALYSIS_MAX_LENGTH = 5000;
export const PLAYER_SEARCH_MAX_LENGTH = 100;

/** Section 9: player bounds. */
export const PLAYER_BOUNDS = {
  height: { min: 150, max: 250 },
  weight: { min: 40, max: 200 },
  jerseyNumber: { min: 1, max: 99 },
} as const;
export type PlayerMeasure = keyof typeof PLAYER_BOUNDS;

/** HC and DEF are not people on the field: no height, weight or jersey (sent as null). */
export const hasBodyMeasures = (position: unknown): boolean => position !== 'HC' && position !== 'DEF';
/** DEF is a whole defence: no birth date (sent as null). */
export const hasBirthDate = (position: unknown): boolean => position !== 'DEF';

/** The multipart/JSON empty value of an optional field: '' from a form, null from JSON. */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** An id the caller must send (a team, a player): a malformed one gets the field's own message. */
export const requiredIdField = (requiredKey: string) =>
  yup.string().transform(trimmed).typeError(requiredKey).required(requiredKey).matches(OBJECT_ID_PATTERN, requiredKey);

// ---------------------------------------------------------------- teams

/** `POST /api/teams` and `POST /api/teams/{id}`: name required ('Name is required'), status optional. */
export const realTeamSchema = yup.object({
  name: requiredText('validation:nameRequired', REAL_TEAM_NAME_MAX_LENGTH),
  status: yup
    .mixed<RealTeamStatus>()
    .transform(emptyToNull)
    .nullable()
    .oneOf([...REAL_TEAM_STATUSES, null], 'validation:invalidValue')
    .transform((value: unknown) => value ?? 'active')
    .default('active'),
});
export type RealTeamPayload = { name: string; status?: RealTeamStatus | null };

/** The multipart file field of a real club's logo (`POST /api/owner/teams/{id}/update`). */
export const REAL_TEAM_LOGO_FIELD = 'logo';

/**
 * `POST /api/owner/teams/{id}/update` (SUPER_ADMIN, multipart): name and status as `realTeamSchema`, and an optional
 * `logo` file (IMAGE_UPLOAD's rules). The logo is kept unless a new one is sent or `removeLogo` is 'true'.
 */
export const ownerRealTeamUpdateSchema = realTeamSchema.shape({
  removeLogo: yup
    .boolean()
    .transform((value: unknown, original: unknown) => (original === '' ? false : value))
    .typeError('validation:invalidValue')
    .default(false),
});
export type OwnerRealTeamUpdatePayload = RealTeamPayload & { removeLogo: boolean };

export interface RealTeam {
  id: string;
  name: string;
  status: RealTeamStatus;
  /** Players on the club today. */
  nbPlayers: number;
  /** The club's logo (an `/api/files/{id}` path), or null for none. */
  logoUrl: string | null;
}

// ---------------------------------------------------------------- players

/** height/weight/jersey: an integer in its bounds for field players, null for HC and DEF. */
function measureField(measure: PlayerMeasure, integerKey: string, rangeKey: string) {
  const { min, max } = PLAYER_BOUNDS[measure];
  return yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? null : value))
    .nullable()
    .typeError(integerKey)
    .integer(integerKey)
    .when('position', {
      is: hasBodyMeasures,
      then: (schema) => schema.required(integerKey).min(min, rangeKey).max(max, rangeKey),
      // Sent as null whatever the form held: the value means nothing for this position.
      otherwise: (schema) => schema.transform(() => null),
    })
    .default(null);
}

/** birthDate as entered (DD/MM/YYYY) or as sent (YYYY-MM-DD); null for DEF. */
function playerBirthDateField(format: 'iso' | 'display') {
  const valid = (value: string) => (format === 'iso' ? isIsoDate(value) : parseDisplayDate(value) !== null);
  return yup
    .string()
    .transform((value: unknown, original: unknown) => (original === '' ? null : trimmed(value)))
    .nullable()
    .typeError('validation:dateInvalid')
    .when('position', {
      is: hasBirthDate,
      then: (schema) =>
        schema
          .required('validation:dateInvalid')
          .test('date', 'validation:dateInvalid', (value) => value == null || valid(value)),
      otherwise: (schema) => schema.transform(() => null),
    })
    .default(null);
}

const playerFields = (birthDateFormat: 'iso' | 'display') => ({
  name: requiredText('validation:nameRequired', PLAYER_NAME_MAX_LENGTH),
  position: yup
    .mixed<Position>()
    .transform(emptyToNull)
    .typeError('validation:positionRequired')
    .required('validation:positionRequired')
    .oneOf([...POSITIONS], 'validation:positionRequired'),
  birthDate: playerBirthDateField(birthDateFormat),
  height: measureField('height', 'validation:heightInteger', 'validation:heightRange'),
  weight: measureField('weight', 'validation:weightInteger', 'validation:weightRange'),
  jerseyNumber: measureField('jerseyNumber', 'validation:jerseyNumberInteger', 'validation:jerseyNumberRange'),
  status: yup
    .mixed<PlayerStatus>()
    .transform(emptyToNull)
    .nullable()
    .oneOf([...PLAYER_STATUSES, null], 'validation:invalidValue')
    .transform((value: unknown) => value ?? 'active')
    .default('active'),
  analysis: yup
    .string()
    .transform(trimmed)
    .typeError('validation:invalidValue')
    .max(PLAYER_ANALYSIS_MAX_LENGTH, 'validation:tooLong')
    .default(''),
});

/**
 * `POST /api/players` (with `teamId`) and `POST /api/players/{id}`, multipart: the player's fields with birthDate
 * YYYY-MM-DD, and an optional `photo` file (≤ 5 MB, gif/jpg/jpeg/png read from its bytes). A photo is kept unless
 * a new one is sent or `removePhoto` is 'true'.
 */
export const playerUpdateSchema = yup.object({
  ...playerFields('iso'),
  removePhoto: yup
    .boolean()
    .transform((value: unknown, original: unknown) => (original === '' ? false : value))
    .typeError('validation:invalidValue')
    .default(false),
});
export type PlayerUpdatePayload = yup.InferType<typeof playerUpdateSchema>;

export const playerCreateSchema = playerUpdateSchema.shape({
  teamId: requiredIdField('validation:teamRequired'),
});
export type PlayerCreatePayload = yup.InferType<typeof playerCreateSchema>;

/** The Add/Edit Player form: birthDate as entered (DD/MM/YYYY); `toPlayerPayload` converts. */
export const playerFormSchema = yup.object(playerFields('display'));
export type PlayerForm = yup.InferType<typeof playerFormSchema>;

/** The form's values as the service expects them (birthDate → YYYY-MM-DD; nulls for HC/DEF). Call on cast values. */
export function toPlayerPayload(form: PlayerForm): Omit<PlayerUpdatePayload, 'removePhoto'> {
  return { ...form, birthDate: form.birthDate == null ? null : (parseDisplayDate(form.birthDate) ?? form.birthDate) };
}

/** The Transfer player form ('Please select team'); the service takes the target from the path. */
export const playerTransferFormSchema = yup.object({
  teamId: requiredIdField('validation:transferTeamRequired'),
});
export type PlayerTransferForm = yup.InferType<typeof playerTransferFormSchema>;

/**
 * `GET /api/players`: filters (club, position, name text), the season whose statistics are summed (default: the
 * current season, else the latest) and optionally one round of it, and the sort (default fantasy_points desc); the
 * sorted list a page at a time.
 */
export const playerListQuerySchema = yup.object({
  ...pageQueryFields(),
  team: yup.string().transform(emptyToNull).nullable().matches(OBJECT_ID_PATTERN, 'errors:invalidData').default(null),
  position: yup
    .mixed<Position>()
    .transform(emptyToNull)
    .nullable()
    .oneOf([...POSITIONS, null], 'errors:invalidData')
    .default(null),
  term: yup
    .string()
    .transform(trimmed)
    .typeError('errors:invalidData')
    .max(PLAYER_SEARCH_MAX_LENGTH, 'validation:tooLong')
    .default(''),
  season: yup.string().transform(emptyToNull).nullable().matches(OBJECT_ID_PATTERN, 'errors:invalidData').default(null),
  week: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' ? null : value))
    .nullable()
    .typeError('errors:invalidData')
    .integer('errors:invalidData')
    .min(1, 'errors:invalidData')
    .max(99, 'errors:invalidData')
    .default(null),
  sort: yup
    .mixed<PlayerSortKey>()
    .transform(emptyToNull)
    .nullable()
    .oneOf([...PLAYER_SORT_KEYS, null], 'errors:invalidData')
    .transform((value: unknown) => value ?? DEFAULT_PLAYER_SORT.sort)
    .default(DEFAULT_PLAYER_SORT.sort),
  sortDirection: yup
    .mixed<'asc' | 'desc'>()
    .transform(emptyToNull)
    .nullable()
    .oneOf(['asc', 'desc', null], 'errors:invalidData')
    .transform((value: unknown) => value ?? DEFAULT_PLAYER_SORT.sortDirection)
    .default(DEFAULT_PLAYER_SORT.sortDirection),
});
export type PlayerListQuery = yup.InferType<typeof playerListQuerySchema>;

/** One week's statistics and the fantasy points they are worth (`fantasy_points`, "points" in other views). */
export type WeekScores = PlayerStats & { fantasy_points: number };

/** A player as every view shows them. `scores`: the season's totals (list) or the chosen round's statistics. */
export interface PlayerSummary {
  id: string;
  name: string;
  position: Position;
  group: PositionGroup;
  status: PlayerStatus;
  jerseyNumber: number | null;
  team: { id: string; name: string } | null;
  photoUrl: string | null;
  scores: WeekScores;
}

/** `GET /api/players/{id}` (?season=): the whole record plus the season's weekly statistics. */
export interface PlayerDetails extends PlayerSummary {
  birthDate: string | null;
  height: number | null;
  weight: number | null;
  analysis: string;
  photo: string | null;
  /** Whole years on today's UTC date; null without a birth date. */
  age: number | null;
  /** One entry per game of the season, by round; `game` names its clubs, "Team 1 – Team 2" (not unique in a season). */
  weeks: ({ week: number; game: string } & WeekScores)[];
  /** What a lineup decision needs: recent form, the season's average and the coming round's game. */
  outlook: PlayerOutlook;
}

/** How many of the latest rounds `PlayerOutlook.recentRounds` lists. */
export const RECENT_ROUNDS = 3;

/** A player's recent points and his club's next game, in the season the details show. */
export interface PlayerOutlook {
  /**
   * The latest rounds with statistics (up to RECENT_ROUNDS, newest first) and the player's points in each; null: he
   * has no statistics that round (did not play, or his club rested).
   */
  recentRounds: Array<{ week: number; points: number | null }>;
  /** The season's points per round he has statistics in (2 decimals); null before his first. */
  seasonAverage: number | null;
  /** The round no one has started yet (the next the managers set lineups for); null once every round has started. */
  comingRound: PlayerComingRound | null;
}

/** The outlook of a player in no season (none exists yet). */
export const NO_PLAYER_OUTLOOK: PlayerOutlook = { recentRounds: [], seasonAverage: null, comingRound: null };

export interface PlayerComingRound {
  week: number;
  /** His club's game of that round (the first, by date); null: the club has no game that round. */
  game: {
    opponent: { id: string; name: string };
    /** The schedule's first-named club (team1) is at home. */
    home: boolean;
    /** YYYY-MM-DD, the schedule's day (on the league's clock, Europe/Budapest). */
    date: string;
    /** The kickoff (UTC 'YYYY-MM-DD HH:mm:ss') when the schedule has its time; null: only the day is known. */
    kickoff: string | null;
  } | null;
}
