import { Types } from 'mongoose';
import {
  DEMO_SEASON_STARTED_DAYS_AGO,
  POSITIONS,
  derivedStats,
  enteredStatKeys,
  fantasyPoints,
  scheduleTeamCount,
  scheduleWeekCount,
  toIsoDate,
  type PlayerStats,
  type Position,
  type ScoreConfig,
  type SeasonStatus,
  createRandom,
  type Random,
} from '@hfl/contracts';
import { ACTIVE_SEASON_KEY } from '../models/season';
import type { DemoClub, DemoPlayerDoc } from './clubs';

/**
 * The demo seasons, dated from the day of the run. The current one is alive: the draft closed before the start, three
 * weekends have been played with their statistics entered, rounds 1–2 locked and round 3 frozen (its results still
 * provisional until the owner locks it), and the season is between rounds (round 4 not started, so fantasy rosters are
 * open; the owner's "start round 4" locks them), the rest is to come. The
 * one before it, 52 weeks earlier, was played to the end and finished: its fantasy points rank the current season's
 * draft pool. Every club meets every other once in rounds 1–7; rounds 8–9 are the playoffs (semifinals 1–4 and 2–3 of
 * the seeding, then the final). The seeding is the standings once round 7 is played, else the clubs' order; the final
 * pairs the semifinals' winners once they are played, else the first two seeds, which the owner corrects.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A round's games fall on the 7th and 8th day of its week. */
const FIRST_ROUND_OFFSET_DAYS = 6;
const REGULAR_ROUNDS = 7;
const NB_PLAYOFF_WEEKS = 2;
const NB_MAX_FANTASY_TEAMS = 8;

/** Which demo season to build: how long ago it started, how far it was played, and its own play. */
export interface DemoSeasonPlan {
  startedDaysAgo: number;
  /** Rounds with scores and statistics, each locked but the `frozenRounds`: no round is active. */
  playedRounds: number;
  frozenRounds: number[];
  finished: boolean;
  /** Seeds the random play, so each season's games differ and every run plays them the same. */
  play: string;
}

/** The current season started three weeks ago; round 3 was played last weekend and is frozen, round 4 is next. */
export const CURRENT_DEMO_SEASON: DemoSeasonPlan = {
  startedDaysAgo: DEMO_SEASON_STARTED_DAYS_AGO,
  playedRounds: 3,
  frozenRounds: [3],
  finished: false,
  play: 'hfl-demo-season',
};
/** Last year's, on the same weekdays, all nine rounds played and finished. */
export const PREVIOUS_DEMO_SEASON: DemoSeasonPlan = {
  startedDaysAgo: DEMO_SEASON_STARTED_DAYS_AGO + 364,
  playedRounds: 9,
  frozenRounds: [],
  finished: true,
  play: 'hfl-demo-season-previous',
};

export interface DemoSeasonDoc {
  _id: Types.ObjectId;
  startsAt: string;
  endsAt: string;
  draftWindow: { startDate: Date; endDate: Date };
  nbPlayoffWeeks: number;
  nbMaxFantasyTeams: number;
  nbWeeks: number;
  nbTeams: number;
  status: SeasonStatus;
  currentWeek: number;
  isWeekActive: boolean;
  frozenWeeks: number[];
  activeKey: string;
  createdAt: Date;
}

export interface DemoGameDoc {
  _id: Types.ObjectId;
  seasonId: Types.ObjectId;
  week: number;
  date: string;
  time: string;
  team1Id: Types.ObjectId;
  team2Id: Types.ObjectId;
  score1: number | null;
  score2: number | null;
  team1Players: Types.ObjectId[];
  team2Players: Types.ObjectId[];
  hasStats: boolean;
  createdAt: Date;
}

export interface DemoPlayerStatDoc {
  seasonId: Types.ObjectId;
  week: number;
  gameId: Types.ObjectId;
  playerId: Types.ObjectId;
  teamId: Types.ObjectId;
  position: Position;
  stats: PlayerStats;
  points: number;
}

export interface DemoSeason {
  season: DemoSeasonDoc;
  games: DemoGameDoc[];
  stats: DemoPlayerStatDoc[];
}

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

/** Rounds 1–7: the circle method, every pair once; the fixed club alternates home and away. */
function roundRobin<T>(clubs: readonly T[]): [T, T][][] {
  const [fixed, ...rotating] = clubs;
  const rounds: [T, T][][] = [];
  for (let round = 0; round < rotating.length; round++) {
    const order = [fixed!, ...rotating];
    const pairs = Array.from({ length: order.length / 2 }, (_, i): [T, T] => [order[i]!, order[order.length - 1 - i]!]);
    if (round % 2 === 1) pairs[0] = [pairs[0]![1], pairs[0]![0]];
    rounds.push(pairs);
    rotating.unshift(rotating.pop()!);
  }
  return rounds;
}

/** Round 8: the semifinals, 1–4 and 2–3 of the seeding; the higher seed at home. */
const semifinals = <T>([first, second, third, fourth]: readonly T[]): [T, T][] => [
  [first!, fourth!],
  [second!, third!],
];

// ---------------------------------------------------------------- one game's statistics

type Line = DemoPlayerDoc;

/** The listed players' entered statistics, every key of their position present (the score sheet requires them). */
class Sheet {
  readonly stats = new Map<Line, Required<PlayerStats>>();

  constructor(lines: readonly Line[]) {
    for (const line of lines) {
      this.stats.set(
        line,
        Object.fromEntries(enteredStatKeys(line.position).map((key) => [key, 0])) as Required<PlayerStats>,
      );
    }
  }

  add(line: Line, key: keyof PlayerStats, amount: number): void {
    const stats = this.stats.get(line)!;
    stats[key] += amount;
  }

  get(line: Line, key: keyof PlayerStats): number {
    return this.stats.get(line)![key];
  }
}

/** What one side's offence and kicker produced, and what its defence will be credited with. */
interface SideResult {
  score: number;
  interceptionsThrown: number;
  fumblesLost: number;
}

/** The running backs' carries by depth: the starter, his backup, the third-down back. */
const RUSHING_YARDS: [number, number][] = [
  [40, 130],
  [10, 60],
  [0, 25],
];

/** Shares `total` among `weights` at random, summing exactly to `total`. */
function split(random: Random, total: number, weights: readonly number[]): number[] {
  const drawn = weights.map((weight) => weight * (0.5 + random.next()));
  const sum = drawn.reduce((a, b) => a + b, 0);
  const shares = drawn.map((share) => Math.floor((total * share) / sum));
  shares[0]! += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/**
 * One side's offence and kicking: yards, then touchdowns credited to the players who gained them (a passing
 * touchdown to the passer and the receiver), tries after them, field goals, turnovers. The score follows from these,
 * so the sheet always adds up.
 */
function playOffense(random: Random, sheet: Sheet, depth: (position: Position) => Line[]): SideResult {
  // Starters are never injured or inactive (clubs.ts): every side lists a quarterback, a kicker and running backs.
  const qb = depth('QB')[0]!;
  const kicker = depth('K')[0]!;
  const rbs = depth('RB');
  const receivers = [...depth('WR').slice(0, 4), ...depth('TE').slice(0, 2), ...rbs.slice(0, 2)];
  const receiverWeights = [8, 6, 4, 2, 4, 2, 3, 1].slice(0, receivers.length);

  const passYards = random.int(100, 350);
  sheet.add(qb, 'pass_yds', passYards);
  split(random, passYards, receiverWeights).forEach((yards, i) => sheet.add(receivers[i]!, 'catch_yds', yards));
  const rushers = rbs
    .slice(0, RUSHING_YARDS.length)
    .map((rb, i): [Line, number] => [rb, random.int(...RUSHING_YARDS[i]!)]);
  rushers.push([qb, random.int(0, 40)]);
  for (const [line, yards] of rushers) sheet.add(line, 'rush_yds', yards);

  const catchers = receivers
    .filter((line) => sheet.get(line, 'catch_yds') >= 5)
    .map((line): [Line, number] => [line, sheet.get(line, 'catch_yds')]);
  const runners = rushers.filter(([, yards]) => yards > 0);
  const ballCarriers = [...catchers, ...runners];
  let points = 0;
  const touchdowns = Math.min(6, random.int(0, 3) + random.int(0, 3));
  for (let i = 0; i < touchdowns; i++) {
    // The starting running back always gains yards, so there is a runner to score when nobody caught enough.
    const passing = catchers.length > 0 && random.chance(0.6);
    const scorer = random.weighted(passing ? catchers : runners);
    sheet.add(scorer, 'td', 1);
    if (passing) sheet.add(qb, 'td', 1);
    points += 6;
    if (random.chance(0.1)) {
      if (random.chance(0.45)) {
        sheet.add(scorer, '_2pt', 1);
        points += 2;
      }
    } else {
      const made = random.chance(0.93);
      sheet.add(kicker, made ? 'xp' : 'xp_miss', 1);
      points += made ? 1 : 0;
    }
  }
  const fieldGoals = random.weighted([
    [0, 3],
    [1, 4],
    [2, 3],
    [3, 1],
  ]);
  sheet.add(kicker, 'fg', fieldGoals);
  sheet.add(kicker, 'fg_miss', random.chance(0.3) ? 1 : 0);
  points += 3 * fieldGoals;

  const interceptionsThrown = random.weighted([
    [0, 55],
    [1, 35],
    [2, 10],
  ]);
  sheet.add(qb, 'int', interceptionsThrown);
  const fumblesLost = random.chance(0.3) ? 1 : 0;
  if (fumblesLost) sheet.add(random.weighted(ballCarriers), 'fumble', 1);
  return { score: points, interceptionsThrown, fumblesLost };
}

/** The club's active players, in its depth chart (the demo's listed players on a score sheet). */
const activePlayers = (club: DemoClub) => club.players.filter((player) => player.status === 'active');

/** As a score sheet lists them: POSITIONS order, then name. */
function sheetOrder(lines: readonly Line[]): Types.ObjectId[] {
  return [...lines]
    .sort((a, b) => POSITIONS.indexOf(a.position) - POSITIONS.indexOf(b.position) || a.name.localeCompare(b.name))
    .map((line) => line._id);
}

interface PlayedGame {
  score1: number;
  score2: number;
  stats: Omit<DemoPlayerStatDoc, 'seasonId' | 'week' | 'gameId'>[];
}

function playGame(random: Random, home: DemoClub, away: DemoClub, config: ScoreConfig): PlayedGame {
  const sides = [home, away].map((club) => {
    const lines = activePlayers(club);
    const sheet = new Sheet(lines);
    const depth = (position: Position) => lines.filter((line) => line.position === position);
    return { club, lines, sheet, depth, result: playOffense(random, sheet, depth) };
  });
  // Each defence is credited with the other side's turnovers, plus its own sacks and the odd forced fumble kept.
  sides.forEach(({ sheet, depth }, i) => {
    const opponent = sides[1 - i]!.result;
    for (const unit of depth('DEF')) {
      sheet.add(unit, 'defense_int', opponent.interceptionsThrown);
      sheet.add(unit, 'fum_forced', opponent.fumblesLost + (random.chance(0.25) ? 1 : 0));
      sheet.add(unit, 'sack', random.int(0, 4));
    }
  });
  const [score1, score2] = [sides[0]!.result.score, sides[1]!.result.score];
  const stats = sides.flatMap(({ club, lines, sheet }, i) => {
    const [own, opponent] = i === 0 ? [score1, score2] : [score2, score1];
    return lines.map((line) => {
      const stats: PlayerStats = { ...sheet.stats.get(line), ...derivedStats(line.position, own, opponent) };
      return {
        playerId: line._id,
        teamId: club.id,
        position: line.position,
        stats,
        points: fantasyPoints(line.position, stats, config),
      };
    });
  });
  return { score1, score2, stats };
}

// ---------------------------------------------------------------- the season

/** After the regular rounds: wins (a tie counts half), then the points difference, then the clubs' order. */
function standings(clubs: readonly DemoClub[], games: readonly DemoGameDoc[]): DemoClub[] {
  const record = new Map(clubs.map((club) => [String(club.id), { wins: 0, difference: 0 }]));
  for (const game of games) {
    const [home, away] = [record.get(String(game.team1Id))!, record.get(String(game.team2Id))!];
    const margin = (game.score1 as number) - (game.score2 as number);
    home.difference += margin;
    away.difference -= margin;
    home.wins += margin > 0 ? 1 : margin === 0 ? 0.5 : 0;
    away.wins += margin < 0 ? 1 : margin === 0 ? 0.5 : 0;
  }
  const rank = (club: DemoClub) => record.get(String(club.id))!;
  return clubs
    .map((club, order) => ({ club, order }))
    .sort(
      (a, b) =>
        rank(b.club).wins - rank(a.club).wins || rank(b.club).difference - rank(a.club).difference || a.order - b.order,
    )
    .map(({ club }) => club);
}

/**
 * A demo season, its 9 rounds of games and the statistics of its played rounds as the score sheet would have stored
 * them (entered plus derived, points under `config`). `today` sets the dates; the play is the same on every run. Games
 * and statistics are whole documents, every field of the model set: the seed inserts them without mongoose's defaults.
 */
export function buildDemoSeason(
  seasonId: Types.ObjectId,
  clubs: readonly DemoClub[],
  today: Date,
  config: ScoreConfig,
  plan: DemoSeasonPlan = CURRENT_DEMO_SEASON,
): DemoSeason {
  const random = createRandom(plan.play);
  const start = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - plan.startedDaysAgo),
  );
  const draftStart = new Date(addDays(start, -3).getTime() + 17 * HOUR_MS);
  // The owner made the season and its schedule two weeks before the draft opened.
  const createdAt = addDays(draftStart, -14);

  const games: DemoGameDoc[] = [];
  const stats: DemoPlayerStatDoc[] = [];
  const addRound = (week: number, pairs: readonly (readonly [DemoClub, DemoClub])[]): DemoGameDoc[] => {
    const roundStart = addDays(start, FIRST_ROUND_OFFSET_DAYS + 7 * (week - 1));
    return pairs.map(([home, away], index) => {
      const gameId = new Types.ObjectId();
      const game: DemoGameDoc = {
        _id: gameId,
        seasonId,
        week,
        // Half of a round on its first day, the rest on the next.
        date: toIsoDate(addDays(roundStart, index < pairs.length / 2 ? 0 : 1)),
        // Afternoon and evening kickoffs on the league's clock.
        time: index % 2 === 0 ? '15:00' : '18:00',
        team1Id: home.id,
        team2Id: away.id,
        score1: null,
        score2: null,
        team1Players: [],
        team2Players: [],
        hasStats: false,
        createdAt,
      };
      if (week <= plan.playedRounds) {
        const played = playGame(random, home, away, config);
        Object.assign(game, {
          score1: played.score1,
          score2: played.score2,
          team1Players: sheetOrder(activePlayers(home)),
          team2Players: sheetOrder(activePlayers(away)),
          hasStats: true,
        });
        stats.push(...played.stats.map((line) => ({ ...line, seasonId, week, gameId })));
      }
      games.push(game);
      return game;
    });
  };

  roundRobin(clubs).forEach((pairs, i) => addRound(i + 1, pairs));
  const seeding = plan.playedRounds >= REGULAR_ROUNDS ? standings(clubs, games) : clubs;
  const pairs = semifinals(seeding);
  const semis = addRound(REGULAR_ROUNDS + 1, pairs);
  // The demo plays no overtime: a tied semifinal goes to the home side, the higher seed.
  const finalists = semis.every((game) => game.hasStats)
    ? semis.map((game, i) => pairs[i]![(game.score1 as number) >= (game.score2 as number) ? 0 : 1])
    : [seeding[0]!, seeding[1]!];
  addRound(REGULAR_ROUNDS + 2, [[finalists[0]!, finalists[1]!]]);

  const schedule = games.map((game) => ({ team1: String(game.team1Id), team2: String(game.team2Id), week: game.week }));
  const nbWeeks = scheduleWeekCount(schedule);
  return {
    season: {
      _id: seasonId,
      startsAt: toIsoDate(start),
      endsAt: games.reduce((last, game) => (game.date > last ? game.date : last), toIsoDate(start)),
      // Opened three evenings before the start, closed the evening before it.
      draftWindow: { startDate: draftStart, endDate: new Date(addDays(start, -1).getTime() + 20 * HOUR_MS) },
      nbPlayoffWeeks: NB_PLAYOFF_WEEKS,
      nbMaxFantasyTeams: NB_MAX_FANTASY_TEAMS,
      nbWeeks,
      nbTeams: scheduleTeamCount(schedule),
      // As the lifecycle leaves them: finished after the last round's lock, else the last played round frozen or locked
      // and the next one not started yet.
      status: plan.finished ? 'finished' : 'ongoing',
      currentWeek: plan.finished ? nbWeeks : plan.playedRounds,
      isWeekActive: false,
      frozenWeeks: plan.frozenRounds,
      activeKey: plan.finished ? seasonId.toHexString() : ACTIVE_SEASON_KEY,
      createdAt,
    },
    games,
    stats,
  };
}
