import { matchRoutes, type RouteObject } from 'react-router';
import { put, select, take } from 'redux-saga/effects';
import { DEFAULT_REDIRECT, type SessionUser } from '@hfl/contracts';
import { SESSION_LOADED, selectSessionReady, selectUser } from '@hfl/shared-ui/core';
import { membershipsReadAhead } from '../league/current-league-slice';
import { leagueRoutes } from './league-routes';

/** The pages that open on the user's memberships: the member's area, and /secure, where a member arrives. */
const MEMBER_PAGES: RouteObject[] = [...leagueRoutes, { path: DEFAULT_REDIRECT }];

/**
 * Arriving on a member's page, the memberships are read as soon as mfe-player registers, while the page's code and
 * texts load; the page takes this read (in flight or answered) when it opens instead of starting its own, so its data
 * comes a round trip sooner (issue 39). Once: later pages are reached by navigation and read as they open.
 */
export function* membershipsOnArrival(path: string = window.location.pathname) {
  if (!matchRoutes(MEMBER_PAGES, path)) return;
  if (!((yield select(selectSessionReady)) as boolean)) yield take(SESSION_LOADED);
  if ((yield select(selectUser)) as SessionUser | null) yield put(membershipsReadAhead());
}
