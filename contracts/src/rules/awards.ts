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
