import mongoose, { type Types } from 'mongoose';
import {
  waiverFailureOf,
  type RosterActivityQuery,
  type RosterActivityView,
  type RosterPlayerInfo,
} from '@hfl/contracts';
import { translate } from '@hfl/kit';
import { LeagueSeason } from '../models/league-season';
import { RosterActivity } from '../models/roster-activity';
import type { Stats } from '../peers/stats';
import { playerDirectory, unknownPlayer, type LeagueTeams } from './directory';

/**
 * `GET leagues/{id}/activity`: a page of the league's transactions (adds, cuts, accepted trades, waiver claims won), newest first, with
 * the teams' names, the manager who made each (the team's owner by that user, "deleted user" once gone) and the
 * players (from each line's real season).
 */
export async function leagueActivity(
  stats: Stats,
  leagueId: string,
  teams: LeagueTeams,
  { limit, offset }: RosterActivityQuery,
): Promise<RosterActivityView[]> {
  const lines = await RosterActivity.find({ leagueId: new mongoose.Types.ObjectId(leagueId) })
    .sort({ at: -1, _id: -1 })
    .skip(offset)
    .limit(limit)
    .lean();
  const seasonIds = [...new Set(lines.map((line) => line.leagueSeasonId.toHexString()))];
  const seasons = seasonIds.length
    ? await LeagueSeason.find({ _id: mongoose.trusted({ $in: seasonIds }) }, { realSeasonId: 1 }).lean()
    : [];
  const directories = new Map<string, Map<string, RosterPlayerInfo>>();
  await Promise.all(
    seasons.map(async (season) =>
      directories.set(season._id.toHexString(), await playerDirectory(stats, season.realSeasonId.toHexString())),
    ),
  );
  const managers = new Map([...teams.values()].map((team) => [team.userId, team.owner]));
  const teamOf = (id: Types.ObjectId) => ({ id: id.toHexString(), name: teams.get(id.toHexString())?.name ?? '—' });
  return lines.map((line) => {
    const directory = directories.get(line.leagueSeasonId.toHexString());
    const playerOf = (id: Types.ObjectId) => directory?.get(id.toHexString()) ?? unknownPlayer(id.toHexString());
    return {
      id: line._id.toHexString(),
      type: line.type,
      at: line.at.toISOString(),
      team: teamOf(line.teamId),
      manager: managers.get(line.userId) ?? translate('common:deletedUser', teams.locale),
      player: playerOf(line.playerId),
      otherTeam: line.otherTeamId ? teamOf(line.otherTeamId) : null,
      otherPlayer: line.otherPlayerId ? playerOf(line.otherPlayerId) : null,
      ...(line.type === 'waiver' && {
        waiver: { priority: line.priority ?? 0, lostTo: (line.lostTeamIds ?? []).map(teamOf) },
      }),
      ...(line.type === 'waiverFailed' && {
        waiver: { priority: line.priority ?? 0, lostTo: [], reason: waiverFailureOf(line.reason ?? '') },
      }),
    };
  });
}
