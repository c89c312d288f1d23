import { matchRoutes, type RouteObject } from 'react-router';
import { fork, put, select, take } from 'redux-saga/effects';
import { API, type AdPage, type SessionUser } from '@hfl/contracts';
import {
  SESSION_LOADED,
  pageHandle,
  readAhead,
  selectSessionReady,
  selectUser,
  type PageHandle,
} from '@hfl/shared-ui/core';
import {
  activeMembershipsOf,
  membershipsFailed,
  membershipsLoaded,
  membershipsReadAhead,
} from '../league/current-league-slice';

/**
 * A page of mfe-player's: whether it opens on the user's memberships (which decide the current league), and whether
 * it shows times on his team's clock in its league (useTeamTimezone).
 */
interface PlayerPageHandle extends PageHandle {
  opensOnMemberships?: true;
  onTeamClock?: true;
}

/**
 * The handle of a page that opens on the user's memberships: the member's area, and /secure, where a member arrives.
 * `onTeamClock`: it shows times on the user's team's clock.
 */
export const memberPageHandle = (
  title: string,
  adPage?: AdPage,
  { onTeamClock = false }: { onTeamClock?: boolean } = {},
): PlayerPageHandle => ({
  ...pageHandle(title, adPage),
  opensOnMemberships: true,
  ...(onTeamClock ? { onTeamClock: true } : {}),
});

/** The page's route match, with whether it opens on the memberships and its league from its path, if it names one. */
function arrivalOf(routes: RouteObject[], path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const handles = matches.map((match) => match.route.handle as PlayerPageHandle | undefined);
  return {
    opensOnMemberships: handles.some((handle) => handle?.opensOnMemberships),
    onTeamClock: handles.some((handle) => handle?.onTeamClock),
    leagueId: matches.at(-1)?.params.leagueId ?? null,
  };
}

/**
 * The user's team in the league the page opens on (its path's, its `?league=`, else the current one), read as soon as
 * the memberships say which it is, while the page's code still loads: the page's times take it instead of reading
 * once the page has rendered (issue 39: on a phone, a round trip less before /players' list).
 */
function* teamAhead(pathLeagueId: string | null, search: string) {
  const answer = (yield take([membershipsLoaded.type, membershipsFailed.type])) as
    ReturnType<typeof membershipsLoaded> | ReturnType<typeof membershipsFailed>;
  if (!membershipsLoaded.match(answer)) return;
  const { payload } = answer;
  const leagueId = pathLeagueId ?? new URLSearchParams(search).get('league') ?? payload.currentId;
  const team = activeMembershipsOf(payload.memberships).find((membership) => membership.league.id === leagueId)?.team;
  if (team) readAhead(API.fantasyTeam(team.id));
}

/**
 * Arriving on a member's page, the memberships are read as soon as mfe-player registers, while the page's code and
 * texts load; the page takes this read (in flight or answered) when it opens instead of starting its own, so its data
 * comes a round trip sooner (issue 39), and so does the user's team on a page showing times on its clock. Once: later
 * pages are reached by navigation and read as they open.
 */
export function* membershipsOnArrival(
  routes: RouteObject[],
  path: string = window.location.pathname,
  search: string = window.location.search,
) {
  const arrival = arrivalOf(routes, path);
  if (!arrival.opensOnMemberships) return;
  if (!((yield select(selectSessionReady)) as boolean)) yield take(SESSION_LOADED);
  if (!((yield select(selectUser)) as SessionUser | null)) return;
  if (arrival.onTeamClock) yield fork(teamAhead, arrival.leagueId, search);
  yield put(membershipsReadAhead());
}
