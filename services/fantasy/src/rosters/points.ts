import { Types } from 'mongoose';
import { LRUCache } from 'lru-cache';
import type { SeasonPlayerPoints } from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { PointsStamp } from '../models/points-stamp';
import type { Stats } from '../peers/stats';
import { refreshingCache } from '../peers/refreshing-cache';

/**
 * Each real player's points per round of a real season, as the rosters show them: one call to stats for the whole
 * season (a heavy one: stats reads every statistics line, which under load stalled every request around it when each
 * process asked every 30 s). Dropped at once by the process stats tells that a round's points changed (and by the
 * worker's scoring), and within a second by every other process (the season's PointsStamp moved); otherwise kept 5
 * minutes per process (see refreshingCache), for a word that was lost.
 */
const points = refreshingCache(5 * 60_000, (stats: Stats, realSeasonId) => stats.seasonPlayerPoints(realSeasonId));

/** How long a season's PointsStamp, once read, is taken as it was: another process's word shows within it. */
const STAMP_FRESH_MS = 1_000;
/** The stamp each season's kept points are as of (null: never changed), by real season; and the reads under way. */
const stamps = new LRUCache<string, { change: string | null }>({ max: 1_000, ttl: STAMP_FRESH_MS });
const stampReads = new Map<string, Promise<void>>();

/** Drops the season's kept points when another process was told they changed since this one last looked. */
async function followStamp(realSeasonId: string): Promise<void> {
  if (stamps.has(realSeasonId)) return;
  let reading = stampReads.get(realSeasonId);
  if (!reading) {
    const known = stamps.get(realSeasonId, { allowStale: true });
    reading = PointsStamp.findById(new Types.ObjectId(realSeasonId), { change: 1 })
      .lean()
      .then((stamp) => {
        const change = stamp?.change.toHexString() ?? null;
        if (known && known.change !== change) points.forget(realSeasonId);
        stamps.set(realSeasonId, { change });
      })
      .finally(() => stampReads.delete(realSeasonId));
    stampReads.set(realSeasonId, reading);
  }
  await reading;
}

export async function seasonPlayerPoints(stats: Stats, realSeasonId: string): Promise<SeasonPlayerPoints> {
  await followStamp(realSeasonId);
  return points.get(stats, realSeasonId);
}

/** Stats said the real season's points changed: the next read in this process asks again. */
export const forgetSeasonPlayerPoints = (realSeasonId: string): void => points.forget(realSeasonId);

/**
 * Stats said the real season's points changed: this process asks again at its next read, every other one within
 * STAMP_FRESH_MS (the season's PointsStamp moves).
 */
export async function seasonPointsChanged(realSeasonId: string): Promise<void> {
  const change = new Types.ObjectId();
  forgetSeasonPlayerPoints(realSeasonId);
  try {
    await PointsStamp.updateOne({ _id: new Types.ObjectId(realSeasonId) }, { $set: { change } }, { upsert: true });
  } catch (error) {
    // Another process created the stamp at the same moment: it moved, which is all that matters.
    if (!isDuplicateKeyError(error)) throw error;
  }
  stamps.set(realSeasonId, { change: change.toHexString() });
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
