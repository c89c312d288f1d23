import { eventChannel, type EventChannel, type Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import {
  API,
  EXPIRED_PATH,
  toLocale,
  type Locale,
  type LocaleChangedEvent,
  type NotificationEvent,
  type SessionUser,
  type UnreadNotificationsCount,
} from '@hfl/contracts';
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
  unreadCountChanged,
  type LoggedInAction,
  type SessionLoadedAction,
  type SessionPayload,
} from '@hfl/shared-ui/core';
import { LANGUAGE_SELECTED, type LanguageSelectedAction } from './language-selected';
import type { AppSocket } from './socket';

export interface SessionSagaDeps {
  connectSocket: () => Promise<AppSocket>;
  navigate: (to: string) => void;
  /** The session the page came with (written-session.ts), if any: then GET /api/session is not asked. */
  writtenSession?: () => SessionPayload | null;
}

type SessionStartAction = SessionLoadedAction | LoggedInAction;

function* loadSession(writtenSession: () => SessionPayload | null) {
  const written = writtenSession();
  if (written) {
    yield put(sessionLoaded(written));
    return;
  }
  try {
    const session: SessionPayload = yield call(api.get<SessionPayload>, API.session);
    yield put(sessionLoaded(session));
  } catch {
    // Without the BFF the app still renders for a visitor.
    yield put(sessionLoaded({ user: null, csrfToken: null }));
  }
}

type SocketEvent =
  | { name: 'user/localeChanged'; payload: LocaleChangedEvent }
  | { name: 'notification/created'; payload: NotificationEvent };

function socketEvents(socket: AppSocket): EventChannel<SocketEvent> {
  return eventChannel<SocketEvent>((emit) => {
    socket.on('user/localeChanged', (payload) => emit({ name: 'user/localeChanged', payload }));
    socket.on('notification/created', (payload) => emit({ name: 'notification/created', payload }));
    return () => {
      socket.close();
    };
  });
}

/** The navigation badge's starting point; live events keep it current from then on. */
function* loadUnreadCount() {
  try {
    const answer: UnreadNotificationsCount = yield call(
      api.get<UnreadNotificationsCount>,
      API.unreadNotificationsCount,
    );
    yield put(unreadCountChanged(answer.count));
  } catch {
    // The badge is a hint: without it every page still works, and the next notification brings the count.
  }
}

function* switchLanguage(locale: Locale) {
  if (i18next.language !== locale) yield call(setLanguage, locale);
}

/**
 * One socket per signed-in session: every tab follows a language chosen in another one, and the unread badge follows
 * new notifications (each event carries the new count).
 */
function* watchSocket(connect: () => Promise<AppSocket>) {
  const socket: AppSocket = yield call(connect);
  const channel: EventChannel<SocketEvent> = yield call(socketEvents, socket);
  // Once listening, so a notification created while the count loads still reaches the badge.
  yield fork(loadUnreadCount);
  try {
    while (true) {
      const event: SocketEvent = yield take(channel);
      if (event.name === 'notification/created') {
        yield put(unreadCountChanged(event.payload.unreadCount));
        continue;
      }
      const locale = toLocale(event.payload.locale);
      yield call(switchLanguage, locale);
      yield put(localeChanged(locale, event.payload.name));
    }
  } finally {
    channel.close();
  }
}

function* socketLifecycle(connect: () => Promise<AppSocket>) {
  while (true) {
    yield take(
      (action: { type: string; payload?: SessionPayload }) =>
        (action.type === SESSION_LOADED || action.type === LOGGED_IN) && !!action.payload?.user,
    );
    const task: Task = yield fork(watchSocket, connect);
    yield take([LOGGED_OUT, SESSION_EXPIRED]);
    yield cancel(task);
  }
}

/** What this visit remembers between sagas: the language a visitor picked (null: none picked yet). */
interface Visit {
  visitorLocale: Locale | null;
}

function* storeUserLocale(userId: string, locale: Locale) {
  try {
    const user: SessionUser = yield call(api.post, API.userLocale(userId, locale));
    yield put(localeChanged(locale, user.name));
  } catch (error) {
    yield put(toastShown({ kind: 'error', ...describeApiError(error, i18next.t as TFunction) }));
  }
}

/**
 * At login, a language the visitor picked in this visit is kept and stored on the account (e-mails follow it);
 * without such a pick, the account's stored language wins over the one the visitor was browsing in.
 */
function* adoptUserLocale(visit: Visit, action: SessionStartAction) {
  const user = action.payload.user;
  const picked = visit.visitorLocale;
  visit.visitorLocale = null;
  if (!user) return;
  if (picked) {
    yield call(switchLanguage, picked);
    if (toLocale(user.locale) !== picked) yield call(storeUserLocale, user.id, picked);
    return;
  }
  if (user.locale) yield call(switchLanguage, toLocale(user.locale));
}

function* selectLanguage(visit: Visit, action: LanguageSelectedAction) {
  const { locale } = action.payload;
  // Who picked it is who was there at the click: a login while the language switches must still find the pick.
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  if (!user) visit.visitorLocale = locale;
  // The account stores the choice while the texts load, so a page opened meanwhile already finds it.
  yield all([call(setLanguage, locale), ...(user ? [call(storeUserLocale, user.id, locale)] : [])]);
}

/**
 * The session's lifecycle: load it at boot, keep a socket open while someone is signed in, follow
 * language changes (a visitor's pick is kept at login) and the unread notifications count, and send an expired
 * session to /expired.
 */
export function* sessionSaga({ connectSocket, navigate, writtenSession = () => null }: SessionSagaDeps) {
  const visit: Visit = { visitorLocale: null };
  yield fork(socketLifecycle, connectSocket);
  yield takeLatest(LOGGED_IN, adoptUserLocale, visit);
  yield takeLatest(LANGUAGE_SELECTED, selectLanguage, visit);
  yield takeEvery(SESSION_EXPIRED, function* () {
    yield call(navigate, EXPIRED_PATH);
  });
  yield fork(loadSession, writtenSession);
}
