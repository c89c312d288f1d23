import type { Types } from 'mongoose';
import { kickoffInstant, RECENT_ROUNDS, type PlayerComingRound, type PlayerOutlook } from '@hfl/contracts';
import type { GameFields } from '../models/game';
import type { SeasonFields } from '../models/season';

/** A game of the season as the outlook reads it. */
export type OutlookGame = Pick<GameFields, 'week' | 'date' | 'time' | 'team1Id' | 'team2Id' | 'hasStats'> & {
  _id: Types.ObjectId;
};

/** Points are stored with 2 decimals; sums only need the float noise rounded away (no -0). */
const twoDecimals = (value: number): number => Math.round(value * 100) / 100 + 0;

/**
 * A player's recent rounds, season average and his club's game in the coming round, from the season's games and his
 * statistics lines (`lines`: week and points of each). The coming round is the first not started (the lifecycle's
 * `currentWeek` is the last started), the one managers set their lineups for.
 */
export function playerOutlook(
  season: Pick<SeasonFields, 'status' | 'currentWeek' | 'nbWeeks'>,
  games: readonly OutlookGame[],
  lines: ReadonlyArray<{ week: number; points: number }>,
  teamId: Types.ObjectId,
  teamName: (id: Types.ObjectId) => string,
): PlayerOutlook {
  const pointsByWeek = new Map<number, number>();
  for (const { week, points } of lines) pointsByWeek.set(week, (pointsByWeek.get(week) ?? 0) + points);
  const roundsWithStats = [...new Set(games.filter((game) => game.hasStats).map((game) => game.week))];
  const recentRounds = roundsWithStats
    .sort((a, b) => b - a)
    .slice(0, RECENT_ROUNDS)
    .map((week) => {
      const points = pointsByWeek.get(week);
      return { week, points: points === undefined ? null : twoDecimals(points) };
    });
  const total = [...pointsByWeek.values()].reduce((sum, points) => sum + points, 0);
  return {
    recentRounds,
    seasonAverage: pointsByWeek.size === 0 ? null : twoDecimals(total / pointsByWeek.size),
    comingRound: comingRound(season, games, teamId, teamName),
  };
}

function comingRound(
  season: Pick<SeasonFields, 'status' | 'currentWeek' | 'nbWeeks'>,
  games: readonly OutlookGame[],
  teamId: Types.ObjectId,
  teamName: (id: Types.ObjectId) => string,
): PlayerComingRound | null {
  const week = season.currentWeek + 1;
  if (season.status === 'finished' || week > season.nbWeeks) return null;
  const game = games
    .filter(
      (candidate) => candidate.week === week && (candidate.team1Id.equals(teamId) || candidate.team2Id.equals(teamId)),
    )
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!game) return { week, game: null };
  const home = game.team1Id.equals(teamId);
  const opponentId = home ? game.team2Id : game.team1Id;
  return {
    week,
    game: {
      opponent: { id: opponentId.toHexString(), name: teamName(opponentId) },
      home,
      date: game.date,
      kickoff: kickoffInstant({ date: game.date, time: game.time ?? null }),
    },
  };
}
