import mongoose from 'mongoose';
import { formatUtcDateTime, isObjectId, type CurrentSeasonSummary, type LeagueSeasonSummary } from '@hfl/contracts';
import { NotFoundError } from '@hfl/kit';
import { CurrentLeagueSeason, LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import type { Stats } from '../peers/stats';
import { realSeason } from './openness';

/** A league's season by id, or its current one (`'current'`); 404 "There is no active season" without one. */
export async function findLeagueSeason(leagueId: string, seasonId: string): Promise<LeagueSeasonFields> {
  const id = seasonId === 'current' ? (await CurrentLeagueSeason.findById(leagueId).lean())?.seasonId : seasonId;
  const season =
    id && isObjectId(String(id)) ? await LeagueSeason.findOne({ _id: id, leagueId }).lean<LeagueSeasonFields>() : null;
  if (!season) throw new NotFoundError('errors:noActiveSeason');
  return season;
}

/** The current season of each of these leagues that has one, by league id (the leagues pages' lists). */
export async function currentSeasonSummaries(
  leagueIds: readonly string[],
): Promise<Record<string, CurrentSeasonSummary>> {
  // The ids are validated hex strings; `trusted` lets the operator through the connection's sanitizeFilter.
  const pointers = await CurrentLeagueSeason.find({ _id: mongoose.trusted({ $in: leagueIds }) }).lean();
  const seasonIds = pointers.map((p) => p.seasonId);
  const seasons = await LeagueSeason.find({ _id: mongoose.trusted({ $in: seasonIds }) }).lean<LeagueSeasonFields[]>();
  const summaries: Record<string, CurrentSeasonSummary> = {};
  for (const season of seasons) {
    summaries[String(season.leagueId)] = {
      id: String(season._id),
      status: season.status,
      draftStartsAt: formatUtcDateTime(season.draftStartsAt),
      draftEndsAt: formatUtcDateTime(season.draftEndsAt),
    };
  }
  return summaries;
}

/**
 * Every season of the league, newest first (by draft start), each named after its real season (stats, kept a moment),
 * the current one marked: the standings and game center's season switcher. A league has a season a real season, so a
 * handful: read by the (leagueId, realSeasonId) index's prefix.
 */
export async function leagueSeasonSummaries(stats: Stats, leagueId: string): Promise<LeagueSeasonSummary[]> {
  const [seasons, pointer] = await Promise.all([
    LeagueSeason.find({ leagueId }).lean<LeagueSeasonFields[]>(),
    CurrentLeagueSeason.findById(leagueId).lean(),
  ]);
  const newestFirst = seasons.sort(
    (a, b) =>
      b.draftStartsAt.getTime() - a.draftStartsAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString()),
  );
  const currentId = pointer ? String(pointer.seasonId) : null;
  return Promise.all(
    newestFirst.map(async (season) => {
      const realSeasonId = season.realSeasonId.toHexString();
      return {
        id: season._id.toHexString(),
        realSeasonId,
        name: (await realSeason(stats, realSeasonId))?.name ?? '',
        status: season.status,
        draftStartsAt: formatUtcDateTime(season.draftStartsAt),
        isCurrent: season._id.toHexString() === currentId,
      };
    }),
  );
}
