import { screen, waitFor } from '@testing-library/react';
import { selectUser } from '@hfl/shared-ui';
import {
  startApiServer,
  type ApiServer,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
} from '@hfl/shared-ui/testing';
import registration from '../../register';

describe('logout page', () => {
  let server: ApiServer;
  let answerLogout: (reply: Reply) => void;

  beforeEach(async () => {
    server = await startApiServer({
      'POST /api/logout': () => new Promise<Reply>((resolve) => (answerLogout = resolve)),
    });
  });

  afterEach(() => server.close());

  it('when opened, then it signs out on the server, clears the session and goes home', async () => {
    const view = await renderRemote(registration, {
      path: '/logout',
      user: testUsers.player,
      apiBaseUrl: server.baseUrl,
    });

    expect(await screen.findByText('Signing you out…')).toBeInTheDocument();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(selectUser(view.store.getState())).toEqual(testUsers.player);

    answerLogout({ status: 204 });

    // Home is the shell's page: here the router's location says where the player went.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(selectUser(view.store.getState())).toBeNull();
    expect(server.requests[0]?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
  });
});
