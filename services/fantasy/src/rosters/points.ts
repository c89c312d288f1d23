import type { SeasonPlayerPoints } from '@hfl/contracts';
import type { Stats } from '../peers/stats';
import { refreshingCache } from './refreshing-cache';

/**
 * Each real player's points per round of a real season, as the rosters show them: one call to stats for the whole
 * season (a heavy one: every statistics line), dropped at once when stats says a round's points changed, and otherwise
 * kept 30 s per process (see refreshingCache) in case that word is lost.
 */
const points = refreshingCache(600_000, (stats: Stats, realSeasonId) => stats.seasonPlayerPoints(realSeasonId));

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
