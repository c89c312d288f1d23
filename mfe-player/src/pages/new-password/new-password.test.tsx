import { screen, waitFor } from '@testing-library/react';
import { startApiServer, type ApiServer, type Reply, renderRemote, findToast } from '@hfl/shared-ui/testing';
import { fill } from '../../testing/account-forms';
import registration from '../../register';

const TOKEN = 'b'.repeat(64);
const LINK_INVALID =
  'This password reset link is invalid, has expired or has already been used. Please request a new one.';

describe('new password page (reset link)', () => {
  let server: ApiServer;
  let resetReply: Reply;

  beforeEach(async () => {
    resetReply = { status: 204 };
    server = await startApiServer({ 'POST /api/users/reset-password': () => resetReply });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: `/reset-password/${TOKEN}`, user: null, apiBaseUrl: server.baseUrl });

  const setPassword = async (view: Awaited<ReturnType<typeof open>>, password: string, confirmation: string) => {
    await screen.findByRole('button', { name: 'Save new password' });
    await fill(view.user, 'New password', password);
    await fill(view.user, 'Confirm new password', confirmation);
    await view.user.click(screen.getByRole('button', { name: 'Save new password' }));
  };

  it('when the passwords are missing, short or differ, then the spec messages show and nothing is sent', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Please input new password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm new password')).toBeInTheDocument();

    await setPassword(view, 'short', 'other');

    expect(await screen.findByText('Please input at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('when the new password is saved, then it sends the token and goes to /login with a success toast', async () => {
    const view = await open();

    await setPassword(view, 'a new secret', 'a new secret');

    const toast = await findToast('Password updated');
    expect(toast).toHaveTextContent('You can now login with your new password');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(server.requests[0]?.body).toEqual({ resetPasswordToken: TOKEN, newPassword: 'a new secret' });
  });

  it('when the link is expired or used, then the reason given for the token shows at the top of the form', async () => {
    resetReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'resetPasswordToken', message: LINK_INVALID }],
        },
      },
    };
    const view = await open();

    await setPassword(view, 'a new secret', 'a new secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset-password');
    expect(view.router.state.location.pathname).toBe(`/reset-password/${TOKEN}`);
  });
});
