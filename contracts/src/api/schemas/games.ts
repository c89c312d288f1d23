import * as yup from 'yup';
import { isIsoDate, parseDisplayDate } from '../../rules/dates';
import {
  GROUP_STATS,
  MAX_GAME_SCORE,
  POSITION_GROUP,
  type PlayerStats,
  type Position,
  type StatKey,
} from '../../rules/scoring';
import { objectIdList, trimmed } from './fields';
import { MAX_ROUND } from '../../rules/game-constants';
import type { RoundState, SeasonGame, SeasonGameTeam } from './seasons';
import { OBJECT_ID_PATTERN } from '../../common/object-id';

/**
 * A real game's score sheet (owner `/owner/stats/games/{id}`): both scores and every listed player's statistics.
 * The statistics that follow from the score are not typed in: a DEF's points allowed and a head coach's win/loss,
 * points scored and margin are derived from the two scores, so they can never disagree with them.
 */

/** Derived from the final score, never entered. */
export const DERIVED_STAT_KEYS = [
  'pts_allowed',
  'win_loss',
  'pts_gained',
  'score_difference',
] as const satisfies readonly StatKey[];

/** What the score sheet asks for a position (all required). */
export function enteredStatKeys(position: Position): StatKey[] {
  return GROUP_STATS[POSITION_GROUP[position]].filter((key) => !(DERIVED_STAT_KEYS as readonly string[]).includes(key));
}

/** The statistics the score gives a player of `position` whose team scored `own` against `opponent`. */
export function derivedStats(position: Position, own: number, opponent: number): PlayerStats {
  if (position === 'DEF') return { pts_allowed: opponent };
  if (position === 'HC') {
    return { win_loss: Math.sign(own - opponent), pts_gained: own, score_difference: own - opponent };
  }
  return {};
}

/** A statistic as typed: a whole number (yards may be negative). */
export const STAT_VALUE_BOUNDS = { min: -999, max: 9999 } as const;

const scoreField = () =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('validation:gameScoreInvalid')
    .required('validation:gameScoreInvalid')
    .integer('validation:gameScoreInvalid')
    .min(0, 'validation:gameScoreInvalid')
    .max(MAX_GAME_SCORE, 'validation:gameScoreInvalid');

const statValue = yup
  .number()
  .transform((value: number, original: unknown) => (original === '' ? undefined : value))
  .typeError('validation:statRequired')
  .required('validation:statRequired')
  .integer('validation:statInvalid')
  .min(STAT_VALUE_BOUNDS.min, 'validation:statInvalid')
  .max(STAT_VALUE_BOUNDS.max, 'validation:statInvalid');

const enteredKeySet = new Set<string>(
  Object.values(GROUP_STATS)
    .flat()
    .filter((key) => !(DERIVED_STAT_KEYS as readonly string[]).includes(key)),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key that is not an entered statistic (a derived one, or anything else) is refused, not silently dropped. */
const unknownStat = yup.mixed().test('known', 'errors:invalidData', (value) => value === undefined);

/** `{ [statKey]: number }`: shaped from its own keys so each violation names `players.<id>.<key>`. */
const playerStatsSchema = yup.lazy((stats: unknown) =>
  yup
    .object(
      isRecord(stats)
        ? Object.fromEntries(Object.keys(stats).map((key) => [key, enteredKeySet.has(key) ? statValue : unknownStat]))
        : {},
    )
    .typeError('errors:invalidData'),
);

const playerIds = () => objectIdList(100).default([]);

/**
 * `POST /api/games/{id}/scores`: both scores, `players` keyed by player id (each listed player's entered statistics,
 * all required), players to add to either side, and `force` for a SUPER_ADMIN's edit of a locked round.
 */
export const gameScoresSchema = yup.object({
  scoreTeam1: scoreField(),
  scoreTeam2: scoreField(),
  players: yup.lazy((players: unknown) =>
    yup
      .object(isRecord(players) ? Object.fromEntries(Object.keys(players).map((id) => [id, playerStatsSchema])) : {})
      .typeError('errors:invalidData')
      .test(
        'ids',
        'errors:invalidData',
        (value) => value == null || Object.keys(value).every((id) => OBJECT_ID_PATTERN.test(id)),
      )
      .default({}),
  ),
  addPlayersTeam1: playerIds(),
  addPlayersTeam2: playerIds(),
  force: yup.boolean().typeError('errors:invalidData').default(false),
});
export type GameScoresPayload = {
  scoreTeam1: number;
  scoreTeam2: number;
  players: Record<string, PlayerStats>;
  addPlayersTeam1?: string[];
  addPlayersTeam2?: string[];
  force?: boolean;
};

/** Which listed players miss which entered statistics (the service's and the form's "every stat required"). */
export function missingStats(
  lines: readonly { id: string; position: Position }[],
  players: Record<string, PlayerStats | undefined>,
): { property: string; message: string }[] {
  return lines.flatMap(({ id, position }) =>
    enteredStatKeys(position)
      .filter((key) => typeof players[id]?.[key] !== 'number' || !Number.isFinite(players[id]?.[key]))
      .map((key) => ({ property: `players.${id}.${key}`, message: 'validation:statRequired' })),
  );
}

/** `POST /api/games/{id}/date`: the new date, YYYY-MM-DD. */
export const gameDateSchema = yup.object({
  date: yup
    .string()
    .typeError('validation:dateInvalid')
    .required('validation:dateInvalid')
    .test('date', 'validation:dateInvalid', (value) => value == null || isIsoDate(value)),
});
export type GameDatePayload = yup.InferType<typeof gameDateSchema>;

/** The owner's date change form: the date as entered (DD/MM/YYYY); `toGameDatePayload` converts. */
export const gameDateFormSchema = yup.object({
  date: yup
    .string()
    .transform(trimmed)
    .typeError('validation:dateInvalid')
    .required('validation:dateInvalid')
    .test('date', 'validation:dateInvalid', (value) => value == null || parseDisplayDate(value) !== null),
});
export type GameDateForm = yup.InferType<typeof gameDateFormSchema>;

/** The form's value as the service expects it (DD/MM/YYYY → YYYY-MM-DD). Call on valid values. */
export function toGameDatePayload(form: GameDateForm): GameDatePayload {
  return { date: parseDisplayDate(form.date) ?? form.date };
}

export interface GamePlayerLine {
  id: string;
  name: string;
  position: Position;
  jerseyNumber: number | null;
  /** Entered and derived statistics; {} until the sheet is saved. */
  stats: PlayerStats;
  /** null until the sheet is saved. */
  fantasy_points: number | null;
}

export interface GameSide extends SeasonGameTeam {
  players: GamePlayerLine[];
}

/** `GET /api/games/{id}`. */
export interface GameDetails {
  id: string;
  season: { id: string; name: string };
  week: number;
  date: string;
  team1: GameSide;
  team2: GameSide;
  roundState: RoundState;
  isDateEditable: boolean;
  /** Statistics can be saved now without force. */
  areStatsEditable: boolean;
  /** A locked round: only a SUPER_ADMIN's force-edit changes it. */
  canForceEdit: boolean;
  hasStats: boolean;
}

/** `GET /api/seasons/{id}/points?week=n`: the round (1–99) is required. */
export const seasonPointsQuerySchema = yup.object({
  week: yup
    .number()
    .typeError('errors:invalidData')
    .required('errors:invalidData')
    .integer('errors:invalidData')
    .min(1, 'errors:invalidData')
    .max(MAX_ROUND, 'errors:invalidData'),
});
export type SeasonPointsQuery = yup.InferType<typeof seasonPointsQuerySchema>;

/** How a game is named where a player's points are listed ('Team 1 – Team 2'). */
export const gameLabel = (team1: string, team2: string): string => `${team1} – ${team2}`;

/** `GET /api/seasons/{id}/points?week=n`: the round's games and every player's points in it, best first. */
export interface SeasonWeekPoints {
  week: number;
  games: SeasonGame[];
  players: {
    id: string;
    name: string;
    position: Position;
    team: { id: string; name: string } | null;
    /** gameLabel of the game it was scored in. */
    game: string;
    fantasy_points: number;
  }[];
}
