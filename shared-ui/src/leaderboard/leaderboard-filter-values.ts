import { LEAGUE_SIZES, type LeagueSize } from '@hfl/contracts';

// Apart from their form: the leaderboard reads them from the address from its first render, the form loads later.

/** The leaderboard's filters as the service takes them: the league size (null = any) and the search term. */
export interface LeaderboardFilters {
  nbTeams: LeagueSize | null;
  term: string;
}

export const NO_LEADERBOARD_FILTERS: LeaderboardFilters = { nbTeams: null, term: '' };

/** A size the service knows, from the form or the address; null for anything else. */
export function leagueSizeOf(value: string | null | undefined): LeagueSize | null {
  return LEAGUE_SIZES.find((size) => String(size) === value) ?? null;
}
