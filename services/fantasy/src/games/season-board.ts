import { createHash } from 'node:crypto';
import {
  finalPlaces,
  gameResultOf,
  playoffGames,
  rosterWeekPoints,
  roundState,
  standingsOf,
  type GameKind,
  type GameState,
  type LeagueGameView,
  type PlayedGame,
  type Season,
  type Standing,
} from '@hfl/contracts';
import { decodeLineup } from '../models/lineup-codec';
import type { LeagueSeasonFields } from '../models/league-season';
import type { TeamWeekPoints } from '../models/league-week-points';
import { Roster } from '../models/roster';
import { RosterSnapshot } from '../models/roster-snapshot';
import { SeasonSchedule, type SeasonScheduleFields } from '../models/season-schedule';
import type { Stats } from '../peers/stats';
import { realSeason } from '../league-seasons/openness';
import { seasonPlayerPoints } from '../rosters/points';
import { storedLeagueWeeks } from '../week-points/league-weeks';

/** A game of the season as the board knows it (points null before its round started): the view's fields, by team id. */
export type BoardGame = Pick<
  LeagueGameView,
  | 'id'
  | 'week'
  | 'kind'
  | 'place'
  | 'state'
  | 'team1Points'
  | 'team2Points'
  | 'bench1Points'
  | 'bench2Points'
  | 'gameResult'
  | 'decidedBySeed'
> & { team1Id: string; team2Id: string };

/** Everything a league season's games and standings show, derived from its schedule and its rounds' points. */
export interface SeasonBoard {
  season: LeagueSeasonFields;
  schedule: SeasonScheduleFields;
  real: Season | null;
  weeks: { week: number; kind: 'regular' | 'playoff'; state: GameState; resultsAt: Date | null }[];
  games: BoardGame[];
  standings: Standing[];
  countedWeeks: number[];
  regularSeasonOver: boolean;
  /** Team ids by final place, once the last playoff round is final. */
  places: string[] | null;
  /** Each team's playoff seed (standings rank at the end of the regular season). */
  seeds: Map<string, number>;
  /** Each roster's packed lineup of a round, in the schedule's order (read once per board). */
  lineupsOf: WeekLineups;
}

/** A game's id: the same for the same league season, round and teams, in every process (24 hex digits). */
export const gameIdOf = (leagueSeasonId: string, week: number, team1Id: string, team2Id: string): string =>
  createHash('sha1').update(`${leagueSeasonId}:${week}:${team1Id}:${team2Id}`).digest('hex').slice(0, 24);

/**
 * A round's state from stats' lifecycle: not started, being played, frozen, or locked — final only once its results
 * are stored (until the results are computed a locked round still reads as provisional).
 */
export function weekStateOf(week: number, real: Season | null, stored: boolean): GameState {
  const round = real ? roundState(real, week) : 'future';
  if (round === 'future') return 'scheduled';
  if (round === 'active') return 'live';
  return round === 'locked' && stored ? 'final' : 'provisional';
}

/** Each roster's packed lineup of a round, in the schedule's order; each round read once per board. */
type WeekLineups = (week: number) => Promise<string[]>;

/** Each team's points in a round not final yet: its starting lineup (snapshot) with the players' points so far. */
async function livePoints(
  stats: Stats,
  schedule: SeasonScheduleFields,
  lineupsOf: WeekLineups,
  week: number,
): Promise<TeamWeekPoints> {
  const points = await seasonPlayerPoints(stats, schedule.realSeasonId.toHexString());
  const ofWeek: Record<string, number> = {};
  for (const [playerId, weeks] of Object.entries(points)) ofWeek[playerId] = weeks[week] ?? 0;
  const lineups = await lineupsOf(week);
  return Object.fromEntries(
    schedule.order.map((teamId, i) => {
      const { points: starters, benchPoints } = rosterWeekPoints(decodeLineup(lineups[i]!), ofWeek);
      return [teamId, [starters, benchPoints]];
    }),
  );
}

/** The lineup a roster played a round with: its snapshot once the round started, otherwise its lineup now. */
async function lineupOfWeek(rosterId: string, week: number): Promise<string> {
  const snapshot = await RosterSnapshot.findById(`${rosterId}:${week}`, { lineup: 1 }).lean();
  if (snapshot) return snapshot.lineup;
  return (await Roster.findById(rosterId, { lineup: 1 }).lean())?.lineup ?? '|';
}

function weekLineups(schedule: SeasonScheduleFields): WeekLineups {
  const read = new Map<number, Promise<string[]>>();
  return (week) => {
    let lineups = read.get(week);
    if (!lineups) {
      lineups = Promise.all(schedule.rosterIds.map((rosterId) => lineupOfWeek(rosterId, week)));
      read.set(week, lineups);
    }
    return lineups;
  };
}

const played = (game: BoardGame): PlayedGame => ({
  week: game.week,
  team1Id: game.team1Id,
  team2Id: game.team2Id,
  team1Points: game.team1Points ?? 0,
  team2Points: game.team2Points ?? 0,
});

type GameOf = (week: number, kind: GameKind, place: number | null, team1Id: string, team2Id: string) => BoardGame;

/** A game of a round from that round's points (none before it started); a tied playoff game goes to team1, the higher seed. */
function gameMaker(
  schedule: SeasonScheduleFields,
  stateOf: Map<number, GameState>,
  points: Map<number, TeamWeekPoints>,
): GameOf {
  return (week, kind, place, team1Id, team2Id) => {
    const round = points.get(week);
    const [team1Points, bench1Points] = round ? (round[team1Id] ?? [0, 0]) : [null, null];
    const [team2Points, bench2Points] = round ? (round[team2Id] ?? [0, 0]) : [null, null];
    const result = team1Points === null || team2Points === null ? null : gameResultOf(team1Points, team2Points);
    const tiedPlayoff = kind !== 'regular' && result === 0;
    return {
      id: gameIdOf(schedule._id.toHexString(), week, team1Id, team2Id),
      week,
      kind,
      place,
      team1Id,
      team2Id,
      state: stateOf.get(week) ?? 'scheduled',
      team1Points,
      team2Points,
      bench1Points,
      bench2Points,
      gameResult: tiedPlayoff ? 1 : result,
      decidedBySeed: tiedPlayoff,
    };
  };
}

/** The schedule's rounds with their states, and the points of every round started (stored once final, else live). */
async function roundsOf(stats: Stats, schedule: SeasonScheduleFields, real: Season | null, lineupsOf: WeekLineups) {
  const regularWeeks = [...new Set(schedule.games.map((game) => game.week))].sort((a, b) => a - b);
  const allWeeks = [...regularWeeks, ...schedule.playoffWeeks];
  const stored = await storedLeagueWeeks(schedule._id, allWeeks);
  const weeks = allWeeks.map((week) => ({
    week,
    kind: (week > schedule.lastRegularWeek ? 'playoff' : 'regular') as 'regular' | 'playoff',
    state: weekStateOf(week, real, stored.has(week)),
    resultsAt: stored.get(week)?.at ?? null,
  }));
  const points = new Map<number, TeamWeekPoints>();
  await Promise.all(
    weeks.map(async ({ week, state }) => {
      if (state === 'final') points.set(week, stored.get(week)!.teams);
      else if (state !== 'scheduled') points.set(week, await livePoints(stats, schedule, lineupsOf, week));
    }),
  );
  return { weeks, points };
}

/** The playoff games known so far (the bracket moves on only with final results) and the final places once decided. */
function playoffsOf(schedule: SeasonScheduleFields, seedOrder: string[], gameOf: GameOf) {
  const finals: PlayedGame[] = [];
  let games: BoardGame[] = [];
  for (let known = -1; known !== finals.length;) {
    known = finals.length;
    games = playoffGames(seedOrder, schedule.playoffWeeks, finals).map((game) =>
      gameOf(game.week, game.kind, game.place, game.team1Id, game.team2Id),
    );
    finals.splice(0, finals.length, ...games.filter((game) => game.state === 'final').map(played));
  }
  return { games, places: finalPlaces(seedOrder, schedule.playoffWeeks, finals) };
}

/** The league season's board, or null before it has a schedule. */
export async function seasonBoard(stats: Stats, season: LeagueSeasonFields): Promise<SeasonBoard | null> {
  const schedule = await SeasonSchedule.findById(season._id).lean<SeasonScheduleFields>();
  if (!schedule) return null;
  const real = await realSeason(stats, schedule.realSeasonId.toHexString());
  const lineupsOf = weekLineups(schedule);
  const { weeks, points } = await roundsOf(stats, schedule, real, lineupsOf);
  const gameOf = gameMaker(schedule, new Map(weeks.map(({ week, state }) => [week, state])), points);
  const regular = schedule.games.map((game) => gameOf(game.week, 'regular', null, game.team1Id, game.team2Id));
  const finalRegular = regular.filter((game) => game.state === 'final');
  const standings = standingsOf(schedule.order, finalRegular.map(played));
  const regularSeasonOver = weeks.every((week) => week.kind === 'playoff' || week.state === 'final');
  const seedOrder = standings.map((row) => row.teamId);
  const playoffs =
    regularSeasonOver && schedule.playoffWeeks.length > 0
      ? playoffsOf(schedule, seedOrder, gameOf)
      : { games: [], places: null };
  return {
    season,
    schedule,
    real,
    weeks,
    games: [...regular, ...playoffs.games],
    standings,
    countedWeeks: [...new Set(finalRegular.map((game) => game.week))].sort((a, b) => a - b),
    regularSeasonOver,
    places: playoffs.places,
    seeds: new Map(regularSeasonOver ? seedOrder.map((teamId, i) => [teamId, i + 1]) : []),
    lineupsOf,
  };
}
