/**
 * @jest-environment <rootDir>/test/jsdom-with-fetch.ts
 */
import { screen, waitFor } from '@testing-library/react';
import { startApiServer, type ApiServer } from '../../../test/api-server';
import { renderRemote, testUsers } from '../../../test/harness';
import registration from '../../register';

describe('secure landing page', () => {
  let server: ApiServer;

  beforeEach(async () => {
    server = await startApiServer({});
  });

  afterEach(() => server.close());

  it('when a SUPER_ADMIN arrives, then they are sent to /owner', async () => {
    const view = await renderRemote(registration, { path: '/secure', user: testUsers.owner, apiBaseUrl: server.baseUrl });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/owner'));
  });

  it('when a user without leagues arrives, then the welcome and the no-membership choices show', async () => {
    await renderRemote(registration, { path: '/secure', user: testUsers.player, apiBaseUrl: server.baseUrl });

    expect(await screen.findByRole('heading', { name: 'Welcome, Kata Kovács!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose League' })).toBeInTheDocument();
    expect(screen.getByText('You are not a member of any league yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join a League' })).toHaveAttribute('href', '/leagues');
    expect(screen.getByRole('link', { name: 'Create a New League' })).toHaveAttribute('href', '/create-league');
  });

  it('when a visitor arrives, then they are sent to /login with the access-denied flag', async () => {
    const view = await renderRemote(registration, { path: '/secure', user: null, apiBaseUrl: server.baseUrl });

    expect(
      await screen.findByText('Access Denied: You need to login in order to access this page'),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
  });
});
