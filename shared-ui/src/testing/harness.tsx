/// <reference types="@testing-library/jest-dom" />
// jest-dom matchers are installed by the shared setup file; this brings in their types for every test importing the harness.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ROLES, type SessionUser } from '@hfl/contracts';
import {
  Spinner,
  ToastArea,
  configureApi,
  createInjectableStore,
  csrfTokenRefreshed,
  initI18n,
  selectCsrfToken,
  sessionExpired,
  sessionLoaded,
  theme,
  type InjectableStore,
  type RemoteRegistration,
} from '../index';

export const TEST_CSRF_TOKEN = 'csrf-token-under-test';

export const testUsers = {
  player: { id: 'u-player', email: 'player@example.com', name: 'Kata Kovács', roles: [ROLES.USER], locale: 'en' },
  owner: { id: 'u-owner', email: 'owner@example.com', name: 'Olga Owner', roles: [ROLES.SUPER_ADMIN], locale: 'en' },
} satisfies Record<string, SessionUser>;

/** The app's i18next (as the shell initialises it) with the remotes' namespaces, back in English. */
export async function createTestI18n(registrations: RemoteRegistration[]): Promise<I18n> {
  const i18n = await initI18n(registrations.map((registration) => registration.i18n));
  await i18n.changeLanguage('en');
  return i18n;
}

export interface RenderRemoteOptions {
  /** Where the memory router starts (a path, maybe with a query), with optional location state. */
  path: string;
  state?: unknown;
  /** The loaded session: a user, or null for a visitor. */
  user: SessionUser | null;
  /** The local test server standing in for the BFF. */
  apiBaseUrl: string;
  /** A store the test prepared (e.g. a page's saga injected first with fakes of its dependencies). */
  store?: InjectableStore;
}

/**
 * Renders one or more remotes' routes the way the shell does: one injectable store (session + toasts),
 * i18next, the theme, a data router and the toast area. Paths the remote doesn't own render
 * nothing, so a test can follow redirects through `router.state.location`.
 */
export async function renderRemote(remotes: RemoteRegistration | RemoteRegistration[], options: RenderRemoteOptions) {
  const registrations = Array.isArray(remotes) ? remotes : [remotes];
  const store = options.store ?? createInjectableStore();
  store.dispatch(sessionLoaded({ user: options.user, csrfToken: TEST_CSRF_TOKEN }));
  // As the shell applies a registration: its reducers and sagas run before its pages.
  for (const registration of registrations) {
    for (const [key, reducer] of Object.entries(registration.reducers ?? {})) store.injectReducer(key, reducer);
    for (const { key, saga } of registration.sagas ?? []) store.injectSaga(key, saga);
  }
  const i18n = await createTestI18n(registrations);
  configureApi({
    baseUrl: options.apiBaseUrl,
    getCsrfToken: () => selectCsrfToken(store.getState()),
    setCsrfToken: (token) => store.dispatch(csrfTokenRefreshed(token)),
    getLocale: () => i18n.language,
    onUnauthorized: () => {
      store.dispatch(sessionExpired());
    },
  });

  const routes: RouteObject[] = [
    {
      element: <Frame />,
      // Lazy pages load before the first render; show what the shell shows meanwhile.
      HydrateFallback: Spinner,
      children: [...registrations.flatMap((registration) => registration.routes), { path: '*', element: null }],
    },
  ];
  const { pathname, search } = new URL(options.path, 'http://localhost');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, state: options.state }] });
  const user = userEvent.setup();
  const view = render(
    <Providers store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store, router, i18n, user };
}

function Frame() {
  return (
    <>
      <Outlet />
      <ToastArea />
    </>
  );
}

function Providers({
  store,
  i18n,
  children,
}: {
  store: ReturnType<typeof createInjectableStore>;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
