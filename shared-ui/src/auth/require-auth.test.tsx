import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ROLES, type SessionUser } from '@hfl/contracts';
import {
  RequireAuth,
  consumeReturnRoute,
  createInjectableStore,
  selectSessionExpired,
  sessionExpired,
  sessionExpiryShown,
  sessionLoaded,
} from '../index';
import { renderWithProviders } from '../testing/render';

function LoginProbe() {
  const location = useLocation();
  const state = location.state as { accessDenied?: boolean; returnHash?: string } | null;
  return (
    <p>
      login page {state?.accessDenied ? 'access denied' : ''} hash={state?.returnHash}
    </p>
  );
}

function routerAt(path: string, role?: 'SUPER_ADMIN') {
  return createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '/secure', element: <p>secure page</p> },
      { path: '/expired', element: <p>expired page</p> },
      {
        path: '/owner/settings',
        element: (
          <RequireAuth role={role}>
            <p>protected content</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
}

const user: SessionUser = { id: 'u1', email: 'u@hfl.hu', name: 'U', roles: [ROLES.USER], locale: 'en' };

describe('RequireAuth', () => {
  beforeEach(() => sessionStorage.clear());

  it('when a visitor opens a guarded page, then they go to /login with accessDenied and the route is remembered', async () => {
    const store = createInjectableStore();
    store.dispatch(sessionLoaded({ user: null, csrfToken: 't' }));

    await renderWithProviders(<RouterProvider router={routerAt('/owner/settings?tab=1')} />, store);

    const login = await screen.findByText(/login page access denied/);
    const hash = /hash=(\w+)/.exec(login.textContent ?? '')?.[1];
    expect(consumeReturnRoute(hash)).toBe('/owner/settings?tab=1');
    expect(screen.queryByText('protected content')).not.toBeInTheDocument();
  });

  it('when the session is still loading, then it waits and shows the content once the user is known', async () => {
    const store = createInjectableStore();

    await renderWithProviders(<RouterProvider router={routerAt('/owner/settings')} />, store);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    act(() => {
      store.dispatch(sessionLoaded({ user, csrfToken: 't' }));
    });
    expect(screen.getByText('protected content')).toBeInTheDocument();
  });

  it('when the user lacks the role, then they go to /secure', async () => {
    const store = createInjectableStore();
    store.dispatch(sessionLoaded({ user, csrfToken: 't' }));

    await renderWithProviders(<RouterProvider router={routerAt('/owner/settings', ROLES.SUPER_ADMIN)} />, store);

    expect(await screen.findByText('secure page')).toBeInTheDocument();
  });

  it('when the session ends mid-use (a 401), then the page goes to /expired, not to "Access Denied" on /login', async () => {
    const store = createInjectableStore();
    store.dispatch(sessionLoaded({ user, csrfToken: 't' }));
    const router = routerAt('/owner/settings');
    await renderWithProviders(<RouterProvider router={router} />, store);
    expect(screen.getByText('protected content')).toBeInTheDocument();

    act(() => {
      store.dispatch(sessionExpired());
    });

    expect(await screen.findByText('expired page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/expired');
    expect(screen.queryByText(/access denied/)).not.toBeInTheDocument();
  });

  it('when /expired has said so, then a guarded page treats the former user as a visitor again', async () => {
    const store = createInjectableStore();
    store.dispatch(sessionLoaded({ user, csrfToken: 't' }));
    store.dispatch(sessionExpired());
    store.dispatch(sessionExpiryShown());
    expect(selectSessionExpired(store.getState())).toBe(false);

    await renderWithProviders(<RouterProvider router={routerAt('/owner/settings')} />, store);

    expect(await screen.findByText(/login page access denied/)).toBeInTheDocument();
  });
});
