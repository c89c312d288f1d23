import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ROLES, type Locale, type SessionUser } from '@hfl/contracts';

export interface SessionState {
  user: SessionUser | null;
  csrfToken: string | null;
  /** False until the first GET /api/session answered, so guards wait instead of redirecting. */
  ready: boolean;
}

export interface SessionPayload {
  user: SessionUser | null;
  csrfToken: string | null;
}

export const initialSessionState: SessionState = { user: null, csrfToken: null, ready: false };

function signedIn(_state: SessionState, action: PayloadAction<SessionPayload>): SessionState {
  return { user: action.payload.user, csrfToken: action.payload.csrfToken, ready: true };
}

function signedOut(state: SessionState): SessionState {
  // The BFF keeps the CSRF secret with the browser session; a stale token is refreshed on first use.
  return { ...state, user: null, ready: true };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loaded: signedIn,
    loggedIn: signedIn,
    loggedOut: signedOut,
    expired: signedOut,
    localeChanged: {
      reducer(state, action: PayloadAction<{ locale: Locale }>) {
        if (state.user) state.user.locale = action.payload.locale;
      },
      prepare: (locale: Locale) => ({ payload: { locale } }),
    },
    csrfTokenRefreshed: {
      reducer(state, action: PayloadAction<{ csrfToken: string | null }>) {
        state.csrfToken = action.payload.csrfToken;
      },
      prepare: (csrfToken: string | null) => ({ payload: { csrfToken } }),
    },
  },
});

export const {
  loaded: sessionLoaded,
  loggedIn,
  loggedOut,
  expired: sessionExpired,
  localeChanged,
  csrfTokenRefreshed,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** The action types, for sagas (`take`) and other slices' reducers (another user signs in next). */
export const SESSION_LOADED = sessionLoaded.type;
export const LOGGED_IN = loggedIn.type;
export const LOGGED_OUT = loggedOut.type;
export const SESSION_EXPIRED = sessionExpired.type;
export const LOCALE_CHANGED = localeChanged.type;
export const CSRF_TOKEN_REFRESHED = csrfTokenRefreshed.type;

export type SessionLoadedAction = ReturnType<typeof sessionLoaded>;
export type LoggedInAction = ReturnType<typeof loggedIn>;
export type LoggedOutAction = ReturnType<typeof loggedOut>;
export type SessionExpiredAction = ReturnType<typeof sessionExpired>;
export type LocaleChangedAction = ReturnType<typeof localeChanged>;
export type CsrfTokenRefreshedAction = ReturnType<typeof csrfTokenRefreshed>;
export type SessionAction =
  | SessionLoadedAction
  | LoggedInAction
  | LoggedOutAction
  | SessionExpiredAction
  | LocaleChangedAction
  | CsrfTokenRefreshedAction;

type WithSession = { session?: SessionState };

export const selectSession = (state: WithSession): SessionState => state.session ?? initialSessionState;
export const selectUser = (state: WithSession): SessionUser | null => selectSession(state).user;
export const selectCsrfToken = (state: WithSession): string | null => selectSession(state).csrfToken;
export const selectSessionReady = (state: WithSession): boolean => selectSession(state).ready;
export const selectIsSuperAdmin = (state: WithSession): boolean =>
  selectUser(state)?.roles.includes(ROLES.SUPER_ADMIN) ?? false;
