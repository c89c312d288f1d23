import mongoose, { type Types } from 'mongoose';
import {
  areGameStatsEditable,
  isGameDateEditable,
  roundState,
  seasonName,
  type GameDetails,
  type GamePlayerLine,
  type PlayerStats,
  type Position,
} from '@hfl/contracts';
import { Player } from '../models/player';
import { PlayerStat } from '../models/player-stat';
import { compareNames, comparePositions, teamNames } from '../players/player-views';
import { stateOf, type StoredSeason } from '../seasons/season-access';
import type { StoredGame } from './game-access';

export interface LinePlayer {
  _id: Types.ObjectId;
  name: string;
  position: Position;
  jerseyNumber: number | null;
}

export interface SheetLines {
  team1: LinePlayer[];
  team2: LinePlayer[];
}

export const LINE_FIELDS = { name: 1, position: 1, jerseyNumber: 1 } as const;

export const byPositionThenName = (a: LinePlayer, b: LinePlayer) =>
  comparePositions(a.position, b.position) || compareNames(a.name, b.name);

/**
 * Who is on each side of the score sheet: the lists saved with it, or before its first save the clubs' players
 * today (those not inactive).
 */
export async function sheetLines(game: StoredGame): Promise<SheetLines> {
  if (game.hasStats) {
    const listed = [...game.team1Players, ...game.team2Players];
    const players = await Player.find({ _id: mongoose.trusted({ $in: listed }) }, LINE_FIELDS).lean<LinePlayer[]>();
    const pick = (ids: readonly Types.ObjectId[]) => {
      const wanted = new Set(ids.map((id) => id.toHexString()));
      return players.filter((player) => wanted.has(player._id.toHexString())).sort(byPositionThenName);
    };
    return { team1: pick(game.team1Players), team2: pick(game.team2Players) };
  }
  const players = await Player.find(
    { teamId: mongoose.trusted({ $in: [game.team1Id, game.team2Id] }), status: mongoose.trusted({ $ne: 'inactive' }) },
    { ...LINE_FIELDS, teamId: 1 },
  ).lean<(LinePlayer & { teamId: Types.ObjectId })[]>();
  const side = (teamId: Types.ObjectId) =>
    players.filter((player) => player.teamId.equals(teamId)).sort(byPositionThenName);
  return { team1: side(game.team1Id), team2: side(game.team2Id) };
}

/** The score sheet as the owner's page shows it: each side's lines, the round's state and what may change. */
export async function gameDetails(game: StoredGame, season: StoredSeason): Promise<GameDetails> {
  const [lines, stats, names] = await Promise.all([
    sheetLines(game),
    PlayerStat.find({ gameId: game._id }, { playerId: 1, stats: 1, points: 1 }).lean(),
    teamNames([game.team1Id, game.team2Id]),
  ]);
  const statsByPlayer = new Map(stats.map((stat) => [stat.playerId.toHexString(), stat]));
  const line = (player: LinePlayer): GamePlayerLine => {
    const stat = statsByPlayer.get(player._id.toHexString());
    return {
      id: player._id.toHexString(),
      name: player.name,
      position: player.position,
      jerseyNumber: player.jerseyNumber ?? null,
      stats: (stat?.stats as PlayerStats | undefined) ?? {},
      fantasy_points: stat?.points ?? null,
    };
  };
  const side = (teamId: Types.ObjectId, score: number | null | undefined, players: LinePlayer[]) => ({
    id: teamId.toHexString(),
    name: names.get(teamId.toHexString()) ?? '',
    score: score ?? null,
    players: players.map(line),
  });
  const state = stateOf(season);
  const round = roundState(state, game.week);
  const open = season.status !== 'finished';
  return {
    id: game._id.toHexString(),
    season: { id: season._id.toHexString(), name: seasonName(season.startsAt, season.endsAt) },
    week: game.week,
    date: game.date,
    team1: side(game.team1Id, game.score1, lines.team1),
    team2: side(game.team2Id, game.score2, lines.team2),
    roundState: round,
    isDateEditable: isGameDateEditable(state, game.week),
    areStatsEditable: open && areGameStatsEditable(state, game.week),
    canForceEdit: open && round === 'locked',
    hasStats: game.hasStats,
  };
}
