import mongoose, { type Types } from 'mongoose';
import {
  ageOn,
  fileUrl,
  NO_PLAYER_OUTLOOK,
  POSITION_GROUP,
  POSITIONS,
  type PlayerDetails,
  type PlayerListQuery,
  type PlayerStats,
  type PlayerSummary,
  type Position,
  type PlayerStatus,
  type WeekScores,
} from '@hfl/contracts';
import { Game } from '../models/game';
import type { PlayerFields } from '../models/player';
import { PlayerStat } from '../models/player-stat';
import { RealTeam } from '../models/real-team';
import type { SeasonDocument } from '../models/season';
import { playerOutlook } from './player-outlook';
import { emptyScores, gameScores, sumScores } from './player-scores';

/** A player as `find().lean()` reads one. */
export type StoredPlayer = PlayerFields & { _id: Types.ObjectId };

/** Names in the order people expect, accents included (Hungarian names sort by Hungarian rules). */
const collator = new Intl.Collator('hu', { sensitivity: 'base' });
export const compareNames = (a: string, b: string): number => collator.compare(a, b);

const POSITION_RANK = new Map<string, number>(POSITIONS.map((position, i) => [position, i]));
export const comparePositions = (a: string, b: string): number =>
  (POSITION_RANK.get(a) ?? 0) - (POSITION_RANK.get(b) ?? 0);

/** How a club's players are listed: by position (the spec's order QB … HC), then name. */
export function byPositionThenName(a: PlayerSummary, b: PlayerSummary): number {
  return comparePositions(a.position, b.position) || compareNames(a.name, b.name);
}

/**
 * The players list's order (`GET /players`): the chosen column (team by its name, position in the spec's order), ties
 * by name, then id.
 */
export function playerListOrder(
  query: Pick<PlayerListQuery, 'sort' | 'sortDirection'>,
): (a: PlayerSummary, b: PlayerSummary) => number {
  // The schema defaults both; null only exists in their types.
  const sort = query.sort ?? 'fantasy_points';
  const column = (a: PlayerSummary, b: PlayerSummary): number => {
    if (sort === 'name') return compareNames(a.name, b.name);
    if (sort === 'team') return compareNames(a.team?.name ?? '', b.team?.name ?? '');
    if (sort === 'position') return comparePositions(a.position, b.position);
    return (a.scores[sort] ?? 0) - (b.scores[sort] ?? 0);
  };
  const direction = query.sortDirection === 'asc' ? 1 : -1;
  return (a, b) => direction * column(a, b) || compareNames(a.name, b.name) || a.id.localeCompare(b.id);
}

/** The clubs' names by id (hex), in one query. */
export async function teamNames(teamIds: Iterable<Types.ObjectId>): Promise<Map<string, string>> {
  const ids = [...new Set([...teamIds].map((id) => id.toHexString()))];
  if (ids.length === 0) return new Map();
  const teams = await RealTeam.find({ _id: mongoose.trusted({ $in: ids }) }, { name: 1 }).lean();
  return new Map(teams.map((team) => [team._id.toHexString(), team.name]));
}

function toSummary(
  player: StoredPlayer,
  names: Map<string, string>,
  scores: Readonly<WeekScores> | undefined,
): PlayerSummary {
  const teamId = player.teamId.toHexString();
  const teamName = names.get(teamId);
  const position = player.position as Position;
  return {
    id: player._id.toHexString(),
    name: player.name,
    position,
    group: POSITION_GROUP[position],
    status: player.status as PlayerStatus,
    jerseyNumber: player.jerseyNumber ?? null,
    team: teamName === undefined ? null : { id: teamId, name: teamName },
    photoUrl: player.photoFileId ? fileUrl(player.photoFileId) : null,
    scores: scores ?? emptyScores(),
  };
}

/** Players as lists show them, with their totals (zeros for a player without any); their clubs named in one query. */
export async function playerSummaries(
  players: StoredPlayer[],
  totals: ReadonlyMap<string, Readonly<WeekScores>>,
): Promise<PlayerSummary[]> {
  const names = await teamNames(players.map((player) => player.teamId));
  return players.map((player) => toSummary(player, names, totals.get(player._id.toHexString())));
}

/**
 * The whole record with the season's weekly statistics (one entry per game played, by round; `game` names the two
 * clubs as "Team 1 – Team 2"), their sum as `scores`, and the age in whole years today (UTC).
 */
export async function playerDetails(player: StoredPlayer, season: SeasonDocument | null): Promise<PlayerDetails> {
  // The season's whole schedule (a few dozen games): the statistics' games, its rounds with statistics, the coming one.
  const [stats, games] = season
    ? await Promise.all([
        PlayerStat.find({ playerId: player._id, seasonId: season._id }).lean(),
        Game.find({ seasonId: season._id }, { week: 1, date: 1, time: 1, team1Id: 1, team2Id: 1, hasStats: 1 }).lean(),
      ])
    : [[], []];
  const gameById = new Map(games.map((game) => [game._id.toHexString(), game]));
  const names = await teamNames([player.teamId, ...games.flatMap((game) => [game.team1Id, game.team2Id])]);
  const gameName = (gameId: Types.ObjectId): string => {
    const game = gameById.get(gameId.toHexString());
    return game
      ? `${names.get(game.team1Id.toHexString()) ?? ''} – ${names.get(game.team2Id.toHexString()) ?? ''}`
      : '';
  };
  const dateOf = (gameId: Types.ObjectId): string => gameById.get(gameId.toHexString())?.date ?? '';
  const weeks = [...stats]
    .sort((a, b) => a.week - b.week || dateOf(a.gameId).localeCompare(dateOf(b.gameId)))
    .map((stat) => ({
      week: stat.week,
      game: gameName(stat.gameId),
      ...gameScores(stat.stats as PlayerStats, stat.points),
    }));
  return {
    ...toSummary(player, names, sumScores(weeks)),
    birthDate: player.birthDate ?? null,
    height: player.height ?? null,
    weight: player.weight ?? null,
    analysis: player.analysis ?? '',
    photo: player.photoFileId ?? null,
    age: player.birthDate ? ageOn(player.birthDate, new Date()) : null,
    weeks,
    outlook: season
      ? playerOutlook(season, games, stats, player.teamId, (id) => names.get(id.toHexString()) ?? '')
      : NO_PLAYER_OUTLOOK,
  };
}
