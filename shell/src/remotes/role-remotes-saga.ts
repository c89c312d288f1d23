import { all, call, takeEvery } from 'redux-saga/effects';
import { LOGGED_IN, SESSION_LOADED, type LoggedInAction, type SessionLoadedAction } from '@hfl/shared-ui/core';
import { remotesForRoles } from '@hfl/contracts';
import type { RemoteLoader } from './remote-loader';

function* loadForUser(remotes: RemoteLoader, action: SessionLoadedAction | LoggedInAction) {
  yield all(remotesForRoles(action.payload.user?.roles ?? []).map((name) => call(remotes.load, name)));
}

/**
 * A remote reserved for a role (the back-office for a SUPER_ADMIN) loads as soon as such a user is signed in,
 * at boot or at login, so its navigation items show on whatever page the user is.
 */
export function* roleRemotesSaga(remotes: RemoteLoader) {
  yield takeEvery([SESSION_LOADED, LOGGED_IN], loadForUser, remotes);
}
