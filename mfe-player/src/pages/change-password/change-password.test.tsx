import { screen, waitFor } from '@testing-library/react';
import { startApiServer, type ApiServer, type Reply, renderRemote, testUsers, findToast } from '@hfl/shared-ui/testing';
import { fill } from '../../testing/account-forms';
import { PLAYER_PROFILE } from '../../testing/profiles';
import registration from '../../register';

describe('change password page', () => {
  let server: ApiServer;
  let changeReply: Reply;

  beforeEach(async () => {
    changeReply = { status: 204 };
    server = await startApiServer({
      'POST /api/users/me/change-password': () => changeReply,
      'GET /api/users/me': () => ({ status: 200, body: PLAYER_PROFILE }),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/change-password', user: testUsers.player, apiBaseUrl: server.baseUrl });

  const change = async (view: Awaited<ReturnType<typeof open>>, current: string, next: string, confirmation = next) => {
    await screen.findByRole('button', { name: 'Change password' });
    await fill(view.user, 'Current password', current);
    await fill(view.user, 'New password', next);
    await fill(view.user, 'Confirm new password', confirmation);
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('when submitted empty, then the three spec messages show and nothing is sent', async () => {
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Please input your current password')).toBeInTheDocument();
    expect(screen.getByText('Please input new password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm new password')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('when the confirmation differs, then "Passwords don\'t match" shows', async () => {
    const view = await open();

    await change(view, 'old secret', 'new secret', 'new secrets');

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('when the new password is longer than 72 bytes (accented letters count twice), then the limit shows and nothing is sent', async () => {
    const view = await open();

    await change(view, 'old secret', 'ő'.repeat(37));

    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'Please input at most 72 characters; an accented letter or another special character counts as two or more',
      ),
    );
    expect(server.requests).toHaveLength(0);
  });

  it('when the server finds the new password too common, then its message shows under the new password', async () => {
    const message = 'This password is one of the most common ones and easy to guess, please choose another';
    changeReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'newPassword', message }],
        },
      },
    };
    const view = await open();

    await change(view, 'old secret', 'Password1');

    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(message));
    expect(view.router.state.location.pathname).toBe('/change-password');
  });

  it("when the current password is wrong, then the server's message shows under that field", async () => {
    changeReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'oldPassword', message: 'Your current password is incorrect' }],
        },
      },
    };
    const view = await open();

    await change(view, 'wrong secret', 'new secret');

    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Your current password is incorrect',
      ),
    );
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(view.router.state.location.pathname).toBe('/change-password');
  });

  it('when the password is changed, then it sends old and new only and goes to /profile with a toast', async () => {
    const view = await open();

    await change(view, 'old secret', 'new secret');

    expect(await findToast('Password updated')).toHaveTextContent('Your password has been changed');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile'));
    expect(server.requests[0]?.body).toEqual({ oldPassword: 'old secret', newPassword: 'new secret' });
  });
});
