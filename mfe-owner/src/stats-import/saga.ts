import { call, put, select, takeLatest } from 'redux-saga/effects';
import { API, type StatsImportResult } from '@hfl/contracts';
import { api } from '@hfl/shared-ui';
import { applied, applyFailed, applyRequested, selectStatsImport, type StatsImportState } from './slice';

/** The previewed input sent again with the owner's choices: the service re-reads it, so what is applied is what it checks. */
function* applyImport(action: ReturnType<typeof applyRequested>) {
  const { source, resolutions } = (yield select(selectStatsImport)) as StatsImportState;
  const { seasonId, week } = action.payload;
  try {
    let body: FormData | { text: string; resolutions: Record<string, string> };
    if (source?.file) {
      body = new FormData();
      body.append('file', source.file);
      body.append('resolutions', JSON.stringify(resolutions));
    } else body = { text: source?.text ?? '', resolutions };
    const result = (yield call([api, api.post], API.statsImportApply(seasonId, week), body)) as StatsImportResult;
    yield put(applied(result));
  } catch (error) {
    yield put(applyFailed(error));
  }
}

/** One apply at a time: a second click while one is in flight replaces it (the service applies a file once). */
export function* statsImportSaga() {
  yield takeLatest(applyRequested.type, applyImport);
}
