import { isObjectId } from '../common/object-id';
import { ONE_YEAR_SECONDS } from '../cookies';
import { API } from './endpoints';
import { DEFAULT_PLAYER_SORT } from './player-sort';

/**
 * The league a signed-in user looks at, as a cookie beside mfe-player's stored current league, so the BFF can ask for a
 * league page's first reads with the page (issue 39): `<userId>.<leagueId>`, the user's so another account signing in
 * on the device is never given it.
 */
export const CURRENT_LEAGUE_COOKIE = 'current_league';

/** The `document.cookie` assignment that remembers the user's current league (null: forgets it). */
export function currentLeagueCookie(userId: string, leagueId: string | null): string {
  return leagueId
    ? `${CURRENT_LEAGUE_COOKIE}=${userId}.${leagueId}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`
    : `${CURRENT_LEAGUE_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
}

/** The league id the cookie's value holds for this user; null for another user's, a malformed or no value. */
export function currentLeagueOf(cookie: string | null | undefined, userId: string): string | null {
  const [owner, leagueId] = (cookie ?? '').split('.');
  return owner === userId && isObjectId(leagueId) ? leagueId : null;
}

/**
 * What a league page of mfe-player reads first, in the league it opens on, exactly as it asks: the BFF has the browser
 * fetch them with the page (`<link rel=preload as=fetch>`), so the page's own requests find them on their way or
 * arrived. The pages' tests hold them to this list.
 */
export const LEAGUE_PAGE_FIRST_READS: Readonly<Record<string, (leagueId: string) => string[]>> = {
  '/players': (leagueId) => [
    API.realTeams,
    API.myRoster(leagueId),
    `${API.availablePlayers(leagueId)}?${new URLSearchParams({ ...DEFAULT_PLAYER_SORT, limit: '50', offset: '0' })}`,
    API.waivers(leagueId),
  ],
  '/team': (leagueId) => [API.myRoster(leagueId)],
  '/game-center': (leagueId) => [API.leagueGames(leagueId), API.leagueSeasons(leagueId)],
};
