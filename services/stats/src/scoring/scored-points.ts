import { fantasyPoints, type PlayerStats, type Position, type ScoreConfig } from '@hfl/contracts';
import { ConflictError } from '@hfl/kit';

/**
 * A statistics line's fantasy points, refused (409) when they cannot be counted: a configuration saved before its
 * values were bounded can make them infinite, and an infinite point would fail the write and every sum after it.
 */
export function scoredPoints(position: Position, stats: PlayerStats, config: ScoreConfig): number {
  const points = fantasyPoints(position, stats, config);
  if (!Number.isFinite(points)) throw new ConflictError('errors:scorePointsUncountable');
  return points;
}
