import type { TrophyType } from '../../rules/awards';

/**
 * Trophies (player-app.md sections 2 "Trophies and trophy detail", 3 Trophy, 4, 7 `GET /trophies/{seasonId}/{teamId}`,
 * `GET /trophies/{id}`, `POST /trophies/{id}/mark-viewed`), owned by the fantasy service. `seasonId` is the league
 * season's id (as in `leagues/{id}/standings/season/{seasonId}`).
 */

/** A trophy (spec section 3 Trophy: id, week, type, fantasyTeam name, player name if any, isViewed). */
export interface TrophyView {
  id: string;
  type: TrophyType;
  /** The round it was won in (season trophies: the season's last round). */
  week: number;
  fantasyTeam: { id: string; name: string };
  /** The player of the week's name (playerOfTheWeek only). */
  player: { id: string; name: string } | null;
  /** Whether the team's manager has seen it (the game center shows an unseen one once). Always true for others. */
  isViewed: boolean;
  league: { id: string; name: string };
  /** The league season. */
  seasonId: string;
  /** The real season's name (e.g. "HFL 2026"). */
  seasonName: string;
  /** What won it: the team's or player's points, or the winning margin (biggestWin); null for season trophies. */
  points: number | null;
  /** The manager's name as it was when the trophy was given ("deleted user" for a deleted account). */
  owner: string;
  awardedAt: string;
}

/** `GET /trophies/me`: the caller's trophy cabinet, across leagues and seasons (newest first). */
export type MyTrophiesResponse = TrophyView[];

/** `GET /trophies/{seasonId}/{teamId}`: a team's trophies of a league season (newest round first). */
export type TeamTrophiesResponse = TrophyView[];
