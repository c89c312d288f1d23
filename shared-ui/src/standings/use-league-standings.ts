import { API, type StandingsView } from '@hfl/contracts';
import { useApiGet, type ApiGetState } from '../api/use-api-get';

/**
 * A league season's standings (the current season, or `seasonId`'s): a 404 means the season has no schedule yet
 * (spec section 8: "standings 404 are treated as empty"), so it is ready with null, untoasted.
 */
export function useLeagueStandings(
  leagueId: string,
  seasonId?: string,
  refresh = 0,
): ApiGetState<StandingsView | null> {
  const loaded = useApiGet<StandingsView>(API.standings(leagueId, seasonId), refresh);
  if (loaded.status === 'failed' && loaded.notFound) return { status: 'ready', data: null, receivedAt: Date.now() };
  return loaded;
}
