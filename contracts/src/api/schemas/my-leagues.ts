import type { GameKind } from '../../rules/season-games';
import type { LeagueDraftInfo } from './draft';
import type { GameState } from './league-games';
import type { MEMBERSHIP_ROLE, TeamRef } from './leagues';

/**
 * The signed-in home's "My leagues" band (issue 38, "A home about me"): for each of the caller's leagues, what needs
 * him now, in one read (`GET /api/my-leagues`, the fantasy service; it finds the leagues through leagues'
 * `MY_LEAGUES_INTERNAL.userLeagues`). Instants are ISO 8601 (UTC).
 */

/** The league's current draft as the band says it. */
export type MyLeagueDraft =
  /** No season in the league yet: the league home tells what the season still allows. */
  | { status: 'none' }
  | { status: 'scheduled'; startsAt: string }
  /** Live: the turn on the clock (null between the last pick and the completion) and whether it is mine. */
  | {
      status: 'live';
      turn: { pickNo: number; round: number; team: TeamRef; mine: boolean; deadlineAt: string } | null;
    }
  | { status: 'done' };

/** My game of the round being played, or of the next one. */
export interface MyLeagueMatchup {
  gameId: string;
  week: number;
  kind: GameKind;
  /** scheduled: rosters lock when the round starts (`roundStartsAt`); live, provisional: locked, scores moving. */
  state: GameState;
  /** The round's first game day (midnight UTC), when stats knows it. */
  roundStartsAt: string | null;
  opponent: TeamRef;
  /** Null before the round starts. */
  myPoints: number | null;
  opponentPoints: number | null;
}

/** My latest final game. */
export interface MyLeagueResult {
  gameId: string;
  week: number;
  kind: GameKind;
  opponent: TeamRef;
  myPoints: number;
  opponentPoints: number;
  outcome: 'win' | 'loss' | 'tie';
}

/** My standings row (once a regular round is final), and the final place once the playoffs are decided. */
export interface MyLeagueStanding {
  rank: number;
  nbTeams: number;
  wins: number;
  losses: number;
  ties: number;
  finalPlace: number | null;
}

export interface MyLeagueSummary {
  league: { id: string; name: string };
  role: (typeof MEMBERSHIP_ROLE)[keyof typeof MEMBERSHIP_ROLE];
  team: TeamRef | null;
  /** The clock the band shows times on: my team's timezone. */
  timezone: string;
  /** The league's current season (null before its first). */
  seasonId: string | null;
  draft: MyLeagueDraft;
  matchup: MyLeagueMatchup | null;
  /** Pending trade proposals my team received. */
  tradesToAnswer: number;
  lastResult: MyLeagueResult | null;
  standing: MyLeagueStanding | null;
}

export interface MyLeaguesView {
  /** The caller's active memberships, oldest first. */
  leagues: MyLeagueSummary[];
  /** The server's clock, for the draft turn's countdown. */
  serverTime: string;
}

/** leagues → fantasy: a league the user is an active member of, with his role and team (and its timezone). */
export interface UserLeague {
  league: LeagueDraftInfo;
  role: MyLeagueSummary['role'];
  team: { id: string; timezone: string } | null;
}

/** Service-only paths of the band. */
export const MY_LEAGUES_INTERNAL = {
  /** leagues: the user's active memberships' leagues, oldest membership first ({ leagues: UserLeague[] }). */
  userLeagues: (userId: string) => `/internal/users/${userId}/leagues`,
} as const;
