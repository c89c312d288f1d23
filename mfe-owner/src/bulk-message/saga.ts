import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import { API, type BulkSendProgress } from '@hfl/contracts';
import { api } from '@hfl/shared-ui';
import { progressFailed, progressLoaded, watchRequested, watchStopped } from './slice';

/** How often a running send's progress is asked for. */
export const PROGRESS_POLL_MS = 1_000;
/** Failed asks in a row before the modal says the progress cannot be loaded (it keeps asking). */
const FAILURES_BEFORE_REPORT = 3;

function* poll(sendId: string) {
  let failures = 0;
  for (;;) {
    try {
      const progress = (yield call([api, api.get], API.bulkSendProgress(sendId))) as BulkSendProgress;
      failures = 0;
      yield put(progressLoaded(progress));
      if (progress.done) return;
    } catch {
      failures += 1;
      if (failures >= FAILURES_BEFORE_REPORT) yield put(progressFailed());
    }
    yield delay(PROGRESS_POLL_MS);
  }
}

function* watch(action: ReturnType<typeof watchRequested>) {
  yield race({ polled: call(poll, action.payload), stopped: take(watchStopped.type) });
}

/** Follows the last queued send until it is done, or the modal stops following it; a newer send replaces it. */
export function* bulkSendSaga() {
  yield takeLatest(watchRequested.type, watch);
}
