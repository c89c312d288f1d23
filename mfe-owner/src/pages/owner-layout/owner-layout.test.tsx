import { screen, waitFor } from '@testing-library/react';
import { startApiServer, type ApiServer, renderRemote, testUsers } from '@hfl/shared-ui/testing';
import playerRegistration from '../../../../mfe-player/src/register';
import registration from '../../register';

describe('owner area guard', () => {
  let server: ApiServer;

  beforeEach(async () => {
    server = await startApiServer({
      'GET /api/settings': () => ({ status: 200, body: { timezone: 'UTC' } }),
      'POST /api/auth': () => ({ status: 200, body: { user: testUsers.owner, csrfToken: 'owner-token' } }),
    });
  });

  afterEach(() => server.close());

  it('when a visitor opens an owner page, then they are sent to /login with the access-denied flag', async () => {
    const view = await renderRemote(registration, { path: '/owner/settings', user: null, apiBaseUrl: server.baseUrl });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.state).toMatchObject({ accessDenied: true });
    expect(server.requests).toHaveLength(0);
  });

  it('when a user without SUPER_ADMIN opens the back-office, then they are sent to /secure', async () => {
    const view = await renderRemote(registration, {
      path: '/owner',
      user: testUsers.player,
      apiBaseUrl: server.baseUrl,
    });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(screen.queryByRole('heading', { name: 'Back-office' })).not.toBeInTheDocument();
  });

  it('when the owner opens /owner, then the back-office home links to the settings', async () => {
    const view = await renderRemote(registration, {
      path: '/owner',
      user: testUsers.owner,
      apiBaseUrl: server.baseUrl,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Back-office' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Site settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/owner/settings');
  });

  it('when a visitor logs in from the guard, then they come back to the owner page they asked for', async () => {
    const view = await renderRemote([playerRegistration, registration], {
      path: '/owner/settings',
      user: null,
      apiBaseUrl: server.baseUrl,
    });

    await view.user.type(await screen.findByLabelText('E-mail'), 'owner@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'owner password');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('combobox', { name: 'Timezone' })).toHaveValue('UTC');
    expect(view.router.state.location.pathname).toBe('/owner/settings');
  });
});
