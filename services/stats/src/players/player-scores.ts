import { Types } from 'mongoose';
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

/** A season as the totals' cache knows it: read before its statistics, so its token is never newer than they are. */
export type TotalsSeason = { _id: Types.ObjectId; statsVersion?: string | null };

/** Season totals kept at once (by season, token, round and club): a few seasons' lists and their clubs' squads. */
const KEPT_TOTALS = 64;
const keptTotals = new Map<string, Promise<ReadonlyMap<string, Readonly<WeekScores>>>>();

/**
 * `seasonTotals` for the lists, kept while the season's statistics keep their token: otherwise each read of a list sums
 * every line of the season again (on FerretDB about 0.15 ms a line, so half a second by a season's end). Shared and
 * frozen, so no reader can change another's; one read serves the requests that arrive while it runs; a failed read
 * is not kept. Every process keeps its own, and each sees a change through the token.
 */
export function keptSeasonTotals(
  season: TotalsSeason,
  options: { week?: number | null; teamId?: Types.ObjectId } = {},
): Promise<ReadonlyMap<string, Readonly<WeekScores>>> {
  const key = [season._id.toHexString(), season.statsVersion ?? '', options.week ?? '', options.teamId?.toHexString()]
    .map(String)
    .join('|');
  const kept = keptTotals.get(key);
  if (kept) {
    // The most recently used last: the first is the one to let go.
    keptTotals.delete(key);
    keptTotals.set(key, kept);
    return kept;
  }
  const read = seasonTotals(season._id, options).then((totals) => {
    for (const scores of totals.values()) Object.freeze(scores);
    return totals;
  });
  keptTotals.set(key, read);
  read.catch(() => {
    if (keptTotals.get(key) === read) keptTotals.delete(key);
  });
  if (keptTotals.size > KEPT_TOTALS) keptTotals.delete(keptTotals.keys().next().value as string);
  return read;
}

/** After every write to a season's statistics (even one that failed half-way): the totals kept before are let go. */
export async function seasonStatsChanged(seasonId: Types.ObjectId): Promise<void> {
  await SeasonModel.updateOne({ _id: seasonId }, { $set: { statsVersion: new Types.ObjectId().toHexString() } });
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
