import * as yup from 'yup';
import { OBJECT_ID_PATTERN } from '../../common/object-id';
import { objectIdList } from './fields';
import { MAX_ROUND } from '../../rules/game-constants';
import type { ActivityStatus, FantasyPosition } from '../../rules/rosters';
import type { Position } from '../../rules/scoring';
import { pageQueryFields } from './paging';
import { playerListQuerySchema, type PlayerStatus, type PlayerSummary } from './real-league';

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

/** The service-to-service calls of the rosters (stats ↔ fantasy). */
export const ROSTER_INTERNAL = {
  /** stats: every player's fantasy points in every round of a real season ({ [playerId]: { [week]: points } }). */
  seasonPlayerPoints: (seasonId: string) => `/internal/seasons/${seasonId}/player-points`,
  /**
   * stats: every player of a real season (its schedule's clubs' players today) as the rosters name them, without
   * statistics ({ players: RosterPlayerInfo[] }).
   */
  seasonPlayers: (seasonId: string) => `/internal/seasons/${seasonId}/players`,
  /**
   * stats: the players list's page (`playerListQuerySchema`, sorted and paged like `GET /players`) over the real
   * season's players, leaving out `excludedPlayerIds` (the players on rosters); answers a FreeAgentsPage.
   */
  freeAgents: (seasonId: string) => `/internal/seasons/${seasonId}/free-agents`,
  /** fantasy: a real round started ({ seasonId, week } → 204); the rosters' lineups of that round are kept. */
  roundStarted: '/internal/round-started',
  /**
   * fantasy: a score sheet of a round not yet locked was saved ({ seasonId, week } → 204): every fantasy process shows
   * the round's new points within seconds (a locked round's change goes through `/internal/week-points`).
   */
  livePointsChanged: '/internal/live-points',
  /**
   * fantasy: these teams' manager deleted his account ({ teamIds } → 204): their lineups are set for them from now on
   * (the best legal lineup by season points). Leagues calls it when it lets go of a deleted account; idempotent.
   */
  teamsOrphaned: '/internal/teams-orphaned',
} as const;

/** `ROSTER_INTERNAL.seasonPlayerPoints`' answer: per real player, per round (as text), the fantasy points. */
export type SeasonPlayerPoints = Record<string, Record<string, number>>;

/** leagues → fantasy: `ROSTER_INTERNAL.teamsOrphaned`' body. */
export const teamsOrphanedSchema = yup.object({
  teamIds: objectIdList(500).required('errors:invalidData'),
});
export type TeamsOrphanedPayload = yup.InferType<typeof teamsOrphanedSchema>;

/** fantasy → stats: `ROSTER_INTERNAL.freeAgents`' body, the players list's query and the players to leave out. */
export const freeAgentsQuerySchema = playerListQuerySchema.shape({
  excludedPlayerIds: yup
    .array(yup.string().required(invalid).matches(OBJECT_ID_PATTERN, invalid))
    .typeError(invalid)
    .max(10_000, invalid)
    .default([]),
});
export type FreeAgentsQuery = yup.InferType<typeof freeAgentsQuerySchema>;

/** stats → fantasy: a page of free agents and how many there are in all. */
export interface FreeAgentsPage {
  total: number;
  players: PlayerSummary[];
}

/** stats → fantasy: `ROSTER_INTERNAL.roundStarted`' body. */
export const roundStartedSchema = yup.object({
  seasonId: yup.string().typeError(invalid).required(invalid).matches(OBJECT_ID_PATTERN, invalid),
  week: yup.number().typeError(invalid).required(invalid).integer(invalid).min(1, invalid).max(MAX_ROUND, invalid),
});
export type RoundStartedPayload = yup.InferType<typeof roundStartedSchema>;
/** stats → fantasy: `ROSTER_INTERNAL.livePointsChanged`' body, the round whose points changed. */
export const livePointsChangedSchema = roundStartedSchema;

/** `GET leagues/{id}/activity`: a page of the league's transactions, newest first. */
export const rosterActivityQuerySchema = yup.object(pageQueryFields());
export type RosterActivityQuery = yup.InferType<typeof rosterActivityQuerySchema>;

/** Fantasy's answer (202): the queued scoring job, which scores every roster of those rounds in the background. */
export interface WeekPointsChangedAnswer {
  jobId: string;
}

/**
 * The managers' side of the season (player-app.md sections 2 "My Team", 3 Roster / Roster player / Trade proposal,
 * 4, 5, 7 "Players and trades"), owned by the fantasy service.
 */

/** A real player as a roster shows him. */
export interface RosterPlayerInfo {
  id: string;
  name: string;
  position: Position;
  team: { id: string; name: string } | null;
  photoUrl: string | null;
  jerseyNumber: number | null;
  /** As the owner set it (injured, inactive); absent for a player the real league no longer lists. */
  status?: PlayerStatus;
}

/** A player on a roster (`id` and `rosterPlayerId` both name the roster player; `player.id` the real player). */
export interface RosterPlayerView {
  id: string;
  rosterPlayerId: string;
  activityStatus: ActivityStatus;
  fantasyPosition: FantasyPosition;
  addedAt: string;
  player: RosterPlayerInfo;
  /** The fantasy points of the round the roster shows (`RosterView.week`); null before any round. */
  weekPoints: number | null;
  seasonPoints: number;
}

/**
 * open: editable and tradeable. locked: a real round is on (`lockedWeek`), from the owner's start until the round is
 * frozen or locked. closed: the league is drafting (or the draft is still to come), or its season is finished.
 */
export const ROSTER_VIEW_STATUSES = ['open', 'locked', 'closed'] as const;
export type RosterViewStatus = (typeof ROSTER_VIEW_STATUSES)[number];

export interface RosterTeam {
  id: string;
  name: string;
  logoUrl: string | null;
  userId: string;
  /** The manager's name ("deleted user" for a deleted account). */
  owner: string;
}

/** `GET leagues/{id}/rosters/{teamId}` and `/rosters/me`: a team's roster in the league's current season. */
export interface RosterView {
  id: string;
  leagueId: string;
  /** The league season. */
  seasonId: string;
  status: RosterViewStatus;
  /** The real round being played while the roster is locked. */
  lockedWeek: number | null;
  /** Why a closed roster is closed. */
  closedReason: 'drafting' | 'finished' | null;
  /** The round whose points `weekPoints` shows: the current round, or the last one played; null before round 1. */
  week: number | null;
  team: RosterTeam;
  /** Whether the caller manages this team. */
  isMine: boolean;
  players: RosterPlayerView[];
}

/** `GET leagues/{id}/rosters` (optional `/season/{seasonId}`): every team's roster, for the owner and the members. */
export type LeagueRostersResponse = RosterView[];

/** `POST rosters/{id}/players/{rpId}/move`. */
export const rosterMoveSchema = yup.object({
  direction: yup.string().typeError(invalid).required(invalid).oneOf(['active', 'bench'], invalid),
});
export type RosterMovePayload = yup.InferType<typeof rosterMoveSchema>;

/**
 * `POST rosters/{id}/adds`: add the free agent `playerId` (a real player's id) and, when he needs the place, drop the
 * roster player `drop` (a roster player's id) in the same change; with room for him `drop` stays.
 */
export const rosterAddSchema = yup.object({
  playerId: yup.string().typeError(invalid).required(invalid).matches(OBJECT_ID_PATTERN, invalid),
  drop: yup.string().typeError(invalid).matches(OBJECT_ID_PATTERN, invalid).optional(),
});
export type RosterAddPayload = yup.InferType<typeof rosterAddSchema>;

/** Answer of a roster change (move, switch, cut, pick): the roster as it is now. */
export type RosterChangeAnswer = RosterView;

/**
 * `GET leagues/{id}/available-players`: the free agents, real players on no roster of the league's current season,
 * with the `/players` list's query (`playerListQuerySchema`: filters, sort, paging) and answer (a page of
 * PlayerSummary, X-Total-Count). 422 (no roster) when the caller has none there: the page falls back to `/players`.
 */
export type AvailablePlayer = PlayerSummary;

export const TRADE_PROPOSAL_STATUSES = [
  'pending',
  'accepting',
  'accepted',
  'rejected',
  'withdrawn',
  'cancelled',
] as const;
export type TradeProposalStatus = (typeof TRADE_PROPOSAL_STATUSES)[number];

export interface TradeSide {
  team: RosterTeam;
  /** The roster player offered by this side. */
  rosterPlayerId: string;
  player: RosterPlayerInfo;
}

/** A one-for-one trade proposal: `fromTeam` offers `fromPlayer` for `toTeam`'s `toPlayer`. */
export interface TradeProposalView {
  id: string;
  leagueId: string;
  seasonId: string;
  status: TradeProposalStatus;
  fromTeam: RosterTeam;
  fromPlayer: RosterPlayerInfo & { rosterPlayerId: string };
  toTeam: RosterTeam;
  toPlayer: RosterPlayerInfo & { rosterPlayerId: string };
  createdAt: string;
  /** When it stopped being pending, and why a cancelled one was (a player left a roster). */
  decidedAt: string | null;
}

/** `GET seasons/{id}/fantasy-teams/{teamId}/trade-proposals`: a team's pending proposals, sent and received apart. */
export interface TeamTradeProposals {
  sent: TradeProposalView[];
  received: TradeProposalView[];
}

/**
 * `GET leagues/{id}/trade-proposal/{a}/{b}`: the preview of trading my roster player `a` for another team's roster
 * player `b`, both lineups as they would be after it (null landing: the trade is impossible, `reason` says why).
 * `POST` the same path creates the proposal.
 */
export interface TradePreview {
  mine: { team: RosterTeam; players: RosterPlayerView[] };
  theirs: { team: RosterTeam; players: RosterPlayerView[] };
  /** An i18n key when the trade cannot be proposed; null when it can. */
  refusal: string | null;
  /** The refusal's interpolation values (`{{week}}` of rosterLocked, `{{team}}` of tradeWouldBeIllegal). */
  refusalParams: Record<string, string | number>;
}

/** Why a claim could not be made at the run (the league activity says it). */
export const WAIVER_FAILURES = ['noOpenSlot', 'dropLeft', 'noPlace', 'other'] as const;
export type WaiverFailure = (typeof WAIVER_FAILURES)[number];

/** A refusal of the add and drop (an i18n key) as the reason a claim failed. */
export function waiverFailureOf(refusal: string): WaiverFailure {
  if (refusal === 'errors:rosterFull') return 'noOpenSlot';
  if (refusal === 'errors:notOnRoster') return 'dropLeft';
  if (refusal === 'errors:noPlaceOnRoster') return 'noPlace';
  return 'other';
}

export const ROSTER_ACTIVITY_TYPES = ['add', 'cut', 'trade', 'waiver', 'waiverFailed', 'waiverClosed'] as const;
export type RosterActivityType = (typeof ROSTER_ACTIVITY_TYPES)[number];

/** `GET leagues/{id}/activity`: the league's transactions, newest first. */
export interface RosterActivityView {
  id: string;
  type: RosterActivityType;
  at: string;
  team: { id: string; name: string };
  /** The manager who made it (the accepting one for a trade). */
  manager: string;
  /** add: the player added; cut: the player cut; trade: the player this team received; waiver: the player claimed. */
  player: RosterPlayerInfo;
  /** trade: the other team and the player it received. waiver: the player dropped for him (no team). */
  otherTeam: { id: string; name: string } | null;
  otherPlayer: RosterPlayerInfo | null;
  /**
   * waiver: why the team got him, its waiver priority at the run and the teams whose claims lost to it. waiverFailed:
   * its priority and why the claim could not be made (`reason`: WAIVER_FAILURES' key). waiverClosed (none): the claim
   * was let go undecided because the league admin switched waivers off.
   */
  waiver?: { priority: number; lostTo: Array<{ id: string; name: string }>; reason?: WaiverFailure };
}
