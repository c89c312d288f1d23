import { screen, waitFor, within } from '@testing-library/react';
import { consumeReturnRoute } from '@hfl/shared-ui';
import { startApiServer, type ApiServer, renderRemote, testUsers } from '@hfl/shared-ui/testing';
import registration from '../../register';

describe('owner area guard', () => {
  let server: ApiServer;

  beforeEach(async () => {
    server = await startApiServer({
      'GET /api/settings': () => ({ status: 200, body: { timezone: 'UTC' } }),
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

  it('when the owner opens a section, then the back-office menu lists every section once, the open one marked', async () => {
    await renderRemote(registration, { path: '/owner/settings', user: testUsers.owner, apiBaseUrl: server.baseUrl });

    const menu = await screen.findByRole('navigation', { name: 'Back-office navigation' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Users',
      'Teams',
      'Seasons',
      'Game stats',
      'Player stats',
      'Rosters',
      'Scoring',
      'Leagues',
      'Leaderboard',
      'Blog',
      'Files and ads',
      'Settings',
    ]);
    expect(links.filter((link) => link.classList.contains('active')).map((link) => link.textContent)).toEqual([
      'Settings',
    ]);
  });

  it('when the folded menu button is pressed, then the sections open; Escape folds them and gives the button the focus back, a section followed folds them too', async () => {
    const view = await renderRemote(registration, {
      path: '/owner',
      user: testUsers.owner,
      apiBaseUrl: server.baseUrl,
    });
    const menu = await screen.findByRole('navigation', { name: 'Back-office navigation' });
    // jsdom applies no media query: the button stays as wide screens have it (not displayed, so nameless to queries).
    const toggle = screen
      .getAllByRole('button', { hidden: true })
      .find((button) => button.textContent === '☰Back-office menu')!;
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('✕Back-office menu');
    await view.user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await view.user.click(toggle);
    await view.user.click(within(menu).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  // The login page is mfe-player's (its own test logs in and follows the remembered route): here, what it is given.
  it('when a visitor is sent to /login from an owner page, then that page is remembered for after the login', async () => {
    const view = await renderRemote(registration, {
      path: '/owner/settings?tab=general',
      user: null,
      apiBaseUrl: server.baseUrl,
    });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    const { returnHash } = view.router.state.location.state as { returnHash: string };
    expect(consumeReturnRoute(returnHash)).toBe('/owner/settings?tab=general');
  });
});
