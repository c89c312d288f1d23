import { call, put, takeLatest } from 'redux-saga/effects';
import { API, type Settings } from '@hfl/contracts';
import { api } from '@hfl/shared-ui';
import { loadFailed, loadRequested, loaded } from './slice';

function* loadSettings() {
  try {
    const settings = (yield call([api, api.get], API.settings)) as Settings;
    yield put(loaded(settings));
  } catch (error) {
    yield put(loadFailed(error));
  }
}

/** A newer request wins: reopening the page while a load is in flight restarts it. */
export function* ownerSettingsSaga() {
  yield takeLatest(loadRequested.type, loadSettings);
}
