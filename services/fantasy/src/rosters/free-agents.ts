import { Types } from 'mongoose';
import type { FreeAgentsPage, PlayerListQuery } from '@hfl/contracts';
import { NoRosterError, NotFoundError } from '@hfl/kit';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';
import type { Stats } from '../peers/stats';
import type { LeagueRead } from './reads';

/**
 * `GET leagues/{id}/available-players`: the free agents of the league's current season, the real season's players on
 * none of its rosters, filtered, sorted and paged by stats like its players list. 422 (no roster) when the caller has
 * no roster there: the page then shows the general list, read-only.
 */
export async function freeAgents(stats: Stats, read: LeagueRead, query: PlayerListQuery): Promise<FreeAgentsPage> {
  const mine = [...read.teams.values()].find((team) => team.userId === read.callerId);
  if (!mine || !read.season) throw new NoRosterError();
  const leagueSeasonId = read.season._id;
  const [roster, taken] = await Promise.all([
    Roster.exists({ leagueSeasonId, fantasyTeamId: new Types.ObjectId(mine.id) }),
    RosterPlayer.find({ leagueSeasonId }, { _id: 0, playerId: 1 }).lean(),
  ]);
  if (!roster) throw new NoRosterError();
  const page = await stats.freeAgents(read.season.realSeasonId.toHexString(), {
    ...query,
    season: null,
    excludedPlayerIds: taken.map(({ playerId }) => playerId.toHexString()),
  });
  if (!page) throw new NotFoundError();
  return page;
}
