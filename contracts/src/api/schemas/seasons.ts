import * as yup from 'yup';
import { fromZonedInput, isIsoDate, parseDisplayDate, parseUtcDateTime, startOfIsoDate } from '../../rules/dates';
import { DEFAULT_TIMEZONE } from '../../common/constants';
import { isOnTimeStep, LEAGUE_SIZES, MAX_ROUND, MIN_DRAFT_WINDOW_HOURS } from '../../rules/game-constants';
import { requiredIdField, type RealTeamStatus } from './real-league';
import { trimmed } from './fields';
import { OBJECT_ID_PATTERN } from '../../common/object-id';
import { LATE_DRAFT_MIN_ROUNDS, latestLateDraftRound } from '../../rules/late-draft';

/**
 * Real-league seasons: the draft window, dates, playoff weeks, the schedule of games by round, and the lifecycle
 * the owner drives (owner-back-office sections 3–5). Owned by the stats service.
 */

export const SEASON_STATUSES = ['drafting', 'ongoing', 'finished'] as const;
export type SeasonStatus = (typeof SEASON_STATUSES)[number];

export const PLAYOFF_WEEK_OPTIONS = [1, 2] as const;
export const MAX_GAMES_PER_SEASON = 500;

const HOUR_MS = 3_600_000;

/** Validation context: the season as stored (an edit keeps a past draft window) and the clock. */
export interface SeasonValidationContext {
  now?: Date;
  storedDraftWindow?: { startDate: string; endDate: string } | null;
}

const draftInstant = () =>
  yup
    .string()
    .transform(trimmed)
    .typeError('validation:draftWindowRequired')
    .required('validation:draftWindowRequired')
    .test('instant', 'validation:draftWindowRequired', (value) => value == null || parseUtcDateTime(value) !== null)
    .test('step', 'validation:timeStep', (value) => {
      const instant = parseUtcDateTime(value);
      return instant === null || isOnTimeStep(instant);
    });

/** Start of today (UTC): no date before it may be chosen. */
const startOfToday = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

const draftWindowSchema = yup
  .object({
    startDate: draftInstant().test('not-past', 'validation:dateInPast', function (value) {
      const context = (this.options.context ?? {}) as SeasonValidationContext;
      const instant = parseUtcDateTime(value);
      // An edit that keeps the stored window is fine once that window has passed.
      if (instant === null || context.storedDraftWindow?.startDate === value) return true;
      return instant >= startOfToday(context.now ?? new Date());
    }),
    endDate: draftInstant()
      .test('order', 'validation:endAfterStart', function (value) {
        const start = parseUtcDateTime(this.parent.startDate);
        const end = parseUtcDateTime(value);
        return start === null || end === null || end > start;
      })
      .test('length', 'validation:draftWindowTooShort', function (value) {
        const start = parseUtcDateTime(this.parent.startDate);
        const end = parseUtcDateTime(value);
        if (start === null || end === null || end <= start) return true;
        return end.getTime() - start.getTime() >= MIN_DRAFT_WINDOW_HOURS * HOUR_MS;
      }),
  })
  .default(undefined)
  .typeError('validation:draftWindowRequired')
  .required('validation:draftWindowRequired');

/** A calendar date: YYYY-MM-DD on the wire, DD/MM/YYYY in the forms. */
function dateField(format: 'iso' | 'display', requiredKey: string) {
  return yup
    .string()
    .transform(trimmed)
    .typeError(requiredKey)
    .required(requiredKey)
    .test(
      'date',
      'validation:dateInvalid',
      (value) => value == null || (format === 'iso' ? isIsoDate(value) : parseDisplayDate(value) !== null),
    );
}

const toIso = (format: 'iso' | 'display', value: unknown): string | null =>
  typeof value !== 'string' ? null : format === 'iso' ? (isIsoDate(value) ? value : null) : parseDisplayDate(value);

/** A kickoff time, 'HH:mm' on a 24-hour clock. */
export const KICKOFF_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A game's kickoff as an instant (UTC 'YYYY-MM-DD HH:mm:ss'): its day and time on the league's clock; null without a time. */
export const kickoffInstant = (game: { date: string; time: string | null }): string | null =>
  game.time ? fromZonedInput(`${game.date}T${game.time}`, DEFAULT_TIMEZONE) || null : null;

function gameFields(format: 'iso' | 'display') {
  return yup.object({
    /** A stored game keeps its id (and its statistics). */
    id: yup
      .string()
      .transform((value: unknown) => (value === '' || value === null ? undefined : value))
      .typeError('errors:invalidData')
      .matches(OBJECT_ID_PATTERN, 'errors:invalidData'),
    team1: requiredIdField('validation:teamRequired'),
    team2: requiredIdField('validation:teamRequired').test('differ', 'validation:teamsShouldDiffer', function (team2) {
      return !team2 || team2 !== this.parent.team1;
    }),
    date: dateField(format, 'validation:dateInvalid'),
    /** The kickoff on the league's clock (Europe/Budapest), 'HH:mm'; null (or '') while the owner does not know it. */
    time: yup
      .string()
      .transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : value))
      .nullable()
      .optional()
      .typeError('validation:kickoffInvalid')
      .matches(KICKOFF_PATTERN, 'validation:kickoffInvalid'),
    week: yup
      .number()
      .transform((value: number, original: unknown) => (original === '' ? undefined : value))
      .typeError('validation:roundInvalid')
      .required('validation:roundInvalid')
      .integer('validation:roundInvalid')
      .min(1, 'validation:roundInvalid')
      .max(MAX_ROUND, 'validation:roundInvalid'),
  });
}
export type ScheduleGamePayload = yup.InferType<ReturnType<typeof gameFields>>;

const gamesField = (format: 'iso' | 'display') =>
  yup
    .array(gameFields(format))
    .typeError('validation:gamesRequired')
    .required('validation:gamesRequired')
    .min(1, 'validation:gamesRequired')
    .max(MAX_GAMES_PER_SEASON, 'validation:tooMany');

type GameLike = { team1?: unknown; team2?: unknown; week?: unknown };

/** Distinct real teams playing in the schedule (what nbMaxFantasyTeams may not exceed; nbTeams of the season). */
export function scheduleTeamCount(games: readonly GameLike[] | undefined): number {
  const ids = new Set<string>();
  for (const game of games ?? []) {
    if (typeof game?.team1 === 'string' && game.team1) ids.add(game.team1);
    if (typeof game?.team2 === 'string' && game.team2) ids.add(game.team2);
  }
  return ids.size;
}

/** The highest round of the schedule: the season's nbWeeks (playoff weeks included). */
export function scheduleWeekCount(games: readonly GameLike[] | undefined): number {
  return Math.max(0, ...(games ?? []).map((game) => (Number.isInteger(game?.week) ? (game.week as number) : 0)));
}

function seasonFields(format: 'iso' | 'display') {
  return {
    draftWindow: draftWindowSchema,
    startsAt: dateField(format, 'validation:seasonStartRequired').test(
      'after-draft',
      'validation:draftEndBeforeSeasonStart',
      function (value) {
        const startsAt = toIso(format, value);
        const draftEnd = parseUtcDateTime(
          (this.parent as { draftWindow?: { endDate?: unknown } }).draftWindow?.endDate,
        );
        return startsAt === null || draftEnd === null || draftEnd <= startOfIsoDate(startsAt);
      },
    ),
    endsAt: dateField(format, 'validation:seasonEndRequired').test(
      'order',
      'validation:endAfterStart',
      function (value) {
        const startsAt = toIso(format, this.parent.startsAt);
        const endsAt = toIso(format, value);
        return startsAt === null || endsAt === null || endsAt > startsAt;
      },
    ),
    nbPlayoffWeeks: yup
      .number()
      .transform((value: number, original: unknown) => (original === '' ? undefined : value))
      .typeError('validation:playoffWeeksRequired')
      .required('validation:playoffWeeksRequired')
      .oneOf([...PLAYOFF_WEEK_OPTIONS], 'validation:playoffWeeksRequired')
      .test('rounds', 'validation:playoffWeeksTooMany', function (value) {
        const rounds = scheduleWeekCount(this.parent.games);
        return rounds === 0 || rounds > value;
      }),
    nbMaxFantasyTeams: yup
      .number()
      .transform((value: number, original: unknown) => (original === '' ? undefined : value))
      .typeError('validation:maxFantasyTeamsRequired')
      .required('validation:maxFantasyTeamsRequired')
      .oneOf([...LEAGUE_SIZES], 'validation:maxFantasyTeamsRequired')
      .test('real-teams', 'validation:maxFantasyTeamsTooMany', function (value) {
        const count = scheduleTeamCount(this.parent.games);
        return count === 0 || value <= count || this.createError({ params: { count } });
      }),
    /**
     * The last round a late draft may start before (rules/late-draft.ts); empty: the one that leaves
     * LATE_DRAFT_MIN_ROUNDS regular rounds, also the latest allowed.
     */
    lateDraftLastRound: yup
      .number()
      .transform((value: number, original: unknown) => (original === '' ? undefined : value))
      .nullable()
      .optional()
      .typeError('validation:roundInvalid')
      .integer('validation:roundInvalid')
      .min(1, 'validation:roundInvalid')
      .max(MAX_ROUND, 'validation:roundInvalid')
      .test('leaves-rounds', 'validation:lateDraftRoundTooLate', function (value) {
        const rounds = scheduleWeekCount(this.parent.games);
        const nbPlayoffWeeks = Number(this.parent.nbPlayoffWeeks);
        if (value == null || rounds === 0 || !Number.isInteger(nbPlayoffWeeks)) return true;
        const latest = latestLateDraftRound({ nbWeeks: rounds, nbPlayoffWeeks });
        if (value <= latest) return true;
        return this.createError({
          message: latest < 1 ? 'validation:lateDraftImpossible' : 'validation:lateDraftRoundTooLate',
          params: { round: latest, count: LATE_DRAFT_MIN_ROUNDS },
        });
      }),
    games: gamesField(format),
  };
}

/**
 * `POST /api/seasons` and `POST /api/seasons/{id}`: draft window in UTC 'YYYY-MM-DD HH:mm:ss', dates YYYY-MM-DD,
 * playoff weeks, max fantasy teams and the schedule. Pass `SeasonValidationContext` as yup's context.
 */
export const seasonSchema = yup.object(seasonFields('iso'));
export type SeasonPayload = yup.InferType<typeof seasonSchema>;

/** The season form: the same rules with dates as entered (DD/MM/YYYY); the draft window is already UTC. */
export const seasonFormSchema = yup.object(seasonFields('display'));
export type SeasonForm = yup.InferType<typeof seasonFormSchema>;

const isoOf = (value: string) => parseDisplayDate(value) ?? value;

/** The form's values as the service expects them (every DD/MM/YYYY date → YYYY-MM-DD). Call on cast values. */
export function toSeasonPayload(form: SeasonForm): SeasonPayload {
  return {
    ...form,
    startsAt: isoOf(form.startsAt),
    endsAt: isoOf(form.endsAt),
    games: toSchedulePayload(form).games,
  };
}

/** `POST /api/seasons/{id}/schedule`: the games only; the service re-checks the season's rules against them. */
export const seasonScheduleSchema = yup.object({ games: gamesField('iso') });
export type SeasonSchedulePayload = yup.InferType<typeof seasonScheduleSchema>;

/** The edit-schedule form (dates DD/MM/YYYY). */
export const seasonScheduleFormSchema = yup.object({ games: gamesField('display') });
export type SeasonScheduleForm = yup.InferType<typeof seasonScheduleFormSchema>;

/** The edit-schedule form's games as the service expects them (DD/MM/YYYY → YYYY-MM-DD). Call on cast values. */
export function toSchedulePayload(form: SeasonScheduleForm): SeasonSchedulePayload {
  return { games: form.games.map((game) => ({ ...game, date: isoOf(game.date) })) };
}

/** `POST /api/seasons/current/weeks/{n}/finish` (lock) and friends: the round in the path. */
export const weekParamsSchema = yup.object({
  n: yup
    .number()
    .typeError('errors:notFound')
    .required('errors:notFound')
    .integer('errors:notFound')
    .min(1, 'errors:notFound')
    .max(MAX_ROUND, 'errors:notFound'),
});

// ---------------------------------------------------------------- the lifecycle (section 4)

export interface SeasonState {
  status: SeasonStatus;
  currentWeek: number;
  nbWeeks: number;
  isWeekActive: boolean;
  frozenWeeks: readonly number[];
}

/** Where a round stands: not played yet, being played, frozen (played, statistics still open) or locked. */
export type RoundState = 'future' | 'active' | 'frozen' | 'locked';

export function roundState(season: SeasonState, week: number): RoundState {
  if (season.frozenWeeks.includes(week)) return 'frozen';
  if (week === season.currentWeek && season.isWeekActive) return 'active';
  return week > season.currentWeek ? 'future' : 'locked';
}

/** Start the next round: none active and rounds left. */
export const canStartWeek = (season: SeasonState): boolean =>
  season.status !== 'finished' && !season.isWeekActive && season.currentWeek < season.nbWeeks;

/** Lock: the active round or a frozen one. */
export const canLockWeek = (season: SeasonState, week: number): boolean =>
  season.status === 'ongoing' && ['active', 'frozen'].includes(roundState(season, week));

/** Freeze: the active round, before the last week (the last one must be locked to finish). */
export const canFreezeWeek = (season: SeasonState): boolean =>
  season.status === 'ongoing' && season.isWeekActive && season.currentWeek < season.nbWeeks;

/** Finish: ongoing, no round active, the last week reached and nothing frozen. */
export const canFinishSeason = (season: SeasonState): boolean =>
  season.status === 'ongoing' &&
  !season.isWeekActive &&
  season.currentWeek === season.nbWeeks &&
  season.frozenWeeks.length === 0;

/** Game dates: future, frozen and active rounds of a season not finished. */
export const isGameDateEditable = (season: SeasonState, week: number): boolean =>
  season.status !== 'finished' && roundState(season, week) !== 'locked';

/** Game statistics: the active and frozen rounds; a locked round only by a SUPER_ADMIN's force-edit. */
export const areGameStatsEditable = (season: SeasonState, week: number, force = false): boolean => {
  const state = roundState(season, week);
  return state === 'active' || state === 'frozen' || (force && state === 'locked');
};

/** The actions the owner may take now (what the seasons page offers and the service allows). */
export interface SeasonActions {
  startWeek: boolean;
  freezeWeek: boolean;
  /** Rounds that may be locked. */
  lockWeeks: number[];
  finish: boolean;
  recalculate: boolean;
}

export function seasonActions(season: SeasonState): SeasonActions {
  const lockable = [...new Set([...(season.isWeekActive ? [season.currentWeek] : []), ...season.frozenWeeks])];
  return {
    startWeek: canStartWeek(season),
    freezeWeek: canFreezeWeek(season),
    lockWeeks: lockable.filter((week) => canLockWeek(season, week)).sort((a, b) => a - b),
    finish: canFinishSeason(season),
    recalculate: season.currentWeek > 0,
  };
}

// ---------------------------------------------------------------- responses

export interface SeasonGameTeam {
  id: string;
  name: string;
  /** null until the game's score is entered. */
  score: number | null;
}

export interface SeasonGame {
  id: string;
  week: number;
  /** YYYY-MM-DD */
  date: string;
  /** The kickoff on the league's clock (Europe/Budapest), 'HH:mm'; null while not known. */
  time: string | null;
  team1: SeasonGameTeam;
  team2: SeasonGameTeam;
  hasStats: boolean;
}

export interface Season extends SeasonState {
  id: string;
  /** '2026', or '2025/2026' for a season across the new year. */
  name: string;
  startsAt: string;
  endsAt: string;
  nbPlayoffWeeks: number;
  /** Distinct real teams in the schedule. */
  nbTeams: number;
  nbMaxFantasyTeams: number;
  draftWindow: { startDate: string; endDate: string };
  /** The last round a late draft may start before, as the owner set it; null: the default (rules/late-draft.ts). */
  lateDraftLastRound: number | null;
  games: SeasonGame[];
  /** When the owner started each round so far (UTC 'YYYY-MM-DD HH:mm:ss'); a round missing started before records. */
  roundStarts: Array<{ week: number; at: string }>;
  actions: SeasonActions;
  createdAt: string;
}

/** A row of `GET /api/seasons` (newest first). */
export type SeasonListItem = Omit<Season, 'games' | 'actions' | 'roundStarts'>;

export function seasonName(startsAt: string, endsAt: string): string {
  const [from, to] = [startsAt.slice(0, 4), endsAt.slice(0, 4)];
  return from === to ? from : `${from}/${to}`;
}

/** Rosters (read-only): a real team of the season's schedule. */
export interface SeasonTeam {
  id: string;
  name: string;
  status: RealTeamStatus;
  nbPlayers: number;
  /** The club's logo (an `/api/files/{id}` path), or null for none. */
  logoUrl: string | null;
}
