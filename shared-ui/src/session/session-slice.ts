import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ROLES, type Locale, type SessionAnswer, type SessionUser } from '@hfl/contracts';

export interface SessionState {
  user: SessionUser | null;
  csrfToken: string | null;
  /** False until the first GET /api/session answered, so guards wait instead of redirecting. */
  ready: boolean;
  /**
   * True from the moment a signed-in session ended mid-use (a 401) until /expired has said so: a guard then leads
   * to /expired, not to the visitor's "Access Denied" on /login.
   */
  expired?: boolean;
}

export type SessionPayload = SessionAnswer;

export const initialSessionState: SessionState = { user: null, csrfToken: null, ready: false };

function signedIn(_state: SessionState, action: PayloadAction<SessionPayload>): SessionState {
  return { user: action.payload.user, csrfToken: action.payload.csrfToken, ready: true };
}

function signedOut(state: SessionState): SessionState {
  // The BFF keeps the CSRF secret with the browser session; a stale token is refreshed on first use.
  return { csrfToken: state.csrfToken, user: null, ready: true };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loaded: signedIn,
    loggedIn: signedIn,
    loggedOut: signedOut,
    expired: (state) => ({ ...signedOut(state), expired: true }),
    /** /expired told the user their session ended: from now on they are a visitor like any other. */
    expiryShown: (state) => {
      delete state.expired;
    },
    /** The user's language changed; so did their name where a language writes it otherwise ("Szabó Anna"). */
    localeChanged: {
      reducer(state, action: PayloadAction<{ locale: Locale; name?: string }>) {
        if (!state.user) return;
        state.user.locale = action.payload.locale;
        if (action.payload.name) state.user.name = action.payload.name;
      },
      prepare: (locale: Locale, name?: string) => ({ payload: { locale, name } }),
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
  expiryShown: sessionExpiryShown,
  localeChanged,
  csrfTokenRefreshed,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** The action types, for sagas (`take`) and other slices' reducers (another user signs in next). */
export const SESSION_LOADED = sessionLoaded.type;
export const LOGGED_IN = loggedIn.type;
export const LOGGED_OUT = loggedOut.type;
export const SESSION_EXPIRED = sessionExpired.type;
export const SESSION_EXPIRY_SHOWN = sessionExpiryShown.type;
export const LOCALE_CHANGED = localeChanged.type;
export const CSRF_TOKEN_REFRESHED = csrfTokenRefreshed.type;

export type SessionLoadedAction = ReturnType<typeof sessionLoaded>;
export type LoggedInAction = ReturnType<typeof loggedIn>;
export type LoggedOutAction = ReturnType<typeof loggedOut>;
export type SessionExpiredAction = ReturnType<typeof sessionExpired>;
export type SessionExpiryShownAction = ReturnType<typeof sessionExpiryShown>;
export type LocaleChangedAction = ReturnType<typeof localeChanged>;
export type CsrfTokenRefreshedAction = ReturnType<typeof csrfTokenRefreshed>;
export type SessionAction =
  | SessionLoadedAction
  | LoggedInAction
  | LoggedOutAction
  | SessionExpiredAction
  | SessionExpiryShownAction
  | LocaleChangedAction
  | CsrfTokenRefreshedAction;

type WithSession = { session?: SessionState };

export const selectSession = (state: WithSession): SessionState => state.session ?? initialSessionState;
export const selectUser = (state: WithSession): SessionUser | null => selectSession(state).user;
export const selectCsrfToken = (state: WithSession): string | null => selectSession(state).csrfToken;
export const selectSessionReady = (state: WithSession): boolean => selectSession(state).ready;
/** The signed-in session ended mid-use and /expired has not said so yet. */
export const selectSessionExpired = (state: WithSession): boolean => selectSession(state).expired ?? false;
export const selectIsSuperAdmin = (state: WithSession): boolean =>
  selectUser(state)?.roles.includes(ROLES.SUPER_ADMIN) ?? false;
