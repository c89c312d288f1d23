import type { SeasonPlayerPoints } from '@hfl/contracts';
import type { Stats } from '../peers/stats';

/**
 * Each real player's points per round of a real season, as the rosters show them: one call to stats for the whole
 * season, kept a few seconds per process (score sheets entered during a round change them), and dropped at once when
 * stats says a round's points changed.
 */
const TTL_MS = 3_000;
const seasons = new Map<string, { at: number; points: Promise<SeasonPlayerPoints> }>();

export function seasonPlayerPoints(stats: Stats, realSeasonId: string): Promise<SeasonPlayerPoints> {
  const hit = seasons.get(realSeasonId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.points;
  const points = stats.seasonPlayerPoints(realSeasonId);
  seasons.set(realSeasonId, { at: Date.now(), points });
  points.catch(() => seasons.delete(realSeasonId));
  return points;
}

/** Stats said the real season's points changed: the next read asks again. */
export function forgetSeasonPlayerPoints(realSeasonId: string): void {
  seasons.delete(realSeasonId);
}

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
