import { POSITIONS, roundPoints, type Position } from './scoring';

/**
 * Fantasy rosters (player-app.md "Roster slots"): 8 starting slots and 6 bench places. A roster player's
 * `fantasyPosition` is the slot it fills, BENCH for the bench.
 */
export const FANTASY_POSITIONS = ['QB', 'RB', 'TE_WR', 'FLEX', 'K', 'DEF', 'HC', 'BENCH'] as const;
export type FantasyPosition = (typeof FANTASY_POSITIONS)[number];
export type StartingSlot = Exclude<FantasyPosition, 'BENCH'>;

/** The starting lineup, one entry per slot: TE_WR twice. */
export const ROSTER_SLOTS: readonly StartingSlot[] = ['QB', 'RB', 'TE_WR', 'TE_WR', 'FLEX', 'K', 'DEF', 'HC'];
export const ROSTER_STARTERS = ROSTER_SLOTS.length;
export const ROSTER_BENCH = 6;
export const ROSTER_SIZE = ROSTER_STARTERS + ROSTER_BENCH;

/** The real positions each slot takes; the bench takes anyone. */
export const SLOT_POSITIONS: Readonly<Record<FantasyPosition, readonly Position[]>> = {
  QB: ['QB'],
  RB: ['RB'],
  TE_WR: ['TE', 'WR'],
  FLEX: ['RB', 'WR', 'TE'],
  K: ['K'],
  DEF: ['DEF'],
  HC: ['HC'],
  BENCH: POSITIONS,
};

export const slotAccepts = (slot: FantasyPosition, position: Position): boolean =>
  SLOT_POSITIONS[slot].includes(position);

/** A roster player starts (active) or sits on the bench. */
export const ACTIVITY_STATUSES = ['active', 'bench'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Open: editable and tradeable; locked while real games are played. */
export const ROSTER_STATUSES = ['open', 'locked'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

export interface RosterPointsPlayer {
  playerId: string;
  activityStatus: ActivityStatus;
}

export interface RosterPoints {
  /** The starters' points: what the fantasy game counts. */
  points: number;
  benchPoints: number;
}

/**
 * A roster's points in a round from each real player's points in it (a player without statistics scores 0), rounded
 * to 2 decimals like the players' own points.
 */
export function rosterWeekPoints(
  players: readonly RosterPointsPlayer[],
  pointsByPlayer: Readonly<Record<string, number>>,
): RosterPoints {
  let points = 0;
  let benchPoints = 0;
  for (const { playerId, activityStatus } of players) {
    const scored = pointsByPlayer[playerId] ?? 0;
    if (activityStatus === 'active') points += scored;
    else benchPoints += scored;
  }
  return { points: roundPoints(points), benchPoints: roundPoints(benchPoints) };
}
