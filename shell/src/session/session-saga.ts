import { eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { API, toLocale, type Locale, type LocaleChangedEvent } from '@hfl/contracts';
import {
  LOGGED_IN,
  LOGGED_OUT,
  SESSION_EXPIRED,
  SESSION_LOADED,
  api,
  describeApiError,
  localeChanged,
  selectUser,
  sessionLoaded,
  setLanguage,
  toastShown,
  type LoggedInAction,
  type SessionLoadedAction,
  type SessionPayload,
} from '@hfl/shared-ui';
import { LANGUAGE_SELECTED, type LanguageSelectedAction } from './language-selected';
import type { AppSocket } from './socket';

export interface SessionSagaDeps {
  connectSocket: () => Promise<AppSocket>;
  navigate: (to: string) => void;
}

type SessionStartAction = SessionLoadedAction | LoggedInAction;

function* loadSession() {
  try {
    const session: SessionPayload = yield call(api.get<SessionPayload>, API.session);
    yield put(sessionLoaded(session));
  } catch {
    // Without the BFF the app still renders for a visitor.
    yield put(sessionLoaded({ user: null, csrfToken: null }));
  }
}

function localeEvents(socket: AppSocket): EventChannel<LocaleChangedEvent> {
  return eventChannel<LocaleChangedEvent>((emit) => {
    socket.on('user/localeChanged', (event) => emit(event));
    return () => {
      socket.close();
    };
  });
}

function* switchLanguage(locale: Locale) {
  if (i18next.language !== locale) yield call(setLanguage, locale);
}

/** One socket per signed-in session: every tab follows a language chosen in another one. */
function* watchSocket(connect: () => Promise<AppSocket>) {
  const socket: AppSocket = yield call(connect);
  const channel: EventChannel<LocaleChangedEvent> = yield call(localeEvents, socket);
  try {
    while (true) {
      const event: LocaleChangedEvent = yield take(channel);
      const locale = toLocale(event.locale);
      yield call(switchLanguage, locale);
      yield put(localeChanged(locale));
    }
  } finally {
    channel.close();
  }
}

function* socketLifecycle(connect: () => Promise<AppSocket>) {
  while (true) {
    yield take((action: { type: string; payload?: SessionPayload }) =>
      (action.type === SESSION_LOADED || action.type === LOGGED_IN) && !!action.payload?.user,
    );
    const task: Task = yield fork(watchSocket, connect);
    yield take([LOGGED_OUT, SESSION_EXPIRED]);
    yield cancel(task);
  }
}

/** At login the user's stored language wins over the one the visitor was browsing in. */
function* adoptUserLocale(action: SessionStartAction) {
  const locale = action.payload.user?.locale;
  if (locale) yield call(switchLanguage, toLocale(locale));
}

function* selectLanguage(action: LanguageSelectedAction) {
  const { locale } = action.payload;
  yield call(setLanguage, locale);
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  if (!user) return;
  try {
    yield call(api.post, API.userLocale(user.id, locale));
    yield put(localeChanged(locale));
  } catch (error) {
    yield put(toastShown({ kind: 'error', ...describeApiError(error, i18next.t as TFunction) }));
  }
}

/**
 * The session's lifecycle: load it at boot, keep a socket open while someone is signed in, follow
 * language changes, and send an expired session to /expired.
 */
export function* sessionSaga({ connectSocket, navigate }: SessionSagaDeps) {
  yield fork(socketLifecycle, connectSocket);
  yield takeLatest(LOGGED_IN, adoptUserLocale);
  yield takeLatest(LANGUAGE_SELECTED, selectLanguage);
  yield takeEvery(SESSION_EXPIRED, function* () {
    yield call(navigate, '/expired');
  });
  yield fork(loadSession);
}
