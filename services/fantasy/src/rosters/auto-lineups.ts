import mongoose, { Types } from 'mongoose';
import { bestLineup, FALLBACK_LOCALE } from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError, logger } from '@hfl/kit';
import { AutoLineup } from '../models/auto-lineup';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { Roster } from '../models/roster';
import type { Stats } from '../peers/stats';
import { changeRoster } from './changes';
import { LeagueTeams } from './directory';
import { playerPoints, seasonPlayerPoints } from './points';
import type { StoredRoster } from './views';

/**
 * A roster of a manager who left: its players in their best legal lineup by season points (contracts `bestLineup`),
 * through the roster's one change path (its lock, the lineup rules, an open roster). Nothing to do when it already is.
 */
export async function setBestLineup(stats: Stats, roster: StoredRoster): Promise<void> {
  const season = await LeagueSeason.findById(roster.leagueSeasonId).lean<LeagueSeasonFields>();
  if (!season) return;
  const points = await seasonPlayerPoints(stats, season.realSeasonId.toHexString());
  await changeRoster(
    stats,
    { roster, season, teams: new LeagueTeams([], FALLBACK_LOCALE), userId: '' },
    ({ players }) => {
      const best = bestLineup(
        players.map((player) => ({
          id: player.id,
          position: player.position,
          points: playerPoints(points, player.stored.playerId, null).seasonPoints,
        })),
      );
      const places = players
        .map((player) => ({
          id: player.id,
          fantasyPosition: best.get(player.id) ?? 'BENCH',
          now: player.fantasyPosition,
        }))
        .filter(({ fantasyPosition, now }) => fantasyPosition !== now)
        .map(({ id, fantasyPosition }) => ({ id, fantasyPosition }));
      // The same starters are the same lineup: the change names their slots by contracts' rule, not by points.
      const sameStarters = places.every(({ id, fantasyPosition }) => {
        const now = players.find((player) => player.id === id)!.fantasyPosition;
        return (fantasyPosition === 'BENCH') === (now === 'BENCH');
      });
      return sameStarters ? null : { places };
    },
  );
}

/** Sets a roster's best lineup now if it can change (open); a closed or locked one keeps its lineup until then. */
async function trySetBestLineup(stats: Stats, roster: StoredRoster): Promise<void> {
  try {
    await setBestLineup(stats, roster);
  } catch (error) {
    if (error instanceof ConflictError) return;
    logger.warn({ err: error, rosterId: roster._id.toHexString() }, 'best lineup not set');
  }
}

/** These teams' rosters have their lineups set for them after every scored round from now on. Idempotent. */
export async function markOrphaned(teamIds: readonly string[]): Promise<StoredRoster[]> {
  if (teamIds.length === 0) return [];
  const rosters = await Roster.find({
    fantasyTeamId: mongoose.trusted({ $in: teamIds.map((id) => new Types.ObjectId(id)) }),
  }).lean<StoredRoster[]>();
  for (const roster of rosters) {
    try {
      await AutoLineup.create({ _id: roster._id, realSeasonId: roster.realSeasonId, at: new Date() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return rosters;
}

/**
 * Leagues says these teams' manager deleted his account: their rosters get their lineups set from now on, starting
 * now. Idempotent.
 */
export async function teamsOrphaned(stats: Stats, teamIds: readonly string[]): Promise<number> {
  const rosters = await markOrphaned(teamIds);
  for (const roster of rosters) await trySetBestLineup(stats, roster);
  return rosters.length;
}

/** After a round is scored: every left roster of the real season starts the next round with its best lineup. */
export async function refreshAutoLineups(stats: Stats, realSeasonId: Types.ObjectId): Promise<void> {
  const marked = await AutoLineup.find({ realSeasonId }, { _id: 1 }).lean();
  for (const { _id } of marked) {
    const roster = await Roster.findById(_id).lean<StoredRoster>();
    if (roster) await trySetBestLineup(stats, roster);
  }
}

/** Which of these rosters have their lineups set for them. */
export async function autoLineupRosters(rosterIds: readonly string[]): Promise<Set<string>> {
  const found = await Promise.all(rosterIds.map((id) => AutoLineup.exists({ _id: new Types.ObjectId(id) })));
  return new Set(rosterIds.filter((_, i) => found[i]));
}
