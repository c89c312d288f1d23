import mongoose, { Types } from 'mongoose';
import { foldForSearch, roundPoints, SEARCH_SEPARATOR, type LeagueDraftInfo } from '@hfl/contracts';
import { deletedUserNames, isDuplicateKeyError, logger } from '@hfl/kit';
import { LeaderboardRow, LeaderboardStamp, type LeaderboardRowFields } from '../models/leaderboard-row';
import { LeagueSeason } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterWeekPoints } from '../models/roster-week-points';
import { ScoredWeek } from '../models/scored-week';
import type { Leagues } from '../peers/leagues';
import { keepLeaderboard } from './leaderboard-cache';

/** Rows inserted per bulk insert. */
const INSERT_BATCH = 2_000;

export type LeaderboardRowDoc = Omit<LeaderboardRowFields, 'teamLogoUrl'> & { teamLogoUrl: string | null };

/** The refreshes running or waiting, by real season: one at a time each, and one more at most after it. */
const running = new Map<string, Promise<number>>();
const waiting = new Map<string, Promise<number>>();

/**
 * Rewrites a real season's leaderboard: one row per roster of its league seasons that are ongoing or finished (a
 * team whose rounds were never scored has 0 points), its points the sum of its scored rounds' points (RosterWeekPoints),
 * its names from leagues (one call per LEAGUE_DRAFT_INFOS_MAX_IDS leagues; a deleted league's teams are left out, a
 * removed manager's team reads as the rosters show it), its ranks computed. Called after rounds are scored and when a
 * draft completes; the demo data is to await it once it has scored its rounds. Within a process refreshes of a
 * season run one at a time, and calls made during one share the single refresh that follows it (it reads everything
 * afresh). Returns the number of rows.
 */
export function refreshLeaderboard(leagues: Leagues, realSeasonId: string | Types.ObjectId): Promise<number> {
  const key = String(realSeasonId);
  const queued = waiting.get(key);
  if (queued) return queued;
  const before = running.get(key) ?? Promise.resolve(0);
  const next: Promise<number> = before
    .catch(() => 0)
    .then(() => {
      waiting.delete(key);
      running.set(key, next);
      return rewriteLeaderboard(leagues, new Types.ObjectId(key));
    })
    .finally(() => {
      if (running.get(key) === next) running.delete(key);
    });
  waiting.set(key, next);
  return next;
}

/** A change the leaderboard has not seen this long is healed by the results sweep (a refresh may be under way). */
export const HEAL_AFTER_MS = 2 * 60_000;

/**
 * The results sweep's check: when a round was scored or a league season of the real season changed (a draft completed,
 * a season finished) more than HEAL_AFTER_MS ago and the leaderboard's rows are older than that (the refresh after it
 * was lost: its process died, leagues did not answer), the leaderboard is refreshed now. Returns whether it was.
 */
export async function healLeaderboard(leagues: Leagues, realSeasonId: string | Types.ObjectId): Promise<boolean> {
  const id = new Types.ObjectId(String(realSeasonId));
  const [stamp, scored, changed] = await Promise.all([
    LeaderboardStamp.findById(id, { at: 1 }).lean(),
    ScoredWeek.findOne({ realSeasonId: id, resultsAt: mongoose.trusted({ $ne: null }) }, { resultsAt: 1 })
      .sort({ resultsAt: -1 })
      .lean(),
    LeagueSeason.findOne(
      { realSeasonId: id, status: mongoose.trusted({ $in: ['ongoing', 'finished'] }) },
      { updatedAt: 1 },
    )
      .sort({ updatedAt: -1 })
      .lean(),
  ]);
  const times = [scored?.resultsAt, changed?.updatedAt].flatMap((time) => (time ? [time.getTime()] : []));
  if (times.length === 0) return false;
  const latest = Math.max(...times);
  if (latest > Date.now() - HEAL_AFTER_MS || (stamp && stamp.at.getTime() >= latest)) return false;
  await refreshLeaderboard(leagues, id);
  return true;
}

/** `refreshLeaderboard` in the background: a failure is logged (the next scoring or draft writes it again). */
export function refreshLeaderboardLater(leagues: Leagues, realSeasonId: string | Types.ObjectId): void {
  refreshLeaderboard(leagues, realSeasonId).catch((err: unknown) =>
    logger.warn({ err, seasonId: String(realSeasonId) }, 'leaderboard not refreshed'),
  );
}

async function rewriteLeaderboard(leagues: Leagues, realSeasonId: Types.ObjectId): Promise<number> {
  const generation = new Types.ObjectId();
  // What the rows are as of: everything is read after this.
  const at = new Date();
  const rows = await computeRows(leagues, realSeasonId, generation);
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await LeaderboardRow.insertMany(rows.slice(i, i + INSERT_BATCH), { ordered: false, lean: true });
  if (await moveStamp(realSeasonId, generation, at)) {
    keepLeaderboard(realSeasonId.toHexString(), generation.toHexString(), rows);
    await LeaderboardRow.deleteMany({ realSeasonId, generation: mongoose.trusted({ $lt: generation }) });
  } else {
    // A newer refresh (another process's) is the leaderboard already: these rows were never read.
    await LeaderboardRow.deleteMany({ realSeasonId, generation });
  }
  return rows.length;
}

/**
 * Points the season's stamp at `generation` unless a newer generation is there (another process refreshed after this
 * one began): the upsert of a missing stamp, or the update of an older one; a stamp that matches neither makes the
 * upsert collide on `_id`.
 */
async function moveStamp(realSeasonId: Types.ObjectId, generation: Types.ObjectId, at: Date): Promise<boolean> {
  try {
    await LeaderboardStamp.updateOne(
      { _id: realSeasonId, generation: mongoose.trusted({ $lt: generation }) },
      { $set: { generation, at } },
      { upsert: true },
    );
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

async function computeRows(
  leagues: Leagues,
  realSeasonId: Types.ObjectId,
  generation: Types.ObjectId,
): Promise<LeaderboardRowDoc[]> {
  const [seasons, rosters, points] = await Promise.all([
    LeagueSeason.find(
      { realSeasonId, status: mongoose.trusted({ $in: ['ongoing', 'finished'] }) },
      { leagueId: 1 },
    ).lean(),
    Roster.find({ realSeasonId }, { leagueSeasonId: 1, fantasyTeamId: 1 }).lean(),
    seasonPointsOf(realSeasonId),
  ]);
  const leagueOf = new Map(seasons.map((season) => [season._id.toHexString(), season.leagueId.toHexString()]));
  const infos = await leagues.draftInfos([...new Set(leagueOf.values())]);
  const infoOf = new Map<string, LeagueDraftInfo>(infos.map((info) => [info.id, info]));
  const rows: LeaderboardRowDoc[] = [];
  for (const roster of rosters) {
    const info = infoOf.get(leagueOf.get(roster.leagueSeasonId.toHexString()) ?? '');
    if (!info) continue;
    const teamId = roster.fantasyTeamId.toHexString();
    const team = info.teams.find((one) => one.id === teamId) ?? {
      name: '—',
      logoUrl: null,
      owners: deletedUserNames(),
    };
    rows.push({
      realSeasonId,
      generation,
      teamId: roster.fantasyTeamId,
      leagueId: new Types.ObjectId(info.id),
      leagueName: info.name,
      teamName: team.name,
      teamLogoUrl: team.logoUrl,
      userNames: team.owners,
      nbTeams: info.nbMaxTeams,
      points: roundPoints(points.get(roster._id.toHexString()) ?? 0),
      rank: 0,
      rankInSize: 0,
      // Both orders of the manager's name, so "Szabó Anna" and "Anna Szabó" both find him.
      search: [...new Set(Object.values(team.owners)), team.name, info.name].map(foldForSearch).join(SEARCH_SEPARATOR),
    });
  }
  return rankRows(rows);
}

/** Each roster's points summed over the real season's scored rounds, by roster id. */
async function seasonPointsOf(realSeasonId: Types.ObjectId): Promise<Map<string, number>> {
  const sums = new Map<string, number>();
  const cursor = RosterWeekPoints.find({ realSeasonId }, { _id: 0, rosterId: 1, points: 1 })
    .lean()
    .cursor({ batchSize: 5_000 });
  for await (const { rosterId, points } of cursor) {
    const key = rosterId.toHexString();
    sums.set(key, (sums.get(key) ?? 0) + points);
  }
  return sums;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The rows in leaderboard order (points down, then team name A–Z, then team id) with their ranks: equal points share
 * a rank and the next rank skips as many (1, 2, 2, 4); `rankInSize` the same among the leagues of one size.
 */
export function rankRows<Row extends Pick<LeaderboardRowDoc, 'points' | 'teamName' | 'teamId' | 'nbTeams'>>(
  rows: Row[],
): Array<Row & { rank: number; rankInSize: number }> {
  const ordered = [...rows].sort(
    (a, b) =>
      b.points - a.points ||
      byName.compare(a.teamName, b.teamName) ||
      a.teamId.toHexString().localeCompare(b.teamId.toHexString()),
  );
  const ranked = ordered.map((row) => ({ ...row, rank: 0, rankInSize: 0 }));
  const bySize = new Map<number, { seen: number; last: { points: number; rank: number } | null }>();
  let last: { points: number; rank: number } | null = null;
  ranked.forEach((row, i) => {
    row.rank = last && last.points === row.points ? last.rank : i + 1;
    last = { points: row.points, rank: row.rank };
    const size = bySize.get(row.nbTeams) ?? { seen: 0, last: null };
    size.seen += 1;
    row.rankInSize = size.last && size.last.points === row.points ? size.last.rank : size.seen;
    size.last = { points: row.points, rank: row.rankInSize };
    bySize.set(row.nbTeams, size);
  });
  return ranked;
}
