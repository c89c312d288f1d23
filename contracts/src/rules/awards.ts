/**
 * The trophies of a league season (player-app.md sections 1, 4 "Game results and trophies", 9 "top 3 places are
 * awarded"). Weekly awards are given when the owner locks a round and given again (moved) when its results are
 * corrected; season trophies when the league season's last playoff round is locked. The rules themselves, pure and
 * table-tested, are `weeklyAwards` and `seasonAwards` below; the trophies page states them to the users.
 */

/** Awarded for every locked round of a league season (regular and playoff rounds). */
export const WEEKLY_TROPHY_TYPES = [
  /** The highest team score of the round in the league. */
  'teamOfTheWeek',
  /** The highest-scoring starter of the round in the league (his team gets it, with his name). */
  'playerOfTheWeek',
  /** The winner of the round's game with the largest winning margin. */
  'biggestWin',
  /** The highest score that still lost its game ("tough luck"). */
  'toughLuck',
] as const;
export type WeeklyTrophyType = (typeof WEEKLY_TROPHY_TYPES)[number];

/** The season's final places 1–3 (from the playoffs). */
export const SEASON_TROPHY_TYPES = ['champion', 'runnerUp', 'thirdPlace'] as const;
export type SeasonTrophyType = (typeof SEASON_TROPHY_TYPES)[number];

export const TROPHY_TYPES = [...SEASON_TROPHY_TYPES, ...WEEKLY_TROPHY_TYPES] as const;
export type TrophyType = (typeof TROPHY_TYPES)[number];

export const isTrophyType = (value: unknown): value is TrophyType =>
  typeof value === 'string' && (TROPHY_TYPES as readonly string[]).includes(value);

export const isSeasonTrophyType = (type: TrophyType): type is SeasonTrophyType =>
  (SEASON_TROPHY_TYPES as readonly string[]).includes(type);

/** The final place a season trophy stands for. */
export const SEASON_TROPHY_PLACE: Record<SeasonTrophyType, 1 | 2 | 3> = { champion: 1, runnerUp: 2, thirdPlace: 3 };

/** The trophy images (real artwork with the trophy's name on it), one per language and type, served by the shell. */
export const trophyImagePath = (lang: string, type: TrophyType, format: 'svg' | 'png' = 'svg'): string =>
  `/trophy-art/${lang}/${type}.${format}`;

/** A game of the round: its teams and their points (null: not played). */
export interface AwardGame {
  team1Id: string;
  team2Id: string;
  team1Points: number | null;
  team2Points: number | null;
}

/** A starter of a team's lineup in the round, with his points in it. */
export interface AwardStarter {
  playerId: string;
  playerName: string;
  points: number;
}

export interface WeeklyAwardsInput {
  games: readonly AwardGame[];
  /** Each team's starters of the round (its lineup snapshot), by team id. */
  starters: Readonly<Record<string, readonly AwardStarter[]>>;
}

export interface WeeklyAward {
  type: WeeklyTrophyType;
  teamId: string;
  /** The player of the week (playerOfTheWeek only). */
  player?: { id: string; name: string };
  /** The team's or player's points, or the winning margin (biggestWin). */
  points: number;
}

export interface SeasonAward {
  type: SeasonTrophyType;
  teamId: string;
}

/** The entries with the highest score when it is above 0 (ties share), or none. */
function best<T>(entries: readonly T[], score: (entry: T) => number): T[] {
  const top = Math.max(0, ...entries.map(score));
  return top > 0 ? entries.filter((entry) => score(entry) === top) : [];
}

/**
 * The weekly awards of one league season's round, from its games played (a game without points is left out) and the
 * starters of the teams that played them. Ties share an award: every tied team gets one.
 * - teamOfTheWeek: the highest team score (above 0).
 * - playerOfTheWeek: the highest-scoring starter (above 0); his team gets it with his name (of a team's tied players,
 *   the first by name).
 * - biggestWin: the winner of the game with the largest margin (above 0); points = the margin.
 * - toughLuck: the highest score (above 0) among the round's losers; a tied game has no loser.
 */
export function weeklyAwards({ games, starters }: WeeklyAwardsInput): WeeklyAward[] {
  const played = games.filter(
    (game): game is AwardGame & { team1Points: number; team2Points: number } =>
      game.team1Points !== null && game.team2Points !== null,
  );
  const scores = new Map<string, number>();
  for (const game of played) {
    scores.set(game.team1Id, game.team1Points);
    scores.set(game.team2Id, game.team2Points);
  }
  const teams = [...scores].map(([teamId, points]) => ({ teamId, points }));
  const awards: WeeklyAward[] = best(teams, (team) => team.points).map(({ teamId, points }) => ({
    type: 'teamOfTheWeek',
    teamId,
    points,
  }));

  const players = [...scores.keys()].flatMap((teamId) =>
    [...(starters[teamId] ?? [])]
      .sort((a, b) => a.playerName.localeCompare(b.playerName) || a.playerId.localeCompare(b.playerId))
      .map((starter) => ({ teamId, starter })),
  );
  const named = new Set<string>();
  for (const { teamId, starter } of best(players, (entry) => entry.starter.points)) {
    if (named.has(teamId)) continue;
    named.add(teamId);
    awards.push({
      type: 'playerOfTheWeek',
      teamId,
      player: { id: starter.playerId, name: starter.playerName },
      points: starter.points,
    });
  }

  const decided = played
    .filter((game) => game.team1Points !== game.team2Points)
    .map((game) => {
      const team1Won = game.team1Points > game.team2Points;
      return {
        winnerId: team1Won ? game.team1Id : game.team2Id,
        loserId: team1Won ? game.team2Id : game.team1Id,
        loserPoints: team1Won ? game.team2Points : game.team1Points,
        // Rounded to the points' hundredths: 12.3 − 10.1 and 7.2 − 5.0 are the same margin.
        margin: Math.round(Math.abs(game.team1Points - game.team2Points) * 100) / 100,
      };
    });
  for (const game of best(decided, (entry) => entry.margin)) {
    awards.push({ type: 'biggestWin', teamId: game.winnerId, points: game.margin });
  }
  for (const game of best(decided, (entry) => entry.loserPoints)) {
    awards.push({ type: 'toughLuck', teamId: game.loserId, points: game.loserPoints });
  }
  return awards;
}

/** The season trophies from the final places (team ids, first place first): champion, runner-up, third place. */
export function seasonAwards(finalPlaces: readonly string[]): SeasonAward[] {
  return SEASON_TROPHY_TYPES.flatMap((type) => {
    const teamId = finalPlaces[SEASON_TROPHY_PLACE[type] - 1];
    return teamId === undefined ? [] : [{ type, teamId }];
  });
}
