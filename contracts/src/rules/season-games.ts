/**
 * The weekly head-to-head game of a league season (player-app.md sections 1 "game rules", 3 Game and Standing, 9):
 * the schedule, each game's result, the standings and their tie-breaks, the playoffs. Pure rules the fantasy service
 * applies and the pages state; the same inputs always give the same answer, so anyone can check them.
 */

/** 0 tie, 1 first team wins, 2 second team wins (spec section 3 Game). */
export type GameResult = 0 | 1 | 2;

/** regular: a regular-season round. The playoff rounds: semifinal, final, thirdPlace, and placement games for the rest. */
export const GAME_KINDS = ['regular', 'semifinal', 'final', 'thirdPlace', 'placement'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/**
 * The standings' order, step by step: win percentage (a tie counts as half a win), then points for, then head-to-head
 * among the tied teams (only when they all met each other equally often), then points against (fewer first), then the
 * draw: the schedule's seeded order.
 */
export const TIE_BREAK_STEPS = ['winPercentage', 'pointsFor', 'headToHead', 'pointsAgainst', 'draw'] as const;
export type TieBreakStep = (typeof TIE_BREAK_STEPS)[number];

/** Two teams meeting in a round (team1 is the home side). */
export interface Pairing {
  week: number;
  team1Id: string;
  team2Id: string;
}

/** A game whose points are known. */
export interface PlayedGame extends Pairing {
  team1Points: number;
  team2Points: number;
}
