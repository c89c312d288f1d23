import { act, screen, waitFor } from '@testing-library/react';
import { startApiServer, type ApiServer, type Reply, renderRemote, testUsers, findToast } from '@hfl/shared-ui/testing';
import registration from '../../register';

const TOKEN = 'a'.repeat(64);
const LEAGUE_ID = '66a0000000000000000000ff';
const JOIN_PATH = `/leagues/${LEAGUE_ID}/join`;
const LEAGUE = {
  id: LEAGUE_ID,
  name: 'Alföld Liga',
  status: 'Available',
  nbMaxTeams: 8,
  nbTeams: 3,
  nbAvailableSlots: 5,
  membershipStatus: null,
  adminUser: { id: '66a0000000000000000000ee', name: 'Réka Varga' },
  createdAt: '2026-01-01T00:00:00.000Z',
  currentSeason: null,
  description: '',
  slides: [],
};

describe('account confirmation page', () => {
  let server: ApiServer;
  let confirmReply: Reply;

  beforeEach(async () => {
    confirmReply = { status: 204 };
    server = await startApiServer({
      [`POST /api/user/confirm/${TOKEN}`]: () => confirmReply,
      'POST /api/auth': () => ({ status: 200, body: { user: testUsers.player, csrfToken: 'fresh-token' } }),
      // /secure, where the new user lands, reads their memberships.
      'GET /api/leagues/memberships/me': () => ({ status: 200, body: [] }),
      // The league the registration was heading to join.
      [`GET /api/leagues/${LEAGUE_ID}`]: () => ({ status: 200, body: LEAGUE }),
    });
  });

  afterEach(() => {
    sessionStorage.clear();
    return server.close();
  });

  const open = (path: string) => renderRemote(registration, { path, user: null, apiBaseUrl: server.baseUrl });

  it('when the link is accepted, then a success toast shows and the page goes to /login', async () => {
    const view = await open(`/account/confirm/${TOKEN}`);

    const toast = await findToast('Your account was successfully confirmed');
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast).toHaveTextContent('Please login to continue');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe('POST');
  });

  it('when the confirmed user then logs in, then "Please login to continue" is gone and stays gone on /login', async () => {
    const view = await open(`/account/confirm/${TOKEN}`);
    await findToast('Your account was successfully confirmed');
    await view.user.type(await screen.findByLabelText('E-mail'), 'player@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'correct horse');

    await view.user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Kata Kovács!' })).toBeInTheDocument();
    expect(screen.queryByText('Please login to continue')).not.toBeInTheDocument();
    expect(screen.queryByText('Your account was successfully confirmed')).not.toBeInTheDocument();
    await act(() => view.router.navigate('/login'));
    expect(screen.queryByText('Please login to continue')).not.toBeInTheDocument();
  });

  it('when the link arrives under /user/confirm, then it confirms the same way', async () => {
    const view = await open(`/user/confirm/${TOKEN}`);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(server.requests.map((request) => request.path)).toEqual([`/api/user/confirm/${TOKEN}`]);
  });

  it("when the link is invalid or used, then the server's reason shows with a link to /login", async () => {
    confirmReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'This confirmation link is invalid, has expired or has already been used.',
          violations: [
            {
              property: 'confirmationToken',
              message: 'This confirmation link is invalid, has expired or has already been used.',
            },
          ],
        },
      },
    };
    const view = await open(`/account/confirm/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Your account could not be confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid, has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(view.router.state.location.pathname).toBe(`/account/confirm/${TOKEN}`);
  });

  it('when the server fails without an answer, then "Server error" shows', async () => {
    confirmReply = { status: 502 };
    await open(`/account/confirm/${TOKEN}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
  });

  const logIn = async (view: Awaited<ReturnType<typeof open>>) => {
    await view.user.type(await screen.findByLabelText('E-mail'), 'player@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'correct horse');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
  };

  it('when the link carries the league the registration was joining, then the login leads to its join confirmation (a fresh browser: nothing remembered)', async () => {
    const view = await open(`/account/confirm/${TOKEN}?next=${encodeURIComponent(JOIN_PATH)}`);
    await findToast('Your account was successfully confirmed');

    await logIn(view);

    await waitFor(() => expect(view.router.state.location.pathname).toBe(JOIN_PATH));
    expect(await screen.findByRole('dialog', { name: 'Request to join league' })).toBeInTheDocument();
  });

  it('when the link carries a page off the site or one no flow carries, then it is not followed: login leads to /secure', async () => {
    for (const next of ['https://evil.example/leagues/66a0000000000000000000ff/join', '/logout']) {
      const view = await open(`/account/confirm/${TOKEN}?next=${encodeURIComponent(next)}`);
      await findToast('Your account was successfully confirmed');

      await logIn(view);

      await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
      view.unmount();
    }
  });

  it('when the link was used already (confirmed in another browser), then "Go to login" still leads to the league', async () => {
    confirmReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'This confirmation link is invalid, has expired or has already been used.',
        },
      },
    };
    const view = await open(`/account/confirm/${TOKEN}?next=${encodeURIComponent(JOIN_PATH)}`);

    await view.user.click(await screen.findByRole('link', { name: 'Go to login' }));
    await logIn(view);

    await waitFor(() => expect(view.router.state.location.pathname).toBe(JOIN_PATH));
  });
});
