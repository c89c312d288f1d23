import { screen, waitFor } from '@testing-library/react';
import { startApiServer, type ApiServer, type Reply, renderRemote } from '@hfl/shared-ui/testing';
import { fill } from '../../testing/account-forms';
import registration from '../../register';

const SENT_NOTICE =
  'If an account is registered with this address, you will receive an e-mail with a link to set a new password shortly.';

describe('forgot password page', () => {
  let server: ApiServer;
  let requestReply: Reply;

  beforeEach(async () => {
    requestReply = { status: 202 };
    server = await startApiServer({ 'POST /api/users/password-reset/request': () => requestReply });
  });

  afterEach(() => server.close());

  const open = () => renderRemote(registration, { path: '/reset-password', user: null, apiBaseUrl: server.baseUrl });

  const request = async (view: Awaited<ReturnType<typeof open>>, email: string) => {
    await screen.findByRole('button', { name: 'Send reset link' });
    await fill(view.user, 'E-mail', email);
    await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  };

  it('when submitted empty or with a malformed address, then the spec messages show and nothing is sent', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText("You didn't fill in your e-mail")).toBeInTheDocument();

    await request(view, 'not-an-address');

    expect(await screen.findByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it.each(['known@example.com', 'nobody@example.com'])(
    'when the server accepts the request for %s (202), then the one "requested" notice shows',
    async (email) => {
      const view = await open();

      await request(view, ` ${email.toUpperCase()} `);

      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent('Password reset requested');
      expect(notice).toHaveTextContent(SENT_NOTICE);
      expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
      expect(server.requests[0]?.body).toEqual({ email });
    },
  );

  it('when the server answers 429, then an error toast carries its message and the form stays', async () => {
    requestReply = {
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' } },
    };
    const view = await open();

    await request(view, 'kata@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('when Cancel is chosen, then the page goes to /login', async () => {
    const view = await open();

    await view.user.click(await screen.findByRole('link', { name: 'Cancel' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
  });
});
