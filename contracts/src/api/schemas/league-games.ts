import * as yup from 'yup';
import { MAX_ROUND } from '../../rules/game-constants';
import type { FantasyPosition } from '../../rules/rosters';
import type { LeagueSeasonStatus } from './draft';
import type { GameKind, GameResult, TieBreakStep } from '../../rules/season-games';
import type { RosterPlayerInfo, RosterTeam } from './rosters';

/**
 * The weekly head-to-head game of a league season (player-app.md sections 2 "Game Center" and "League home", 3 Game
 * and Standing, 4 "Game results and trophies", 7 standings/games/mark-viewed, 9), owned by the fantasy service.
 */

/**
 * scheduled: its round has not started. live: the round is being played (points provisional, still moving).
 * provisional: the round is frozen (statistics being entered). final: the round is locked.
 */
export const GAME_STATES = ['scheduled', 'live', 'provisional', 'final'] as const;
export type GameState = (typeof GAME_STATES)[number];

/** A player of a game's lineup: the lineup the roster started the round with, and his points in that round. */
export interface GamePlayerView {
  player: RosterPlayerInfo;
  fantasyPosition: FantasyPosition;
  points: number;
}

/** A team's side of a game. */
export interface GameSideView {
  team: RosterTeam;
  /** Standings rank and record now (regular-season final results). */
  rank: number | null;
  wins: number;
  losses: number;
  ties: number;
  /** The playoff seed (standings rank at the end of the regular season); null in the regular season. */
  seed: number | null;
  /** Null before the round started. */
  points: number | null;
  benchPoints: number | null;
  /** Filled only for the week asked for (`?week=`), in lineup order (starters, then bench). */
  starters: GamePlayerView[];
  bench: GamePlayerView[];
  /** The team's manager deleted his account: its lineup is set each round to its best legal lineup. */
  autoLineup: boolean;
}

/** A game (spec section 3 Game: team1Points, team2Points, bench1Points, bench2Points, gameResult, team1SawResult…). */
export interface LeagueGameView {
  id: string;
  leagueId: string;
  /** The league season. */
  seasonId: string;
  week: number;
  kind: GameKind;
  /** Playoff and placement games: the best place it decides (1 final, 3 third place, 5, 7…); null otherwise. */
  place: number | null;
  state: GameState;
  team1: GameSideView;
  team2: GameSideView;
  team1Points: number | null;
  team2Points: number | null;
  bench1Points: number | null;
  bench2Points: number | null;
  /** 0 tie, 1 first team wins, 2 second team wins; null before the round started. */
  gameResult: GameResult | null;
  /** A tied playoff game went to the higher seed. */
  decidedBySeed: boolean;
  /** Whether each team's manager has seen the result as it is now (a changed result is unseen again). */
  team1SawResult: boolean;
  team2SawResult: boolean;
}

/** A round of the league season's schedule. */
export interface ScheduleWeekView {
  week: number;
  kind: 'regular' | 'playoff';
  state: GameState;
  /** When this round's results were last computed (the owner's lock or a correction); null before. */
  resultsAt: string | null;
}

/** How the schedule was made, so anyone can check it (contracts `regularSchedule`). */
export interface ScheduleMadeView {
  seed: string;
  /** The teams in the seeded shuffle's order (the circle method's positions). */
  order: RosterTeam[];
  firstWeek: number;
  lastRegularWeek: number;
}

/**
 * `GET leagues/{id}/games` (the current season; optional `/season/{seasonId}`), `?week=N` for that round's lineups
 * (default: the current round, else the last played, else the first). 404 before the league season has a schedule.
 */
export interface LeagueGamesView {
  leagueId: string;
  seasonId: string;
  /** The round whose lineups the games carry. */
  week: number;
  weeks: ScheduleWeekView[];
  games: LeagueGameView[];
  schedule: ScheduleMadeView;
  /** The caller's team in this league (null for the owner or a visitor's read). */
  myTeamId: string | null;
}

/** A standings row (spec section 3 Standing, plus the win percent and the step that placed it). */
export interface StandingRowView {
  team: RosterTeam;
  owner: string;
  rank: number;
  wins: number;
  losses: number;
  ties: number;
  /** Points for. */
  points: number;
  pointsAgainst: number;
  /** Wins over wins plus losses, floored; 0 when both are zero. */
  winPercent: number;
  /** What the rank is based on: wins plus half the ties over games played, in percent to one decimal (rankPercentOf). */
  rankPercent: number;
  /** The step that placed this team below the one above it (null for the first row). */
  decidedBy: TieBreakStep | null;
}

/** The season's final places once its last playoff round is locked (1–3 are awarded). */
export interface FinalPlaceView {
  place: number;
  team: RosterTeam;
}

/**
 * `GET leagues/{id}/standings` (optional `/season/{seasonId}`): regular-season standings from final results (404
 * before the league season has a schedule: the pages show it empty).
 */
export interface StandingsView {
  leagueId: string;
  seasonId: string;
  rows: StandingRowView[];
  /** The regular rounds whose final results count so far. */
  countedWeeks: number[];
  lastRegularWeek: number;
  /** Whether the regular season is over (the playoff seeds are these ranks). */
  regularSeasonOver: boolean;
  /** Filled once the season's last playoff round is locked. */
  finalPlaces: FinalPlaceView[];
}

/** `GET leagues/{id}/seasons`: one of the league's seasons, for the standings and game center's season switcher. */
export interface LeagueSeasonSummary {
  /** The league season's id (`/season/{seasonId}` of games and standings). */
  id: string;
  realSeasonId: string;
  /** The real season's name (stats); empty when stats does not know it. */
  name: string;
  status: LeagueSeasonStatus;
  draftStartsAt: string;
  /** The league's current season. */
  isCurrent: boolean;
}

/** `GET leagues/{id}/games?week=N`: the round whose lineups come with the games. */
export const leagueGamesQuerySchema = yup.object({
  week: yup
    .number()
    .typeError('errors:invalidData')
    .integer('errors:invalidData')
    .min(1, 'errors:invalidData')
    .max(MAX_ROUND, 'errors:invalidData'),
});
export type LeagueGamesQuery = yup.InferType<typeof leagueGamesQuerySchema>;

/** `GET leagues/{id}/games/{gameId}/mark-viewed/{side}`: side 1 (team1) or 2 (team2). */
export const markGameViewedParamsSchema = yup.object({
  side: yup.number().typeError('errors:invalidData').required('errors:invalidData').oneOf([1, 2], 'errors:invalidData'),
});
