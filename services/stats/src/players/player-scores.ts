import type { Types } from 'mongoose';
import { STAT_KEYS, type PlayerStats, type WeekScores } from '@hfl/contracts';
import { NotFoundError } from '@hfl/kit';
import { PlayerStat } from '../models/player-stat';
import { ACTIVE_SEASON_KEY, SeasonModel, type SeasonDocument } from '../models/season';

/** Every score key at 0: a player without statistics (or a season without any). */
export function emptyScores(): WeekScores {
  return { ...Object.fromEntries(STAT_KEYS.map((key) => [key, 0])), fantasy_points: 0 } as WeekScores;
}

/** Points are stored with 2 decimals; sums of them only need the float noise rounded away (no -0). */
const twoDecimals = (value: number): number => Math.round(value * 100) / 100 + 0;

/** Adds one game's statistics and points to `total` (missing keys count as 0). */
function addScores(total: WeekScores, stats: PlayerStats, points: number): void {
  for (const key of STAT_KEYS) {
    const value = stats[key];
    if (typeof value === 'number' && Number.isFinite(value)) total[key] = (total[key] ?? 0) + value;
  }
  total.fantasy_points = twoDecimals(total.fantasy_points + points);
}

/** One game's statistics as every score key plus its fantasy points. */
export function gameScores(stats: PlayerStats, points: number): WeekScores {
  const scores = emptyScores();
  addScores(scores, stats, points);
  return scores;
}

/** The sum of several games' scores. */
export function sumScores(games: readonly WeekScores[]): WeekScores {
  const total = emptyScores();
  for (const game of games) addScores(total, game, game.fantasy_points);
  return total;
}

/** The season every view shows by default: the current (not finished) one, else the latest to start; null if none. */
export async function defaultSeason(): Promise<SeasonDocument | null> {
  return (
    (await SeasonModel.findOne({ activeKey: ACTIVE_SEASON_KEY })) ??
    (await SeasonModel.findOne().sort({ startsAt: -1, _id: -1 }))
  );
}

/** The season a request names (404 when unknown), or the default one. */
export async function chosenSeason(id: string | null): Promise<SeasonDocument | null> {
  if (!id) return defaultSeason();
  const season = await SeasonModel.findById(id);
  if (!season) throw new NotFoundError();
  return season;
}

/**
 * Per player (id as hex), the sum of their statistics and points over the season's games, or over one round of it;
 * `teamId` keeps only the games played for that club. One query for everyone; players without statistics are absent.
 */
export async function seasonTotals(
  seasonId: Types.ObjectId,
  { week = null, teamId }: { week?: number | null; teamId?: Types.ObjectId } = {},
): Promise<Map<string, WeekScores>> {
  const filter: Record<string, unknown> = { seasonId };
  if (week !== null) filter.week = week;
  if (teamId) filter.teamId = teamId;
  const stats = await PlayerStat.find(filter, { playerId: 1, stats: 1, points: 1 }).lean();
  const totals = new Map<string, WeekScores>();
  for (const stat of stats) {
    const id = stat.playerId.toHexString();
    const total = totals.get(id) ?? emptyScores();
    addScores(total, stat.stats as PlayerStats, stat.points);
    totals.set(id, total);
  }
  return totals;
}
