import mongoose, { type Types } from 'mongoose';
import type { DraftPoolPlayer } from '@hfl/contracts';
import { NotFoundError } from '@hfl/kit';
import { Game } from '../models/game';
import { Player } from '../models/player';
import { SeasonModel } from '../models/season';
import { keptSeasonTotals } from '../players/player-scores';
import { playerListOrder, playerSummaries, type StoredPlayer } from '../players/player-views';

/**
 * The ranking: the owner's players list (/owner/players) in its default order — fantasy points best first, ties by
 * name, then id (`playerListOrder`) — showing the previous season's totals.
 */
const byRanking = playerListOrder({ sort: 'fantasy_points', sortDirection: 'desc' });

/** The latest season that ended before `startsAt` (dates 'YYYY-MM-DD', so they compare as text); null if none. */
function previousSeason<S extends { startsAt: string; endsAt: string }>(seasons: S[], startsAt: string): S | null {
  const ended = seasons.filter((season) => season.endsAt < startsAt);
  ended.sort((a, b) => b.endsAt.localeCompare(a.endsAt) || b.startsAt.localeCompare(a.startsAt));
  return ended[0] ?? null;
}

/** Today's players of the clubs that play in the season's schedule. */
export async function playersOfSchedule(seasonId: Types.ObjectId): Promise<StoredPlayer[]> {
  const games = await Game.find({ seasonId }, { team1Id: 1, team2Id: 1 }).lean();
  const clubIds = [...new Set(games.flatMap((game) => [game.team1Id.toHexString(), game.team2Id.toHexString()]))];
  return clubIds.length ? Player.find({ teamId: mongoose.trusted({ $in: clubIds }) }).lean() : [];
}

/**
 * What a fantasy draft picks from: every player on the clubs of the season's schedule today, best-ranked first (rank
 * 1-based): by the previous season's fantasy points (0 without any, or without a previous season), then the owner's
 * order. One query per collection whatever the number of players; ranked in code. 404 for an unknown season.
 */
export async function draftPool(id: Types.ObjectId): Promise<DraftPoolPlayer[]> {
  // Every season (a handful): the one asked for and the one before it, in one query.
  const seasons = await SeasonModel.find({}, { startsAt: 1, endsAt: 1, statsVersion: 1 }).lean();
  const season = seasons.find((candidate) => candidate._id.equals(id));
  if (!season) throw new NotFoundError();
  const previous = previousSeason(seasons, season.startsAt);
  // Side by side: the previous season's statistics are the slow read (hundreds of lines per round).
  const [players, totals] = await Promise.all([
    playersOfSchedule(season._id),
    previous ? keptSeasonTotals(previous) : Promise.resolve(new Map()),
  ]);
  const ranked = (await playerSummaries(players, totals)).sort(byRanking);
  return ranked.map((player, i) => ({
    id: player.id,
    name: player.name,
    position: player.position,
    teamId: player.team?.id ?? null,
    teamName: player.team?.name ?? null,
    jerseyNumber: player.jerseyNumber,
    photoUrl: player.photoUrl,
    status: player.status,
    rank: i + 1,
    rankPoints: player.scores.fantasy_points,
  }));
}
