import mongoose, { type Types } from 'mongoose';
import type { PlayerSummary, RealTeamStatus, SeasonTeam } from '@hfl/contracts';
import { NotFoundError } from '@hfl/kit';
import { Game } from '../models/game';
import { Player } from '../models/player';
import { PlayerStat } from '../models/player-stat';
import { RealTeam } from '../models/real-team';
import { SeasonModel, type SeasonDocument } from '../models/season';
import { keptSeasonTotals } from '../players/player-scores';
import { byPositionThenName, compareNames, playerSummaries } from '../players/player-views';
import { realTeamLogoUrl } from '../teams/teams';

async function loadSeason(id: Types.ObjectId): Promise<SeasonDocument> {
  const season = await SeasonModel.findById(id);
  if (!season) throw new NotFoundError();
  return season;
}

/**
 * Who was on each club in a season (player ids as hex, by team id): everyone with statistics for that club in it and,
 * while the season is not finished, the club's players today. `teamIds` are the clubs asked about.
 */
async function seasonRosters(season: SeasonDocument, teamIds: Types.ObjectId[]): Promise<Map<string, Set<string>>> {
  const inTeams = { teamId: mongoose.trusted({ $in: teamIds }) };
  const [stats, current] = await Promise.all([
    PlayerStat.find({ seasonId: season._id, ...inTeams }, { teamId: 1, playerId: 1 }).lean(),
    season.status === 'finished' ? Promise.resolve([]) : Player.find(inTeams, { teamId: 1 }).lean(),
  ]);
  const rosters = new Map<string, Set<string>>(teamIds.map((id) => [id.toHexString(), new Set()]));
  for (const { teamId, playerId } of stats) rosters.get(teamId.toHexString())?.add(playerId.toHexString());
  for (const { teamId, _id } of current) rosters.get(teamId.toHexString())?.add(_id.toHexString());
  return rosters;
}

/** The clubs of the season's schedule by name, each with the number of people on its roster that season. */
export async function seasonTeams(seasonId: Types.ObjectId): Promise<SeasonTeam[]> {
  const season = await loadSeason(seasonId);
  const games = await Game.find({ seasonId: season._id }, { team1Id: 1, team2Id: 1 }).lean();
  const ids = [...new Set(games.flatMap((game) => [game.team1Id.toHexString(), game.team2Id.toHexString()]))];
  const teams = await RealTeam.find({ _id: mongoose.trusted({ $in: ids }) }).lean();
  const rosters = await seasonRosters(
    season,
    teams.map((team) => team._id),
  );
  const rows: SeasonTeam[] = teams.map((team) => ({
    id: team._id.toHexString(),
    name: team.name,
    status: team.status as RealTeamStatus,
    nbPlayers: rosters.get(team._id.toHexString())?.size ?? 0,
    logoUrl: realTeamLogoUrl(team),
  }));
  return rows.sort((a, b) => compareNames(a.name, b.name));
}

/** The club's players in that season with what they did for it (a player who moved clubs shows in both). */
export async function seasonTeamPlayers(seasonId: Types.ObjectId, teamId: Types.ObjectId): Promise<PlayerSummary[]> {
  return clubPlayersIn(await loadSeason(seasonId), teamId);
}

/**
 * The club's squad in the current season (`GET /teams/{id}/rosters/current/players`): its players today and everyone
 * who played for it this season, with what they did for it.
 */
export async function currentTeamPlayers(
  season: Pick<SeasonDocument, '_id' | 'status' | 'statsVersion'>,
  teamId: Types.ObjectId,
): Promise<PlayerSummary[]> {
  return clubPlayersIn(season, teamId);
}

async function clubPlayersIn(
  season: Pick<SeasonDocument, '_id' | 'status' | 'statsVersion'>,
  teamId: Types.ObjectId,
): Promise<PlayerSummary[]> {
  const team = await RealTeam.findById(teamId, { _id: 1 }).lean();
  if (!team) throw new NotFoundError();
  const totals = await keptSeasonTotals(season, { teamId: team._id });
  // The same people as seasonRosters counts: statistics for the club, plus its players today until the season ends.
  const withStats = { _id: mongoose.trusted({ $in: [...totals.keys()] }) };
  const players = await Player.find(
    season.status === 'finished' ? withStats : { $or: [withStats, { teamId: team._id }] },
  ).lean();
  return (await playerSummaries(players, totals)).sort(byPositionThenName);
}
