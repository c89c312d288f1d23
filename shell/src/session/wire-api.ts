import type { i18n as I18n } from 'i18next';
import {
  configureApi,
  csrfTokenRefreshed,
  selectCsrfToken,
  sessionExpired,
  type InjectableStore,
} from '@hfl/shared-ui';

/** Connects the api client to the store: CSRF token from the session slice, a 401 ends the session. */
export function wireApi(store: InjectableStore, i18n: I18n, baseUrl?: string): void {
  configureApi({
    baseUrl,
    getCsrfToken: () => selectCsrfToken(store.getState()),
    setCsrfToken: (token) => store.dispatch(csrfTokenRefreshed(token)),
    getLocale: () => i18n.language,
    // The session saga answers sessionExpired by navigating to /expired.
    onUnauthorized: () => store.dispatch(sessionExpired()),
  });
}
