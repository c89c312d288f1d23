import { matchRoutes, type RouteObject } from 'react-router';
import { put, select, take } from 'redux-saga/effects';
import type { AdPage, SessionUser } from '@hfl/contracts';
import { SESSION_LOADED, pageHandle, selectSessionReady, selectUser, type PageHandle } from '@hfl/shared-ui/core';
import { membershipsReadAhead } from '../league/current-league-slice';

/** A page of mfe-player's: whether it opens on the user's memberships (which decide the current league). */
interface PlayerPageHandle extends PageHandle {
  opensOnMemberships?: true;
}

/** The handle of a page that opens on the user's memberships: the member's area, and /secure, where a member arrives. */
export const memberPageHandle = (title: string, adPage?: AdPage): PlayerPageHandle => ({
  ...pageHandle(title, adPage),
  opensOnMemberships: true,
});

const opensOnMemberships = (routes: RouteObject[], path: string) =>
  (matchRoutes(routes, path) ?? []).some((match) => (match.route.handle as PlayerPageHandle)?.opensOnMemberships);

/**
 * Arriving on a member's page, the memberships are read as soon as mfe-player registers, while the page's code and
 * texts load; the page takes this read (in flight or answered) when it opens instead of starting its own, so its data
 * comes a round trip sooner (issue 39). Once: later pages are reached by navigation and read as they open.
 */
export function* membershipsOnArrival(routes: RouteObject[], path: string = window.location.pathname) {
  if (!opensOnMemberships(routes, path)) return;
  if (!((yield select(selectSessionReady)) as boolean)) yield take(SESSION_LOADED);
  if ((yield select(selectUser)) as SessionUser | null) yield put(membershipsReadAhead());
}
