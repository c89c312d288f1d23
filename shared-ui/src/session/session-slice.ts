import type { UnknownAction } from 'redux';
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

export const SESSION_LOADED = 'session/loaded';
export const LOGGED_IN = 'session/loggedIn';
export const LOGGED_OUT = 'session/loggedOut';
export const SESSION_EXPIRED = 'session/expired';
export const LOCALE_CHANGED = 'session/localeChanged';
export const CSRF_TOKEN_REFRESHED = 'session/csrfTokenRefreshed';

export type SessionLoadedAction = { type: typeof SESSION_LOADED; payload: SessionPayload };
export type LoggedInAction = { type: typeof LOGGED_IN; payload: SessionPayload };
export type LoggedOutAction = { type: typeof LOGGED_OUT };
export type SessionExpiredAction = { type: typeof SESSION_EXPIRED };
export type LocaleChangedAction = { type: typeof LOCALE_CHANGED; payload: { locale: Locale } };
export type CsrfTokenRefreshedAction = { type: typeof CSRF_TOKEN_REFRESHED; payload: { csrfToken: string | null } };
export type SessionAction =
  | SessionLoadedAction
  | LoggedInAction
  | LoggedOutAction
  | SessionExpiredAction
  | LocaleChangedAction
  | CsrfTokenRefreshedAction;

export const sessionLoaded = (payload: SessionPayload): SessionLoadedAction => ({ type: SESSION_LOADED, payload });
export const loggedIn = (payload: SessionPayload): LoggedInAction => ({ type: LOGGED_IN, payload });
export const loggedOut = (): LoggedOutAction => ({ type: LOGGED_OUT });
export const sessionExpired = (): SessionExpiredAction => ({ type: SESSION_EXPIRED });
export const localeChanged = (locale: Locale): LocaleChangedAction => ({ type: LOCALE_CHANGED, payload: { locale } });
export const csrfTokenRefreshed = (csrfToken: string | null): CsrfTokenRefreshedAction => ({
  type: CSRF_TOKEN_REFRESHED,
  payload: { csrfToken },
});

export const initialSessionState: SessionState = { user: null, csrfToken: null, ready: false };

export function sessionReducer(state: SessionState = initialSessionState, action: UnknownAction): SessionState {
  const a = action as unknown as SessionAction;
  switch (a.type) {
    case SESSION_LOADED:
    case LOGGED_IN:
      return { user: a.payload.user, csrfToken: a.payload.csrfToken, ready: true };
    case LOGGED_OUT:
    case SESSION_EXPIRED:
      // The BFF keeps the CSRF secret with the browser session; a stale token is refreshed on first use.
      return { ...state, user: null, ready: true };
    case LOCALE_CHANGED:
      return state.user ? { ...state, user: { ...state.user, locale: a.payload.locale } } : state;
    case CSRF_TOKEN_REFRESHED:
      return { ...state, csrfToken: a.payload.csrfToken };
    default:
      return state;
  }
}

type WithSession = { session?: SessionState };

export const selectSession = (state: WithSession): SessionState => state.session ?? initialSessionState;
export const selectUser = (state: WithSession): SessionUser | null => selectSession(state).user;
export const selectCsrfToken = (state: WithSession): string | null => selectSession(state).csrfToken;
export const selectSessionReady = (state: WithSession): boolean => selectSession(state).ready;
export const selectIsSuperAdmin = (state: WithSession): boolean =>
  selectUser(state)?.roles.includes(ROLES.SUPER_ADMIN) ?? false;
