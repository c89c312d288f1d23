import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { API, type LeagueDetails, type LeagueListItem, type MemberRow, type PendingMemberRow } from '@hfl/contracts';
import { api, type ListPage } from '@hfl/shared-ui';
import {
  leagueFailed,
  leagueLoaded,
  leagueRequested,
  listFailed,
  listLoaded,
  listRequested,
  moreLoaded,
  moreRequested,
  type LeaguePeople,
} from './slice';

/** The search's page from `offset` (the service's largest page, its default). */
function listPath(term: string, offset: number): string {
  const query = new URLSearchParams(term ? { term } : {});
  if (offset > 0) query.set('offset', String(offset));
  const search = query.toString();
  return search ? `${API.leagues}?${search}` : API.leagues;
}

function* loadList({ payload: term }: ReturnType<typeof listRequested>) {
  try {
    const { items, total } = (yield call([api, api.getPage], listPath(term, 0))) as ListPage<LeagueListItem>;
    yield put(listLoaded(items, total));
  } catch (error) {
    yield put(listFailed(error));
  }
}

function* loadMore({ payload: { term, offset } }: ReturnType<typeof moreRequested>) {
  try {
    const { items, total } = (yield call([api, api.getPage], listPath(term, offset))) as ListPage<LeagueListItem>;
    yield put(moreLoaded(term, offset, items, total));
  } catch (error) {
    yield put(listFailed(error));
  }
}

function* loadLeague({ payload: { id, withPeople } }: ReturnType<typeof leagueRequested>) {
  try {
    if (!withPeople) {
      const league = (yield call([api, api.get], API.league(id))) as LeagueDetails;
      yield put(leagueLoaded(league, null));
      return;
    }
    const [league, members, pending] = (yield all([
      call([api, api.get], API.league(id)),
      call([api, api.get], API.leagueMembers(id)),
      call([api, api.get], API.pendingMembers(id)),
    ])) as [LeagueDetails, MemberRow[], PendingMemberRow[]];
    const people: LeaguePeople = { members, pending };
    yield put(leagueLoaded(league, people));
  } catch (error) {
    yield put(leagueFailed(error));
  }
}

/** A newer request wins: a new search, or a refresh after an action, restarts the load in flight (from the first page). */
export function* ownerLeaguesSaga() {
  yield takeLatest(listRequested.type, loadList);
  // One "Load more" at a time: a second click while the page loads would ask for the same rows.
  yield takeLeading(moreRequested.type, loadMore);
  yield takeLatest(leagueRequested.type, loadLeague);
}
