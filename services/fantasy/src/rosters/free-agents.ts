import type { FreeAgentsPage, PlayerListQuery } from '@hfl/contracts';
import { NoRosterError, NotFoundError } from '@hfl/kit';
import type { Stats } from '../peers/stats';
import { seasonRosters, type LeagueRead } from './reads';

/**
 * `GET leagues/{id}/available-players`: the free agents of the league's current season, the real season's players on
 * none of its rosters, filtered, sorted and paged by stats like its players list. 422 (no roster) when the caller has
 * no roster there: the page then shows the general list, read-only.
 */
export async function freeAgents(stats: Stats, read: LeagueRead, query: PlayerListQuery): Promise<FreeAgentsPage> {
  const mine = [...read.teams.values()].find((team) => team.userId === read.callerId);
  if (!mine || !read.season) throw new NoRosterError();
  const rosters = await seasonRosters(read.season, read.teams);
  if (!rosters.some((roster) => roster.fantasyTeamId.toHexString() === mine.id)) throw new NoRosterError();
  const page = await stats.freeAgents(read.season.realSeasonId.toHexString(), {
    ...query,
    season: null,
    excludedPlayerIds: rosters.flatMap((roster) => roster.players.map((player) => player.playerId)),
  });
  if (!page) throw new NotFoundError();
  return page;
}
