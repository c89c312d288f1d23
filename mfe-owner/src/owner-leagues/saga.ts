import { all, call, put, takeLatest } from 'redux-saga/effects';
import { API, type LeagueDetails, type LeagueListItem, type MemberRow, type PendingMemberRow } from '@hfl/contracts';
import { api } from '@hfl/shared-ui';
import {
  leagueFailed,
  leagueLoaded,
  leagueRequested,
  listFailed,
  listLoaded,
  listRequested,
  type LeaguePeople,
} from './slice';

function* loadList({ payload: term }: ReturnType<typeof listRequested>) {
  try {
    const path = term ? `${API.leagues}?${new URLSearchParams({ term }).toString()}` : API.leagues;
    const items = (yield call([api, api.get], path)) as LeagueListItem[];
    yield put(listLoaded(items));
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

/** A newer request wins: a new search, or a refresh after an action, restarts the load in flight. */
export function* ownerLeaguesSaga() {
  yield takeLatest('ownerLeagues/listRequested', loadList);
  yield takeLatest('ownerLeagues/leagueRequested', loadLeague);
}
