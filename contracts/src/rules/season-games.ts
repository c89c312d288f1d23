import { createRandom } from './random';
import { roundPoints } from './scoring';

/**
 * The weekly head-to-head game of a league season (player-app.md sections 1 "game rules", 3 Game and Standing, 9):
 * the schedule, each game's result, the standings and their tie-breaks, the playoffs. Pure rules the fantasy service
 * applies and the pages state; the same inputs always give the same answer, so anyone can check them.
 */

/** 0 tie, 1 first team wins, 2 second team wins (spec section 3 Game). */
export type GameResult = 0 | 1 | 2;

/** regular: a regular-season round. The playoff rounds: semifinal, final, thirdPlace, and placement games for the rest. */
export const GAME_KINDS = ['regular', 'semifinal', 'final', 'thirdPlace', 'placement'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/**
 * The standings' order, step by step: win percentage (a tie counts as half a win), then points for, then head-to-head
 * among the tied teams (only when they all met each other equally often), then points against (fewer first), then the
 * draw: the schedule's seeded order.
 */
export const TIE_BREAK_STEPS = ['winPercentage', 'pointsFor', 'headToHead', 'pointsAgainst', 'draw'] as const;
export type TieBreakStep = (typeof TIE_BREAK_STEPS)[number];

/** Two teams meeting in a round (team1 is the home side). */
export interface Pairing {
  week: number;
  team1Id: string;
  team2Id: string;
}

/** A game whose points are known. */
export interface PlayedGame extends Pairing {
  team1Points: number;
  team2Points: number;
}

/**
 * The teams in the seeded shuffle's order: ids sorted first (input order never matters), then Fisher–Yates with
 * createRandom(seed). A repeated id counts once.
 */
export function seededOrder(teamIds: readonly string[], seed: string): string[] {
  const order = [...new Set(teamIds)].sort();
  const random = createRandom(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export interface RegularSchedule {
  order: string[];
  /** Sorted by week, then by circle position. */
  games: Pairing[];
}

/**
 * The circle method over `seededOrder(teamIds, seed)`: order[0] fixed, the others rotate one place per round; an odd
 * count adds a bye (that week's opponent of the bye sits out: no Pairing). One cycle is n-1 rounds (n even, with the
 * bye counted); `weeks` (ascending real round numbers, may be 0..20 long) take round after round; after a full cycle
 * the next cycle repeats the same pairings with home and away swapped, and so on alternating. With fewer weeks than
 * a cycle nobody meets anyone twice. Also balance home/away inside a cycle the usual way (alternate the fixed team's
 * side).
 *
 * The circle: in round r (0-based) the positions are order[0] then the others moved r places on (the one in the last
 * position moves to position 1); position i meets position n-1-i. Home: the fixed team in even rounds, away in odd
 * ones; for the other pairs the upper position (i) is home when i is odd, the lower one when i is even. So inside a
 * cycle nobody plays more than two home or two away games in a row, and every team's home games differ by at most one
 * from any other's (two for an odd count: the bye joins the circle last). Fewer than two teams: no games.
 */
export function regularSchedule(teamIds: readonly string[], seed: string, weeks: readonly number[]): RegularSchedule {
  const order = seededOrder(teamIds, seed);
  if (order.length < 2) return { order, games: [] };
  const circle: Array<string | null> = order.length % 2 === 0 ? [...order] : [...order, null];
  const n = circle.length;
  const rounds = n - 1;
  const [fixed, ...rest] = circle;
  const games: Pairing[] = [];
  weeks.forEach((week, index) => {
    const round = index % rounds;
    const swapped = Math.floor(index / rounds) % 2 === 1;
    const positions = [fixed, ...rest.map((_, k) => rest[(k - round + rounds) % rounds])];
    for (let i = 0; i < n / 2; i++) {
      const [upper, lower] = [positions[i], positions[n - 1 - i]];
      if (!upper || !lower) continue;
      const upperHome = (i === 0 ? round % 2 === 0 : i % 2 === 1) !== swapped;
      games.push(upperHome ? { week, team1Id: upper, team2Id: lower } : { week, team1Id: lower, team2Id: upper });
    }
  });
  return { order, games };
}

/** 0 tie, 1 first team wins, 2 second team wins. Points compared after rounding to 2 decimals. */
export function gameResultOf(team1Points: number, team2Points: number): GameResult {
  const [a, b] = [roundPoints(team1Points), roundPoints(team2Points)];
  return a === b ? 0 : a > b ? 1 : 2;
}

/** Wins over wins plus losses in percent, floored; 0 when both are zero (spec section 9). */
export function winPercentOf(wins: number, losses: number): number {
  const decided = wins + losses;
  return decided === 0 ? 0 : Math.floor((100 * wins) / decided);
}

/**
 * What the standings rank by: wins plus half the ties over games played, in percent floored to one decimal; 0 with no
 * games. Two records' shares differ by at least 1/(2·g₁·g₂), more than 0.1% for any regular season, so a higher rank
 * never shows a lower number (an equal one only where the next step decided).
 */
export function rankPercentOf(wins: number, losses: number, ties: number): number {
  const games = wins + losses + ties;
  return games === 0 ? 0 : Math.floor((1000 * (2 * wins + ties)) / (2 * games)) / 10;
}

export interface Standing {
  teamId: string;
  rank: number;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
  winPercent: number;
  /** The number the rank is based on: rankPercentOf. */
  rankPercent: number;
  /** The step that placed this team below the one just above it; null for rank 1. */
  decidedBy: TieBreakStep | null;
}

interface TeamRecord {
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
}

/** A team's record in `games` (each game's points rounded first, the totals rounded again). */
function recordsOf(teams: readonly string[], games: readonly PlayedGame[]): Map<string, TeamRecord> {
  const records = new Map(
    teams.map((id) => [id, { wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0 } as TeamRecord]),
  );
  for (const game of games) {
    const [home, away] = [records.get(game.team1Id), records.get(game.team2Id)];
    if (!home || !away || home === away) continue;
    const [points1, points2] = [roundPoints(game.team1Points), roundPoints(game.team2Points)];
    const result = gameResultOf(points1, points2);
    home.pointsFor = roundPoints(home.pointsFor + points1);
    home.pointsAgainst = roundPoints(home.pointsAgainst + points2);
    away.pointsFor = roundPoints(away.pointsFor + points2);
    away.pointsAgainst = roundPoints(away.pointsAgainst + points1);
    if (result === 0) [home.ties, away.ties] = [home.ties + 1, away.ties + 1];
    else if (result === 1) [home.wins, away.losses] = [home.wins + 1, away.losses + 1];
    else [away.wins, home.losses] = [away.wins + 1, home.losses + 1];
  }
  return records;
}

/** Higher (wins + ties/2) / games first, compared as exact fractions; no games counts as 0. */
function byShare(a: TeamRecord, b: TeamRecord): number {
  const share = ({ wins, losses, ties }: TeamRecord) => ({ halves: 2 * wins + ties, games: wins + losses + ties });
  const [x, y] = [share(a), share(b)];
  if (x.games === 0 || y.games === 0) return (y.games === 0 ? 0 : y.halves) - (x.games === 0 ? 0 : x.halves);
  return y.halves * x.games - x.halves * y.games;
}

/**
 * Head-to-head among a tied group: each team's share of its games against the others of the group, or null (the step
 * is skipped) unless every pair of them met equally often and at least once.
 */
function headToHeadOf(group: readonly string[], games: readonly PlayedGame[]): Map<string, TeamRecord> | null {
  const members = new Set(group);
  const between = games.filter((g) => g.team1Id !== g.team2Id && members.has(g.team1Id) && members.has(g.team2Id));
  const meetings = new Map<string, number>();
  for (const { team1Id, team2Id } of between) {
    const key = [team1Id, team2Id].sort().join('\u0000');
    meetings.set(key, (meetings.get(key) ?? 0) + 1);
  }
  const pairs = (group.length * (group.length - 1)) / 2;
  const counts = [...meetings.values()];
  if (counts.length !== pairs || counts.some((count) => count !== counts[0])) return null;
  return recordsOf(group, between);
}

/**
 * Standings of `order` (the schedule's seeded order, which is also the final "draw" step) from `games` (only games
 * of teams in `order` count; points rounded to 2 decimals in the totals). Order: TIE_BREAK_STEPS in turn —
 * winPercentage = (wins + ties/2) / games played (0 with no games), higher first; pointsFor higher first;
 * headToHead: among the teams still tied, each one's (wins + ties/2)/games in games between them, applied only if
 * every pair of them met equally often (and at least once), otherwise skipped; pointsAgainst lower first; draw: the
 * position in `order`. A group tied at a step is split by the next step only (no restart). Ranks are 1..n, unique.
 * decidedBy of a row = the first step at which it differed from the row directly above it.
 *
 * A game counts when both its teams are in `order` (a game of a team against itself never does). The win percent
 * shown is winPercentOf(wins, losses) (the spec's): ties are left out of it, though they count as half wins in the
 * order; rankPercent shows the share the order is by.
 */
export function standingsOf(order: readonly string[], games: readonly PlayedGame[]): Standing[] {
  const teams = [...new Set(order)];
  const records = recordsOf(teams, games);
  const counted = games.filter((g) => records.has(g.team1Id) && records.has(g.team2Id));
  const position = new Map(teams.map((id, index) => [id, index]));
  const record = (id: string) => records.get(id)!;

  /** Compares two teams of a group at a step (negative: a first), given the group's head-to-head if applied. */
  const compare = (step: TieBreakStep, a: string, b: string, headToHead: Map<string, TeamRecord> | null): number => {
    switch (step) {
      case 'winPercentage':
        return byShare(record(a), record(b));
      case 'pointsFor':
        return record(b).pointsFor - record(a).pointsFor;
      case 'headToHead':
        return headToHead ? byShare(headToHead.get(a)!, headToHead.get(b)!) : 0;
      case 'pointsAgainst':
        return record(a).pointsAgainst - record(b).pointsAgainst;
      case 'draw':
        return position.get(a)! - position.get(b)!;
    }
  };

  let groups: string[][] = teams.length > 0 ? [teams] : [];
  /** Each team's group after each step (groups only ever split, so the first differing step is the split). */
  const groupPath = new Map<string, number[]>(teams.map((id) => [id, []]));
  for (const step of TIE_BREAK_STEPS) {
    groups = groups.flatMap((group) => {
      const headToHead = step === 'headToHead' && group.length > 1 ? headToHeadOf(group, counted) : null;
      const sorted = [...group].sort((a, b) => compare(step, a, b, headToHead) || position.get(a)! - position.get(b)!);
      const split: string[][] = [];
      sorted.forEach((id, index) => {
        if (index > 0 && compare(step, sorted[index - 1]!, id, headToHead) === 0) split[split.length - 1]!.push(id);
        else split.push([id]);
      });
      return split;
    });
    groups.forEach((group, index) => group.forEach((id) => groupPath.get(id)!.push(index)));
  }
  const ranked = groups.flat();
  const decidedByOf = (index: number): TieBreakStep | null => {
    if (index === 0) return null;
    const [above, here] = [groupPath.get(ranked[index - 1]!)!, groupPath.get(ranked[index]!)!];
    return TIE_BREAK_STEPS[here.findIndex((group, step) => group !== above[step])] ?? null;
  };

  return ranked.map((teamId, index) => {
    const { wins, losses, ties, pointsFor, pointsAgainst } = record(teamId);
    return {
      teamId,
      rank: index + 1,
      wins,
      losses,
      ties,
      pointsFor,
      pointsAgainst,
      winPercent: winPercentOf(wins, losses),
      rankPercent: rankPercentOf(wins, losses, ties),
      decidedBy: decidedByOf(index),
    };
  });
}

export interface PlayoffGame extends Pairing {
  kind: Exclude<GameKind, 'regular'>;
  /** The best place the game decides (1 final, 3 third place, 5, 7…; a semifinal: 1; an earlier placement game of a
   * group: the group's best place). team1 is the higher seed. */
  place: number;
}

/** Whether team1 won a playoff game (ties to team1, the higher seed): the winner's id. */
export function playoffWinner(game: PlayedGame): string {
  return gameResultOf(game.team1Points, game.team2Points) === 2 ? game.team2Id : game.team1Id;
}

/** The played result of a playoff pairing (either side's order in `played`), turned to the pairing's sides. */
function resultOf(game: Pairing, played: readonly PlayedGame[]): PlayedGame | null {
  for (const p of played) {
    if (p.week !== game.week) continue;
    if (p.team1Id === game.team1Id && p.team2Id === game.team2Id)
      return { ...game, team1Points: p.team1Points, team2Points: p.team2Points };
    if (p.team1Id === game.team2Id && p.team2Id === game.team1Id)
      return { ...game, team1Points: p.team2Points, team2Points: p.team1Points };
  }
  return null;
}

interface Bracket {
  /** Each playoff week's games (the second week empty until the first is played). */
  weeks: PlayoffGame[][];
  /** The team that sits out (odd counts), last place. */
  sitsOut: string | null;
}

function bracketOf(seeds: readonly string[], playoffWeeks: readonly number[], played: readonly PlayedGame[]): Bracket {
  const sitsOut = seeds.length % 2 === 1 ? seeds[seeds.length - 1]! : null;
  const playing = sitsOut ? seeds.slice(0, -1) : [...seeds];
  const seedOf = new Map(seeds.map((id, index) => [id, index]));
  /** A game with the higher seed as team1. */
  const game = (week: number, kind: PlayoffGame['kind'], place: number, a: string, b: string): PlayoffGame => {
    const [team1Id, team2Id] = seedOf.get(a)! < seedOf.get(b)! ? [a, b] : [b, a];
    return { week, team1Id, team2Id, kind, place };
  };
  if (playoffWeeks.length === 0 || playoffWeeks.length > 2 || playing.length < 2) return { weeks: [], sitsOut };
  const pairsByOrder = (week: number) =>
    Array.from({ length: playing.length / 2 }, (_, k) =>
      game(
        week,
        k === 0 ? 'final' : k === 1 ? 'thirdPlace' : 'placement',
        2 * k + 1,
        playing[2 * k]!,
        playing[2 * k + 1]!,
      ),
    );
  if (playoffWeeks.length === 1) return { weeks: [pairsByOrder(playoffWeeks[0]!)], sitsOut };

  const [weekA, weekB] = playoffWeeks as [number, number];
  if (playing.length < 4) return { weeks: [[], [game(weekB, 'final', 1, playing[0]!, playing[1]!)]], sitsOut };
  const at = (seed: number) => playing[seed - 1]!;
  const first: PlayoffGame[] = [game(weekA, 'semifinal', 1, at(1), at(4)), game(weekA, 'semifinal', 1, at(2), at(3))];
  /** The groups of four after the top four: their best place. */
  const groups: number[] = [];
  let leftover: number | null = null;
  for (let best = 5; best <= playing.length; best += 4) {
    if (best + 3 <= playing.length) {
      groups.push(best);
      first.push(
        game(weekA, 'placement', best, at(best), at(best + 3)),
        game(weekA, 'placement', best, at(best + 1), at(best + 2)),
      );
    } else {
      leftover = best;
      first.push(game(weekA, 'placement', best, at(best), at(best + 1)));
    }
  }
  const results = first.map((g) => resultOf(g, played));
  if (results.some((r) => r === null)) return { weeks: [first, []], sitsOut };
  const winnerOf = (index: number) => playoffWinner(results[index]!);
  const loserOf = (index: number) => {
    const r = results[index]!;
    return playoffWinner(r) === r.team1Id ? r.team2Id : r.team1Id;
  };
  const second: PlayoffGame[] = [
    game(weekB, 'final', 1, winnerOf(0), winnerOf(1)),
    game(weekB, 'thirdPlace', 3, loserOf(0), loserOf(1)),
  ];
  groups.forEach((best, g) => {
    const [i, j] = [2 + 2 * g, 3 + 2 * g];
    second.push(
      game(weekB, 'placement', best, winnerOf(i), winnerOf(j)),
      game(weekB, 'placement', best + 2, loserOf(i), loserOf(j)),
    );
  });
  if (leftover !== null) second.push(game(weekB, 'placement', leftover, at(leftover), at(leftover + 1)));
  return { weeks: [first, second], sitsOut };
}

/**
 * The playoff games known so far. `seeds`: the team ids in standings order at the end of the regular season.
 * `playoffWeeks`: the real season's playoff rounds (1 or 2, ascending). `played`: results of playoff games so far.
 * The top four play off (a league of four: everyone). ONE week: final 1v2 (place 1), third-place 3v4 (place 3), then
 * placement 5v6 (5), 7v8 (7)… TWO weeks: week A semifinals 1v4 and 2v3 (place 1); the other teams in groups of four
 * by seed (5–8, 9–12, 13–16) play placement 5v8 and 6v7 (place 5) etc.; a leftover pair (e.g. 5–6 in a league of
 * six) plays placement in both weeks (place 5). Week B exists only once every week-A game is in `played`: final
 * (semifinal winners, place 1), thirdPlace (losers, place 3), each group's winners (place 5) and losers (place 7),
 * the leftover pair again. A playoff game's winner: more points; a tie goes to the higher seed (team1).
 *
 * Teams may number 2..16. An odd count: the lowest seed sits out every playoff week and takes the last place (with
 * five teams in two weeks, seed 5; with seven, seeds 5–6 are the leftover pair and seed 7 sits out). Fewer than four
 * playing teams in two weeks: only the final 1v2, in the second week. A played game matches a pairing by week and
 * its two teams, in either order. Games come week by week, then final, third place, placements by place.
 * No games for fewer than two teams or a playoffWeeks other than 1 or 2 long.
 */
export function playoffGames(
  seeds: readonly string[],
  playoffWeeks: readonly number[],
  played: readonly PlayedGame[],
): PlayoffGame[] {
  return bracketOf(seeds, playoffWeeks, played).weeks.flat();
}

/** Every team's final place (index 0 = 1st) once every game of the last playoff week is played; null before. For a
 * leftover pair in two weeks, the week-B game decides. A team that sat out (odd counts) is last. */
export function finalPlaces(
  seeds: readonly string[],
  playoffWeeks: readonly number[],
  played: readonly PlayedGame[],
): string[] | null {
  const { weeks, sitsOut } = bracketOf(seeds, playoffWeeks, played);
  const last = weeks[weeks.length - 1];
  if (!last || last.length === 0) return null;
  const places: string[] = [];
  for (const game of last) {
    const result = resultOf(game, played);
    if (!result) return null;
    const winner = playoffWinner(result);
    places[game.place - 1] = winner;
    places[game.place] = winner === game.team1Id ? game.team2Id : game.team1Id;
  }
  if (sitsOut) places[seeds.length - 1] = sitsOut;
  return places;
}
