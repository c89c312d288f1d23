import i18next, { type TFunction } from 'i18next';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { API, ROLES, type MyMembership, type SessionUser } from '@hfl/contracts';
import { api, describeApiError, selectUser, takeWrittenRead, toastShown } from '@hfl/shared-ui/core';
import { forgetCurrentLeague, readCurrentLeague, storeCurrentLeague } from './current-league';
import {
  activeMembershipsOf,
  currentLeagueChanged,
  leagueLeft,
  leagueSelected,
  leagueSelectionRefused,
  membershipsFailed,
  membershipsLoaded,
  membershipsReadAhead,
  membershipsRequested,
  membershipsWanted,
  selectCurrentLeagueState,
  type CurrentLeagueState,
} from './current-league-slice';

/** The spec's "Cannot select league" / "League no longer exists or you don't have access here". */
export const cannotSelectLeague = (t: TFunction) =>
  toastShown({
    kind: 'error',
    title: t('player:currentLeague.cannotSelectTitle'),
    message: t('player:currentLeague.cannotSelectText'),
  });

const isSuperAdmin = (user: SessionUser) => user.roles.includes(ROLES.SUPER_ADMIN);

/**
 * Which league is current once the memberships are known (spec section 4): the stored one if the user is still an
 * active member; a stored league the user lost is switched to the first membership (or forgotten when none is
 * left). A SUPER_ADMIN counts as admin of every league, so their stored league is kept as it is.
 */
export function resolveCurrentLeague(
  user: SessionUser,
  stored: string | null,
  memberships: MyMembership[],
): string | null {
  if (!stored || isSuperAdmin(user)) return stored;
  const active = activeMembershipsOf(memberships);
  if (active.some((membership) => membership.league.id === stored)) return stored;
  return active[0]?.league.id ?? null;
}

/** Whether a page waits on a read: one read ahead of its page fails quietly until that page opens and joins it. */
interface ReadAudience {
  page: boolean;
}

function* loadMemberships(audience: ReadAudience) {
  const user = (yield select(selectUser)) as SessionUser | null;
  if (!user) return;
  try {
    // The memberships a member's first page came with (the BFF writes them in), else a read.
    const written = takeWrittenRead(API.myMemberships);
    const memberships = (written ? written.body : yield call([api, api.get], API.myMemberships)) as MyMembership[];
    const stored = readCurrentLeague(user.id);
    const currentId = resolveCurrentLeague(user, stored, memberships);
    // Stored on every arrival, also when unchanged: that renews the cookie the BFF reads (current-league.ts).
    if (currentId) storeCurrentLeague(user.id, currentId);
    else if (stored) forgetCurrentLeague(user.id);
    yield put(membershipsLoaded(memberships, currentId));
  } catch (error) {
    // Unjoined, the page reads again as it opens and says so if that fails too: one failure, one toast.
    if (audience.page) yield put(toastShown({ kind: 'error', ...describeApiError(error, i18next.t as TFunction) }));
    yield put(membershipsFailed());
  }
}

/**
 * "Select league" (spec section 2): a member's league (any league for a SUPER_ADMIN) becomes current and is stored;
 * anything else is refused with "Cannot select league". Decided on memberships at least as fresh as the request.
 */
function* selectLeague({ payload: { leagueId } }: ReturnType<typeof leagueSelected>) {
  const user = (yield select(selectUser)) as SessionUser | null;
  if (!user) return;
  let state = (yield select(selectCurrentLeagueState)) as CurrentLeagueState;
  if (state.status !== 'loaded') {
    // Nothing read yet, or the last read failed: membershipReads starts the read; one in flight is joined.
    if (state.status !== 'loading') yield put(membershipsWanted());
    yield take([membershipsLoaded.type, membershipsFailed.type]);
  }
  state = (yield select(selectCurrentLeagueState)) as CurrentLeagueState;
  const allowed =
    isSuperAdmin(user) ||
    activeMembershipsOf(state.memberships).some((membership) => membership.league.id === leagueId);
  if (!allowed) {
    yield put(cannotSelectLeague(i18next.t as TFunction));
    yield put(leagueSelectionRefused(leagueId));
    return;
  }
  storeCurrentLeague(user.id, leagueId);
  yield put(currentLeagueChanged(leagueId));
}

function* onLeft({ payload: { leagueId } }: ReturnType<typeof leagueLeft>) {
  const user = (yield select(selectUser)) as SessionUser | null;
  if (user && readCurrentLeague(user.id) === leagueId) forgetCurrentLeague(user.id);
  // A read in flight may predate the leave and would bring the league back: a fresh one answers instead.
  const { status } = (yield select(selectCurrentLeagueState)) as CurrentLeagueState;
  if (status === 'loading') yield put(membershipsRequested());
}

/**
 * One read at a time. A request after a change wins over a read in flight, which may predate it; a page that opens
 * (or mfe-player arriving on one, see memberships-on-arrival.ts) joins a read in flight; otherwise a read starts when
 * the slice says one is due (not when the answer read ahead of the page serves it).
 */
function* membershipReads() {
  let reading: Task | undefined;
  let audience: ReadAudience = { page: false };
  for (;;) {
    const { type } = (yield take([membershipsRequested.type, membershipsReadAhead.type, membershipsWanted.type])) as {
      type: string;
    };
    if (reading?.isRunning()) {
      if (type === membershipsWanted.type) audience.page = true;
      if (type !== membershipsRequested.type) continue;
      yield cancel(reading);
    }
    const { status } = (yield select(selectCurrentLeagueState)) as CurrentLeagueState;
    if (status === 'loading') {
      audience = { page: type !== membershipsReadAhead.type };
      reading = (yield fork(loadMemberships, audience)) as Task;
    }
  }
}

export function* currentLeagueSaga() {
  yield fork(membershipReads);
  yield takeEvery(leagueSelected.type, selectLeague);
  yield takeEvery(leagueLeft.type, onLeft);
}
