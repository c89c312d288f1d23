import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { SessionUser } from '@hfl/contracts';
import { selectCsrfToken, sessionLoaded } from '@hfl/shared-ui';

/**
 * Puts what accounts answered (the session user, or a profile that includes it) in the store after a change the
 * BFF already copied into the session (a new e-mail, a new name). `sessionLoaded`, not `loggedIn`: nobody signed
 * in anew, so the shell must not treat it as a login. The CSRF token is read when the answer arrives, since the
 * api client may have refreshed it during the call.
 */
export function useRefreshSessionUser(): (answer: SessionUser) => void {
  const store = useStore();
  return useCallback(
    ({ id, email, name, roles, locale }: SessionUser) => {
      const csrfToken = selectCsrfToken(store.getState() as Parameters<typeof selectCsrfToken>[0]);
      store.dispatch(sessionLoaded({ user: { id, email, name, roles, locale }, csrfToken }));
    },
    [store],
  );
}
