import mongoose, { type Types } from 'mongoose';
import type { PlayerStats, Position } from '@hfl/contracts';
import { bulkWriteInBatches } from '@hfl/kit';
import { PlayerStat } from '../models/player-stat';
import { seasonStatsChanged, seasonTotals } from '../players/player-scores';
import { currentScoreConfig } from './score-config';
import { scoredPoints } from './scored-points';

export interface Recalculation {
  /** PlayerStat documents whose points changed (and were written). */
  updated: number;
  /** PlayerStat documents looked at. */
  total: number;
}

/**
 * Recomputes the fantasy points of a season's statistics (only `weeks`, or all of them) with the current score
 * configuration. Only documents whose points changed are written (in batches): a second run writes nothing.
 */
export async function recalculatePoints(seasonId: Types.ObjectId, weeks?: readonly number[]): Promise<Recalculation> {
  const config = await currentScoreConfig();
  const filter = weeks === undefined ? { seasonId } : { seasonId, week: mongoose.trusted({ $in: [...weeks] }) };
  const stats = await PlayerStat.find(filter, { position: 1, stats: 1, points: 1 }).lean();
  const changes = stats.flatMap(({ _id, position, stats: values, points }) => {
    const recomputed = scoredPoints(position as Position, values as PlayerStats, config);
    return recomputed === points ? [] : [{ updateOne: { filter: { _id }, update: { $set: { points: recomputed } } } }];
  });
  try {
    await bulkWriteInBatches(PlayerStat, changes, { ordered: false });
  } finally {
    if (changes.length > 0) await seasonStatsChanged(seasonId);
  }
  return { updated: changes.length, total: stats.length };
}

/** Each player's points in a round: a player in two games of the round gets the sum. */
export async function weekPlayerPoints(seasonId: Types.ObjectId, week: number): Promise<Record<string, number>> {
  const totals = await seasonTotals(seasonId, { week });
  return Object.fromEntries([...totals].map(([playerId, scores]) => [playerId, scores.fantasy_points]));
}
