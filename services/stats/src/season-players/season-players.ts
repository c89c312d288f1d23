import type { Types } from 'mongoose';
import {
  matchesSearch,
  type FreeAgentsQuery,
  type PlayerSummary,
  type RosterPlayerInfo,
  type SeasonPlayerPoints,
} from '@hfl/contracts';
import { playersOfSchedule } from '../draft-pool/draft-pool';
import { PlayerStat } from '../models/player-stat';
import { keptSeasonTotals, type TotalsSeason } from '../players/player-scores';
import { playerListOrder, playerSummaries } from '../players/player-views';

/** Points are stored with 2 decimals; sums only need the float noise rounded away (no -0). */
const twoDecimals = (value: number): number => Math.round(value * 100) / 100 + 0;

/**
 * Every player's fantasy points in every round of a real season, in one query (the rosters show each player's round
 * and season points): `{ [playerId]: { [week]: points } }`; players without statistics are absent.
 */
export async function seasonPlayerPoints(seasonId: Types.ObjectId): Promise<SeasonPlayerPoints> {
  const stats = await PlayerStat.find({ seasonId }, { _id: 0, playerId: 1, week: 1, points: 1 }).lean();
  const points: SeasonPlayerPoints = {};
  for (const { playerId, week, points: worth } of stats) {
    const weeks = (points[playerId.toHexString()] ??= {});
    weeks[week] = twoDecimals((weeks[week] ?? 0) + worth);
  }
  return points;
}

/** Every player of the real season (its clubs' players today) as the rosters name them: no statistics read. */
export async function seasonPlayers(seasonId: Types.ObjectId): Promise<RosterPlayerInfo[]> {
  const summaries = await playerSummaries(await playersOfSchedule(seasonId), new Map());
  return summaries.map(({ id, name, position, team, photoUrl, jerseyNumber, status }) => ({
    id,
    name,
    position,
    team,
    photoUrl,
    jerseyNumber,
    status,
  }));
}

/**
 * A fantasy league's free agents: the players list's page (filters, the season's totals or one round's, sort, paging
 * as `GET /players`) over the real season's players (its clubs' players today) but those left out (on rosters).
 */
export async function listFreeAgents(
  season: TotalsSeason,
  query: FreeAgentsQuery,
): Promise<{ total: number; page: PlayerSummary[] }> {
  const excluded = new Set(query.excludedPlayerIds.map((id) => id.toLowerCase()));
  const [players, totals] = await Promise.all([
    playersOfSchedule(season._id),
    keptSeasonTotals(season, { week: query.week }),
  ]);
  const kept = players.filter(
    (player) =>
      !excluded.has(player._id.toHexString()) &&
      (!query.team || player.teamId.toHexString() === query.team.toLowerCase()) &&
      (!query.position || player.position === query.position) &&
      matchesSearch(player.name, query.term),
  );
  const sorted = (await playerSummaries(kept, totals)).sort(playerListOrder(query));
  return { total: sorted.length, page: sorted.slice(query.offset, query.offset + query.limit) };
}
