import {
  ROSTER_SLOTS,
  startingSlots,
  type GamePlayerView,
  type GameSideView,
  type LeagueGamesView,
  type LeagueGameView,
  type StandingsView,
} from '@hfl/contracts';
import { decodeLineup } from '../models/lineup-codec';
import type { Stats } from '../peers/stats';
import { playerDirectory, unknownPlayer, type LeagueTeams } from '../rosters/directory';
import { autoLineupRosters } from '../rosters/auto-lineups';
import { seasonPlayerPoints } from '../rosters/points';
import type { BoardGame, SeasonBoard } from './season-board';
import { resultKeyOf, seenResultsOf } from './seen-results';

/** The round the games page opens on: the one asked for, else the current one, else the last played, else the first. */
export function weekShown(board: SeasonBoard, asked: number | undefined): number {
  const weeks = board.weeks.map(({ week }) => week);
  if (asked !== undefined && weeks.includes(asked)) return asked;
  const current = board.real?.currentWeek ?? 0;
  if (weeks.includes(current)) return current;
  return [...weeks].reverse().find((week) => week < current) ?? weeks[0] ?? 1;
}

type Lineups = Map<string, { starters: GamePlayerView[]; bench: GamePlayerView[]; automatic: boolean }>;

/** Each team's lineup in `week` (the one it started the round with), its players with their points in that round. */
async function lineupsOf(stats: Stats, board: SeasonBoard, week: number): Promise<Lineups> {
  const realSeasonId = board.schedule.realSeasonId.toHexString();
  const [directory, points, lineups, automatic] = await Promise.all([
    playerDirectory(stats, realSeasonId),
    seasonPlayerPoints(stats, realSeasonId),
    board.lineupsOf(week),
    autoLineupRosters(board.schedule.rosterIds),
  ]);
  const started = board.weeks.find((round) => round.week === week)?.state !== 'scheduled';
  const result: Lineups = new Map();
  board.schedule.order.forEach((teamId, i) => {
    const players = decodeLineup(lineups[i]!).map(({ playerId, activityStatus }) => ({
      player: directory.get(playerId) ?? unknownPlayer(playerId),
      activityStatus,
      points: started ? (points[playerId]?.[week] ?? 0) : 0,
    }));
    const starters = players.filter((player) => player.activityStatus === 'active');
    // The snapshot keeps who started, not in which slot: the slots are named by the rule My Team names them by.
    const slots = startingSlots(starters.map(({ player }) => ({ id: player.id, position: player.position })));
    const slotRank = (id: string) => ROSTER_SLOTS.indexOf(slots.get(id) as (typeof ROSTER_SLOTS)[number]);
    result.set(teamId, {
      automatic: automatic.has(board.schedule.rosterIds[i]!),
      starters: starters
        .map(({ player, points: p }) => ({ player, fantasyPosition: slots.get(player.id) ?? 'FLEX', points: p }))
        .sort((a, b) => slotRank(a.player.id) - slotRank(b.player.id)),
      bench: players
        .filter((player) => player.activityStatus === 'bench')
        .map(({ player, points: p }) => ({ player, fantasyPosition: 'BENCH' as const, points: p })),
    });
  });
  return result;
}

function sideOf(
  board: SeasonBoard,
  teams: LeagueTeams,
  lineups: Lineups | null,
  teamId: string,
  points: [number | null, number | null],
): GameSideView {
  const row = board.standings.find((standing) => standing.teamId === teamId);
  const lineup = lineups?.get(teamId);
  return {
    team: teams.named(teamId),
    rank: row?.rank ?? null,
    wins: row?.wins ?? 0,
    losses: row?.losses ?? 0,
    ties: row?.ties ?? 0,
    seed: board.seeds.get(teamId) ?? null,
    points: points[0],
    benchPoints: points[1],
    starters: lineup?.starters ?? [],
    bench: lineup?.bench ?? [],
    autoLineup: lineup?.automatic ?? false,
  };
}

type Seen = Map<string, Map<string, string>>;

/** A game as the pages show it; `lineups` (or null) for its round's lineups. */
export function gameView(
  board: SeasonBoard,
  teams: LeagueTeams,
  game: BoardGame,
  lineups: Lineups | null,
  seen: Seen,
): LeagueGameView {
  const sawResult = (teamId: string) => seen.get(teamId)?.get(game.id) === resultKeyOf(game);
  return {
    id: game.id,
    leagueId: board.season.leagueId.toHexString(),
    seasonId: board.season._id.toHexString(),
    week: game.week,
    kind: game.kind,
    place: game.place,
    state: game.state,
    team1: sideOf(board, teams, lineups, game.team1Id, [game.team1Points, game.bench1Points]),
    team2: sideOf(board, teams, lineups, game.team2Id, [game.team2Points, game.bench2Points]),
    team1Points: game.team1Points,
    team2Points: game.team2Points,
    bench1Points: game.bench1Points,
    bench2Points: game.bench2Points,
    gameResult: game.gameResult,
    decidedBySeed: game.decidedBySeed,
    team1SawResult: sawResult(game.team1Id),
    team2SawResult: sawResult(game.team2Id),
  };
}

/** `GET leagues/{id}/games`: the season's games, the week shown with its lineups, the seen flags, the schedule's make. */
export async function gamesView(
  stats: Stats,
  board: SeasonBoard,
  teams: LeagueTeams,
  callerId: string | undefined,
  asked: number | undefined,
): Promise<LeagueGamesView> {
  const week = weekShown(board, asked);
  const [lineups, seen] = await Promise.all([
    lineupsOf(stats, board, week),
    seenResultsOf(board.season._id, board.schedule.order),
  ]);
  const games = board.games.map((game) => gameView(board, teams, game, game.week === week ? lineups : null, seen));
  const myTeamId = [...teams.values()].find((team) => callerId !== undefined && team.userId === callerId)?.id ?? null;
  return {
    leagueId: board.season.leagueId.toHexString(),
    seasonId: board.season._id.toHexString(),
    week,
    weeks: board.weeks.map(({ resultsAt, ...round }) => ({ ...round, resultsAt: resultsAt?.toISOString() ?? null })),
    games,
    schedule: {
      seed: board.schedule.seed,
      order: board.schedule.order.map((teamId) => teams.named(teamId)),
      firstWeek: board.schedule.firstWeek,
      lastRegularWeek: board.schedule.lastRegularWeek,
    },
    myTeamId,
  };
}

/** `GET leagues/{id}/standings`: the regular season's standings from final results, and the final places. */
export function standingsView(board: SeasonBoard, teams: LeagueTeams): StandingsView {
  const teamOf = (teamId: string) => teams.named(teamId);
  return {
    leagueId: board.season.leagueId.toHexString(),
    seasonId: board.season._id.toHexString(),
    rows: board.standings.map((row) => ({
      team: teamOf(row.teamId),
      owner: teamOf(row.teamId).owner,
      rank: row.rank,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      points: row.pointsFor,
      pointsAgainst: row.pointsAgainst,
      winPercent: row.winPercent,
      rankPercent: row.rankPercent,
      decidedBy: row.decidedBy,
    })),
    countedWeeks: board.countedWeeks,
    lastRegularWeek: board.schedule.lastRegularWeek,
    regularSeasonOver: board.regularSeasonOver,
    finalPlaces: (board.places ?? []).map((teamId, i) => ({ place: i + 1, team: teamOf(teamId) })),
  };
}
