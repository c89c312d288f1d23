import { currentLeagueCookie } from '@hfl/contracts';

/**
 * The league a user is looking at ("stored current league" in the spec): kept per user in localStorage so /secure,
 * the players page and settings open on it after a reload. Membership is checked by whoever reads it; a stale id
 * (league deleted, user removed) is simply not among the user's memberships. A cookie repeats it for the BFF, which
 * then has a league page's first reads fetched with the page (contracts' LEAGUE_PAGE_FIRST_READS).
 */
const storageKey = (userId: string) => `hfl.currentLeague.${userId}`;

export function readCurrentLeague(userId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(userId));
  } catch {
    // Storage can be unavailable (privacy mode); the user then chooses a league each visit.
    return null;
  }
}

export function storeCurrentLeague(userId: string, leagueId: string): void {
  try {
    window.localStorage.setItem(storageKey(userId), leagueId);
  } catch {
    // See readCurrentLeague.
  }
  document.cookie = currentLeagueCookie(userId, leagueId);
}

export function forgetCurrentLeague(userId: string): void {
  try {
    window.localStorage.removeItem(storageKey(userId));
  } catch {
    // See readCurrentLeague.
  }
  document.cookie = currentLeagueCookie(userId, null);
}
