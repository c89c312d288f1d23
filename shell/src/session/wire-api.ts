import type { i18n as I18n } from 'i18next';
import {
  configureApi,
  csrfTokenRefreshed,
  selectCsrfToken,
  selectSessionExpired,
  selectUser,
  sessionExpired,
  type InjectableStore,
} from '@hfl/shared-ui/core';

/**
 * Connects the api client to the store: CSRF token from the session slice, a 401 ends the signed-in session.
 * A visitor's 401 (they had no session to end) is left to the page that made the call.
 */
export function wireApi(store: InjectableStore, i18n: I18n, baseUrl?: string): void {
  configureApi({
    baseUrl,
    getCsrfToken: () => selectCsrfToken(store.getState()),
    setCsrfToken: (token) => store.dispatch(csrfTokenRefreshed(token)),
    getLocale: () => i18n.language,
    onUnauthorized: () => {
      // The first of several calls failing together ends it (the session saga then navigates to /expired); the
      // others only belong to the same end.
      if (!selectUser(store.getState())) return selectSessionExpired(store.getState());
      store.dispatch(sessionExpired());
      return true;
    },
  });
}
