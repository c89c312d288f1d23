import { screen, waitFor } from '@testing-library/react';
import { selectUser } from '@hfl/shared-ui';
import {
  startApiServer,
  type ApiServer,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import { PLAYER_PROFILE } from '../../testing/profiles';
import registration from '../../register';

const TOKEN = 'c'.repeat(64);
const LINK_INVALID =
  'This e-mail change link is invalid, has expired or has already been used. Please request a new one.';

describe('e-mail change link page', () => {
  let server: ApiServer;
  let changeReply: Reply;

  beforeEach(async () => {
    changeReply = { status: 200, body: { ...testUsers.player, email: 'kata.new@example.com' } };
    server = await startApiServer({
      'POST /api/users/me/email-change': () => changeReply,
      'GET /api/users/me': () => ({ status: 200, body: { ...PLAYER_PROFILE, email: 'kata.new@example.com' } }),
    });
  });

  afterEach(() => server.close());

  const open = (user: typeof testUsers.player | null = testUsers.player) =>
    renderRemote(registration, { path: `/change-email/${TOKEN}`, user, apiBaseUrl: server.baseUrl });

  it('when the link is accepted, then the session takes the new address and /profile shows with a toast', async () => {
    const view = await open();

    expect(await findToast('E-mail changed')).toHaveTextContent('Your e-mail address is now kata.new@example.com');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile'));
    expect(selectUser(view.store.getState())).toEqual({ ...testUsers.player, email: 'kata.new@example.com' });
    expect(view.store.getState().session?.csrfToken).toBe(TEST_CSRF_TOKEN);
    const [change] = server.requests;
    expect(change?.path).toBe('/api/users/me/email-change');
    expect(change?.body).toEqual({ emailChangeToken: TOKEN });
  });

  it('when the link is invalid or used, then the reason shows with a way to ask for a new link', async () => {
    changeReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: LINK_INVALID,
          violations: [{ property: 'emailChangeToken', message: LINK_INVALID }],
        },
      },
    };
    const view = await open();

    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address could not be changed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/change-email');
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/profile');
    expect(selectUser(view.store.getState())).toEqual(testUsers.player);
  });

  it('when a visitor opens the link, then they are sent to /login and nothing is sent', async () => {
    const view = await open(null);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(server.requests).toHaveLength(0);
  });
});
