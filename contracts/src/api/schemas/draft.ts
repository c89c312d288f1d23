import * as yup from 'yup';
import { parseUtcDateTime } from '../../rules/dates';
import type { DraftDirection } from '../../rules/draft';
import type { Position } from '../../rules/scoring';
import { isOnTimeStep, MIN_DRAFT_WINDOW_HOURS } from '../../rules/game-constants';
import { OBJECT_ID_PATTERN } from '../../common/object-id';
import type { PlayerStatus } from './real-league';
import type { LocalizedName } from '../../i18n/person-name';

/**
 * A league's fantasy season and its live draft (player-app.md sections 2–5 and 7). Owned by the fantasy service; the
 * BFF sends `/api/leagues/{id}/<draft paths>` there (endpoints.ts, LEAGUE_ROUTE_OWNERS).
 */

/** pending: draft scheduled; drafting: live; ongoing: drafted, the season runs; finished. */
export const LEAGUE_SEASON_STATUSES = ['pending', 'drafting', 'ongoing', 'finished'] as const;
export type LeagueSeasonStatus = (typeof LEAGUE_SEASON_STATUSES)[number];

/** What the draft dates are checked against: the clock and the real season's draft window. */
export interface DraftDatesContext {
  now?: Date;
  draftWindow?: { startDate: string; endDate: string } | null;
  /**
   * A late draft's limit instead of the window (rules/late-draft.ts): it ends by `draftBy`, when round `fromRound`
   * starts. With it the window's rules do not apply.
   */
  late?: { draftBy: string; fromRound: number } | null;
  /** How `{{date}}` appears in the window messages; the services write UTC, the form the team's timezone. */
  formatDate?: (utc: string) => string;
}

const HOUR_MS = 3_600_000;
const invalid = 'errors:invalidData';

const contextOf = (options: { context?: unknown }): DraftDatesContext => (options.context ?? {}) as DraftDatesContext;
const windowDate = (context: DraftDatesContext, utc: string) =>
  context.formatDate ? context.formatDate(utc) : utc.slice(0, 16);

const draftInstant = () =>
  yup
    .string()
    .typeError('validation:draftDateNotSelected')
    .required('validation:draftDateNotSelected')
    .test('instant', 'validation:draftDateNotSelected', (value) => value == null || parseUtcDateTime(value) !== null)
    .test('step', 'validation:timeStep', (value) => {
      const instant = parseUtcDateTime(value);
      return instant === null || isOnTimeStep(instant);
    });

/**
 * `POST leagues/{id}/seasons` and `.../seasons/{seasonId}`, and the add-draft form: both instants in
 * 'YYYY-MM-DD HH:mm:ss' UTC, with every draft-date rule of section 5.
 */
export const draftDatesSchema = yup.object({
  draftStartsAt: draftInstant()
    .test('future', 'validation:draftStartInPast', function (value) {
      const start = parseUtcDateTime(value);
      return start === null || start > (contextOf(this.options).now ?? new Date());
    })
    .test('window-start', 'validation:draftStartBeforeWindow', function (value) {
      const context = contextOf(this.options);
      const start = parseUtcDateTime(value);
      const windowStart = context.late ? null : parseUtcDateTime(context.draftWindow?.startDate);
      if (start === null || windowStart === null || start >= windowStart) return true;
      return this.createError({ params: { date: windowDate(context, context.draftWindow?.startDate ?? '') } });
    }),
  draftEndsAt: draftInstant()
    .test('order', 'validation:draftEndBeforeStart', function (value) {
      const start = parseUtcDateTime(this.parent.draftStartsAt);
      const end = parseUtcDateTime(value);
      return start === null || end === null || end > start;
    })
    .test('window-end', 'validation:draftEndAfterWindow', function (value) {
      const context = contextOf(this.options);
      const end = parseUtcDateTime(value);
      const windowEnd = context.late ? null : parseUtcDateTime(context.draftWindow?.endDate);
      if (end === null || windowEnd === null || end <= windowEnd) return true;
      return this.createError({ params: { date: windowDate(context, context.draftWindow?.endDate ?? '') } });
    })
    .test('late-end', 'validation:lateDraftEndAfterRound', function (value) {
      const { late, ...context } = contextOf(this.options);
      const end = parseUtcDateTime(value);
      const draftBy = parseUtcDateTime(late?.draftBy);
      if (!late || end === null || draftBy === null || end <= draftBy) return true;
      return this.createError({ params: { date: windowDate(context, late.draftBy), round: late.fromRound } });
    })
    .test('length', 'validation:draftPeriodTooShort', function (value) {
      const start = parseUtcDateTime(this.parent.draftStartsAt);
      const end = parseUtcDateTime(value);
      if (start === null || end === null || end <= start) return true;
      return end.getTime() - start.getTime() >= MIN_DRAFT_WINDOW_HOURS * HOUR_MS;
    }),
});
export type DraftDatesPayload = yup.InferType<typeof draftDatesSchema>;

/** `GET leagues/{id}/prepare-season/{start}/{end}`: the same instants, as path parameters. */
export const prepareSeasonParamsSchema = yup.object({
  start: yup
    .string()
    .required(invalid)
    .test('instant', invalid, (v) => parseUtcDateTime(v) !== null),
  end: yup
    .string()
    .required(invalid)
    .test('instant', invalid, (v) => parseUtcDateTime(v) !== null),
});

/** `POST leagues/{id}/draft/picks`: the pick the manager means; a turn that has moved on answers 409. */
export const draftPickSchema = yup.object({
  playerId: yup.string().typeError(invalid).required(invalid).matches(OBJECT_ID_PATTERN, invalid),
  pickNo: yup.number().typeError(invalid).required(invalid).integer(invalid).min(1, invalid).max(10_000, invalid),
});
export type DraftPickPayload = yup.InferType<typeof draftPickSchema>;

export const MAX_DRAFT_QUEUE = 50;

/** `PUT leagues/{id}/draft/queue`: the manager's ordered wish list for automatic picks. */
export const draftQueueSchema = yup.object({
  playerIds: yup
    .array(yup.string().typeError(invalid).required(invalid).matches(OBJECT_ID_PATTERN, invalid))
    .typeError(invalid)
    .required(invalid)
    .max(MAX_DRAFT_QUEUE, 'validation:tooMany')
    .test('unique', invalid, (ids) => !ids || new Set(ids).size === ids.length),
});
export type DraftQueuePayload = yup.InferType<typeof draftQueueSchema>;

/** The most leagues one `POST /internal/league-seasons/current` asks about; the leagues service asks in batches. */
export const CURRENT_LEAGUE_SEASONS_MAX_IDS = 1000;

/** Service to service: the leagues whose current season the leagues service shows (`POST /internal/league-seasons/current`). */
export const currentLeagueSeasonsSchema = yup.object({
  leagueIds: yup
    .array(yup.string().typeError(invalid).required(invalid).matches(OBJECT_ID_PATTERN, invalid))
    .typeError(invalid)
    .required(invalid)
    .max(CURRENT_LEAGUE_SEASONS_MAX_IDS, invalid),
});

/** Service to service: leagues tells fantasy a member is being removed (`DRAFT_INTERNAL.memberRemoved`). */
export const draftMemberRemovedSchema = yup.object({
  leagueId: yup.string().typeError(invalid).required(invalid).matches(OBJECT_ID_PATTERN, invalid),
  userId: yup.string().typeError(invalid).required(invalid).matches(OBJECT_ID_PATTERN, invalid),
});
export type DraftMemberRemovedPayload = yup.InferType<typeof draftMemberRemovedSchema>;

/** Service to service: leagues tells fantasy a league without an admin has just filled (`DRAFT_INTERNAL.leagueFilled`). */
export const leagueFilledSchema = yup.object({
  leagueId: yup.string().typeError(invalid).required(invalid).matches(OBJECT_ID_PATTERN, invalid),
});
export type LeagueFilledPayload = yup.InferType<typeof leagueFilledSchema>;

/**
 * `GET leagues/{id}/draft-plan` (any signed-in user) and the owner's `POST` (draftDatesSchema): how a league without
 * an admin (HFL Open) gets its draft. It is scheduled for it when it fills: at the time the owner planned if that is
 * still possible, else automatically (AUTOMATIC_DRAFT_LEAD_HOURS ahead, or sooner if the season's limit is nearer).
 */
export interface OpenLeagueDraft {
  /** Whether the league has no admin: only then is its draft scheduled for it. */
  automatic: boolean;
  /** Free slots left; the draft is scheduled when none are. */
  nbAvailableSlots: number;
  /** The owner's planned time, UTC 'YYYY-MM-DD HH:mm:ss'; null: automatic. */
  plan: { draftStartsAt: string; draftEndsAt: string } | null;
  /** The league's season in the open real season once scheduled. */
  season: CurrentSeasonSummary | null;
}

/** A league's team as the draft knows it, in draft order once the draft started. */
export interface DraftTeam {
  id: string;
  name: string;
  logoUrl: string | null;
  userId: string;
  /** The manager's name. */
  owner: string;
  /** 1-based position in the draft order; null before the draft starts. */
  draftOrder: number | null;
}

export interface DraftPickView {
  pickNo: number;
  round: number;
  teamId: string;
  playerId: string;
  /** Made by the server when the turn ran out. */
  automatic: boolean;
  at: string;
}

export interface DraftCurrentTurn {
  pickNo: number;
  round: number;
  direction: DraftDirection;
  teamId: string;
  /** ISO instant. */
  deadlineAt: string;
}

/** `GET leagues/{id}/draft`: everything the room shows, and what a reconnecting room resyncs from. */
export interface DraftState {
  leagueId: string;
  seasonId: string;
  status: LeagueSeasonStatus;
  nbTeams: number;
  nbRounds: number;
  turnSeconds: number;
  draftStartsAt: string;
  draftEndsAt: string;
  /** Teams in draft order. */
  teams: DraftTeam[];
  picks: DraftPickView[];
  current: DraftCurrentTurn | null;
  /** The viewer's team in this league; null for the owner. */
  myTeamId: string | null;
  /** The viewer's queue (their team's). */
  queue: string[];
  /** The server's clock when answering, so countdowns do not trust the browser's clock. */
  serverTime: string;
}

/** The league's season as the league home and the add-draft flow see it (the spec's Season for a league). */
export interface LeagueSeason {
  id: string;
  leagueId: string;
  realSeasonId: string;
  status: LeagueSeasonStatus;
  /** UTC 'YYYY-MM-DD HH:mm:ss'. */
  draftStartsAt: string;
  draftEndsAt: string;
  nbTeams: number;
  nbMaxFantasyTeams: number;
  draftWindow: { startDate: string; endDate: string } | null;
  startsAt: string | null;
  endsAt: string | null;
  draft: {
    team: DraftTeam | null;
    round: number;
    nbRounds: number;
    direction: DraftDirection;
    turnDeadlineAt: string | null;
  } | null;
}

/** What the league pages show of a league's current season (League.currentSeason). */
export interface CurrentSeasonSummary {
  id: string;
  status: LeagueSeasonStatus;
  draftStartsAt: string | null;
  draftEndsAt: string | null;
}

export interface DraftSettings {
  nbTeams: number;
  nbRounds: number;
  nbTotalPicks: number;
  draftTurnDurationSeconds: number;
}

export interface QualificationResponse {
  qualificationsMet: boolean;
}

export interface OverdueCheckResponse {
  player_picked: boolean;
}

export interface DraftTeamResponse {
  draftTeam: DraftTeam | null;
  /** The pick on the clock: the same team picks twice at a round's turn, so the room watches this too. */
  pickNo: number | null;
}

/** A real player in the draft pool, best-ranked first (last season's fantasy points, then the owner's order). */
export interface DraftPoolPlayer {
  id: string;
  name: string;
  position: Position;
  teamId: string | null;
  teamName: string | null;
  jerseyNumber: number | null;
  photoUrl: string | null;
  /** As the owner set it today (injured, inactive). */
  status: PlayerStatus;
  /** 1-based. */
  rank: number;
  /** Last season's fantasy points (0 without one). */
  rankPoints: number;
}

/** `GET leagues/{id}/available-players`: the whole pool, each with the team that drafted it (null = available). */
export interface AvailablePlayersResponse {
  seasonId: string;
  players: Array<DraftPoolPlayer & { draftedBy: string | null }>;
}

/** Service-only paths the draft adds. */
export const DRAFT_INTERNAL = {
  /** leagues: a league's size, admin and teams with their managers' names. */
  leagueDraftInfo: (leagueId: string) => `/internal/leagues/${leagueId}/draft-info`,
  /** stats: every player of a real season, best-ranked first. */
  draftPool: (seasonId: string) => `/internal/seasons/${seasonId}/draft-pool`,
  /** fantasy: the current season of each league ({ leagueIds } → { seasons: { [leagueId]: CurrentSeasonSummary } }). */
  currentLeagueSeasons: '/internal/league-seasons/current',
  /**
   * fantasy: a member is being removed from a league ({ leagueId, userId } → 204); during its draft they stop picking
   * and leave the room. Leagues calls it before deleting the membership; idempotent.
   */
  memberRemoved: '/internal/drafts/member-removed',
  /** fantasy: a league without an admin has filled ({ leagueId } → 204); its draft is scheduled. Idempotent. */
  leagueFilled: '/internal/drafts/league-filled',
} as const;

/** leagues → fantasy: what `DRAFT_INTERNAL.leagueDraftInfo` answers. */
export interface LeagueDraftInfo {
  id: string;
  name: string;
  nbMaxTeams: number;
  adminUserId: string | null;
  /** Oldest first. */
  teams: LeagueDraftTeam[];
}

/**
 * A league's team as leagues tells fantasy of it: the manager's name in every language, for fantasy keeps some (a
 * draft's teams, trophies, leaderboard rows) and shows them later to readers of either.
 */
export interface LeagueDraftTeam extends Omit<DraftTeam, 'draftOrder' | 'owner'> {
  owners: LocalizedName;
}
