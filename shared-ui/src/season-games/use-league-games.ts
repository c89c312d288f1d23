import { useState } from 'react';
import { API, type LeagueGamesView } from '@hfl/contracts';
import { useApiGet, type ApiGetState } from '../api/use-api-get';

/**
 * A league season's games (the current season, or `seasonId`'s) of the week chosen with `chooseWeek` (`firstWeek`,
 * a link's, or the service's default week until then: `?week=N` once chosen), and `retry` to read again: the game
 * center's and the owner's league page's one read. A 404 (no schedule yet) stays a failure with `notFound` for the
 * page to explain.
 */
export function useLeagueGames(
  leagueId: string,
  seasonId?: string,
  firstWeek: number | null = null,
): { loaded: ApiGetState<LeagueGamesView>; chooseWeek: (week: number) => void; retry: () => void } {
  const [week, setWeek] = useState<number | null>(firstWeek);
  const [attempt, setAttempt] = useState(0);
  const path = API.leagueGames(leagueId, seasonId);
  const loaded = useApiGet<LeagueGamesView>(week === null ? path : `${path}?week=${week}`, attempt);
  return { loaded, chooseWeek: setWeek, retry: () => setAttempt((n) => n + 1) };
}
