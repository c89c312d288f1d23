import { screen, waitFor } from '@testing-library/react';
import { rememberReturnRoute, selectUser } from '@hfl/shared-ui';
import {
  startApiServer,
  type ApiServer,
  findToast,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
} from '@hfl/shared-ui/testing';
import errorsEn from '@hfl/contracts/locales/en/errors.json' with { type: 'json' };
import registration from '../../register';

describe('login page', () => {
  let server: ApiServer;
  let authReply: { status: number; body?: unknown };

  beforeEach(async () => {
    authReply = { status: 500 };
    server = await startApiServer({
      'POST /api/auth': () => authReply,
      'POST /api/user/register/resend': () => ({ status: 202 }),
      // /secure, where a signed-in user lands, reads their memberships.
      'GET /api/leagues/memberships/me': () => ({ status: 200, body: [] }),
    });
  });

  afterEach(() => server.close());

  const open = (state?: unknown, user = null) =>
    renderRemote(registration, { path: '/login', state, user, apiBaseUrl: server.baseUrl });

  const fillAndSubmit = async (view: Awaited<ReturnType<typeof open>>, email: string, password: string) => {
    await view.user.type(await screen.findByLabelText('E-mail'), email);
    await view.user.type(screen.getByLabelText('Password'), password);
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
  };

  it('when the form is submitted empty, then it shows the spec messages and sends nothing', async () => {
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByText("You didn't fill in your e-mail")).toBeInTheDocument();
    expect(screen.getByText('Please input your password')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('when the credentials are accepted, then the user is stored and the page goes to /secure', async () => {
    authReply = { status: 200, body: { user: testUsers.player, csrfToken: 'fresh-token' } };
    const view = await open();

    await fillAndSubmit(view, ' player@example.com ', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Welcome, Kata Kovács!' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/secure');
    expect(selectUser(view.store.getState())).toEqual(testUsers.player);
    const [request] = server.requests;
    expect(request?.body).toEqual({ username: 'player@example.com', password: 'correct horse' });
    expect(request?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(request?.headers['x-locale']).toBe('en');
  });

  it('when the server answers 401, then the "Incorrect e-mail / password" toast\'s body is the service\'s message, not its title again', async () => {
    authReply = {
      status: 401,
      body: { error: { code: 'invalid_credentials', message: errorsEn.incorrectCredentials } },
    };
    const view = await open();

    await fillAndSubmit(view, 'player@example.com', 'wrong');

    const toast = await findToast('Incorrect e-mail / password');
    expect(toast).toHaveTextContent('The e-mail address or the password is wrong. Check them and try again.');
    expect(toast.textContent?.split('Incorrect e-mail / password')).toHaveLength(2);
    expect(view.router.state.location.pathname).toBe('/login');
    expect(selectUser(view.store.getState())).toBeNull();
  });

  it.each([
    ['says nothing', ''],
    ['repeats the title', 'Incorrect e-mail / password'],
  ])('when the 401 %s, then the toast still explains what was wrong', async (_case, message) => {
    authReply = { status: 401, body: { error: { code: 'invalid_credentials', message } } };
    const view = await open();

    await fillAndSubmit(view, 'player@example.com', 'wrong');

    const toast = await findToast('Incorrect e-mail / password');
    expect(toast).toHaveTextContent('The e-mail address or the password is wrong. Check them and try again.');
  });

  it('when a failed login is followed by a good one, then the failure toast goes with the login', async () => {
    authReply = { status: 401, body: { error: { code: 'invalid_credentials', message: 'No such account' } } };
    const view = await open();
    await fillAndSubmit(view, 'player@example.com', 'wrong');
    await findToast('Incorrect e-mail / password');

    authReply = { status: 200, body: { user: testUsers.player, csrfToken: 'fresh-token' } };
    await view.user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Kata Kovács!' })).toBeInTheDocument();
    expect(screen.queryByText('Incorrect e-mail / password')).not.toBeInTheDocument();
  });

  it.each([
    ['account_suspended', 'Your account has been suspended: Rude chat'],
    ['account_disabled', 'This account has been disabled.'],
  ])(
    'when the operator put a hold on the account (%s), then the toast shows why and no new link is offered',
    async (code, message) => {
      authReply = { status: 401, body: { error: { code, message } } };
      const view = await open();

      await fillAndSubmit(view, 'player@example.com', 'correct horse');

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: 'Send the confirmation link again' })).toBeNull();
      expect(selectUser(view.store.getState())).toBeNull();
    },
  );

  it('when the account is not confirmed yet, then a new link can be asked for the address; not after a wrong password', async () => {
    authReply = {
      status: 401,
      body: {
        error: {
          code: 'account_not_confirmed',
          message: 'Your account is not confirmed yet. Please click the link in the confirmation e-mail.',
        },
      },
    };
    const view = await open();

    await fillAndSubmit(view, ' Player@Example.com ', 'correct horse');
    await view.user.click(await screen.findByRole('button', { name: 'Send the confirmation link again' }));

    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/user/register/resend')).toBe(true));
    expect(await findToast('Confirmation link sent')).toHaveTextContent(
      'If player@example.com is still waiting for confirmation',
    );
    const resend = server.requests.find((r) => r.path === '/api/user/register/resend');
    expect(resend?.body).toEqual({ email: 'player@example.com' });

    authReply = {
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Incorrect e-mail / password' } },
    };
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send the confirmation link again' })).toBeNull());
  });

  it('when the server rejects a field, then its violation shows under that field', async () => {
    authReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'username', message: 'validation:emailInvalid' }],
        },
      },
    };
    const view = await open();

    await fillAndSubmit(view, 'player@example.com', 'secret');

    expect(await screen.findByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the server fails without a body, then a "Server error" toast shows', async () => {
    const view = await open();

    await fillAndSubmit(view, 'player@example.com', 'secret');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Server error');
  });

  it('when a guard sent the visitor here and he logs in, then he comes back to the page he asked for', async () => {
    authReply = { status: 200, body: { user: testUsers.player, csrfToken: 'fresh-token' } };
    const view = await open({ accessDenied: true, returnHash: rememberReturnRoute('/notifications?page=2') });

    await fillAndSubmit(view, 'player@example.com', 'correct horse');

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/notifications'));
    expect(view.router.state.location.search).toBe('?page=2');
  });

  it('when a guard sent the visitor here, then the access-denied notice shows', async () => {
    await open({ accessDenied: true });

    expect(
      await screen.findByText('Access Denied: You need to login in order to access this page'),
    ).toBeInTheDocument();
  });

  it('when opened directly, then there is no access-denied notice and the help links are offered', async () => {
    await open();

    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'No account yet? Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText(/Access Denied/)).not.toBeInTheDocument();
  });

  it('when the user is already logged in, then the page sends them to /secure', async () => {
    const view = await renderRemote(registration, {
      path: '/login',
      user: testUsers.player,
      apiBaseUrl: server.baseUrl,
    });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
  });
});
