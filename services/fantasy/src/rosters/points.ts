import type { SeasonPlayerPoints } from '@hfl/contracts';
import type { Stats } from '../peers/stats';
import { refreshingCache } from './refreshing-cache';

/**
 * Each real player's points per round of a real season, as the rosters show them: one call to stats for the whole
 * season (a heavy one: stats reads every statistics line, which under load stalled every request around it when each
 * process asked every 30 s). Dropped at once by the process stats tells that a round's points changed (and by the
 * worker's scoring); otherwise kept 5 minutes per process (see refreshingCache), for a word that reached another
 * instance or was lost.
 */
const points = refreshingCache(5 * 60_000, (stats: Stats, realSeasonId) => stats.seasonPlayerPoints(realSeasonId));

export const seasonPlayerPoints = (stats: Stats, realSeasonId: string): Promise<SeasonPlayerPoints> =>
  points.get(stats, realSeasonId);

/** Stats said the real season's points changed: the next read asks again. */
export const forgetSeasonPlayerPoints = (realSeasonId: string): void => points.forget(realSeasonId);

/** A player's points in `week` (0 without statistics; null before round 1) and over the whole season. */
export function playerPoints(
  points: SeasonPlayerPoints,
  playerId: string,
  week: number | null,
): { weekPoints: number | null; seasonPoints: number } {
  const weeks = points[playerId] ?? {};
  const total = Object.values(weeks).reduce((sum, value) => sum + value, 0);
  return {
    weekPoints: week === null ? null : (weeks[week] ?? 0),
    seasonPoints: Math.round(total * 100) / 100 + 0,
  };
}
