import { screen, waitFor } from '@testing-library/react';
import { startApiServer, type ApiServer, type Reply, renderRemote, testUsers, findToast } from '@hfl/shared-ui/testing';
import { fill } from '../../testing/account-forms';
import { PLAYER_PROFILE } from '../../testing/profiles';
import registration from '../../register';

describe('change e-mail page', () => {
  let server: ApiServer;
  let requestReply: Reply;

  beforeEach(async () => {
    requestReply = { status: 202 };
    server = await startApiServer({
      'POST /api/users/me/email-change/request': () => requestReply,
      'GET /api/users/me': () => ({ status: 200, body: PLAYER_PROFILE }),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/change-email', user: testUsers.player, apiBaseUrl: server.baseUrl });

  const request = async (
    view: Awaited<ReturnType<typeof open>>,
    email: string,
    confirmation = email,
    password = 'my secret',
  ) => {
    await screen.findByRole('button', { name: 'Send confirmation link' });
    await fill(view.user, 'New e-mail', email);
    await fill(view.user, 'Confirm new e-mail', confirmation);
    await fill(view.user, 'Current password', password);
    await view.user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  };

  it('when submitted empty, then the spec messages show and nothing is sent', async () => {
    const view = await open();
    expect(await screen.findByText('Your current e-mail address: player@example.com')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Send confirmation link' }));

    expect(await screen.findByText('Please input your new e-mail')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new e-mail')).toBeInTheDocument();
    expect(screen.getByText('Please input your current password')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('when the addresses are malformed or differ, then the format and mismatch messages show', async () => {
    const view = await open();

    await request(view, 'kata.example.com', 'kata@example.com');

    expect(await screen.findByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(screen.getByText('E-mails must match')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('when the link is requested, then it sends the new address and goes to /profile saying where the link went', async () => {
    const view = await open();

    await request(view, ' Kata.New@Example.com ', 'kata.new@example.com');

    const toast = await findToast('E-mail change requested');
    expect(toast).toHaveTextContent('We have sent a link to your new address (kata.new@example.com).');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile'));
    expect(server.requests[0]?.body).toEqual({ newEmail: 'kata.new@example.com', currentPassword: 'my secret' });
  });

  it("when the address is already the user's, then the server's message shows under the new e-mail", async () => {
    requestReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'newEmail', message: 'This is already your e-mail address' }],
        },
      },
    };
    const view = await open();

    await request(view, 'player@example.com');

    await waitFor(() =>
      expect(screen.getByLabelText('New e-mail')).toHaveAccessibleDescription('This is already your e-mail address'),
    );
  });

  it("when the current password is wrong, then the server's message shows under it and the page stays", async () => {
    requestReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'currentPassword', message: 'Your current password is incorrect' }],
        },
      },
    };
    const view = await open();

    await request(view, 'kata.new@example.com', 'kata.new@example.com', 'wrong secret');

    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Your current password is incorrect',
      ),
    );
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(view.router.state.location.pathname).toBe('/change-email');
  });
});
