import { screen, waitFor } from '@testing-library/react';
import { consumeReturnRoute } from '@hfl/shared-ui';
import { startApiServer, type ApiServer, type Reply, renderRemote, testUsers, findToast } from '@hfl/shared-ui/testing';
import registration from '../../register';

const LINK = '/invitation/accept/inv-1/tok-123';

describe('invitation acceptance page', () => {
  let server: ApiServer;
  let invitationReply: Reply;

  beforeEach(async () => {
    invitationReply = {
      status: 200,
      body: { league: { id: 'l1', name: 'Budapest Bulls' }, email: 'player@example.com' },
    };
    server = await startApiServer({ 'GET /api/invitations/inv-1': () => invitationReply });
  });

  afterEach(() => server.close());

  const open = (user: typeof testUsers.player | null = testUsers.player) =>
    renderRemote(registration, { path: LINK, user, apiBaseUrl: server.baseUrl });

  it('when a visitor follows the link, then they are told to register and go to /register with the hash of this link', async () => {
    const view = await open(null);

    expect(await findToast('Account is required in order to accept invitations')).toHaveTextContent(
      'Please register or login first',
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/register'));
    const hash = new URLSearchParams(view.router.state.location.search).get('hash');
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(consumeReturnRoute(hash)).toBe(LINK);
    expect(server.requests).toHaveLength(0);
  });

  it('when a user accepts, then the team form opens with intent ACCEPT_INVITATION and the token', async () => {
    const view = await open();

    expect(
      await screen.findByText('You have been invited to join Budapest Bulls. Do you accept the invitation?'),
    ).toBeInTheDocument();
    expect(server.requests[0]?.search).toBe('?token=tok-123');
    await view.user.click(screen.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/leagues/l1/create-team'));
    expect(view.router.state.location.state).toEqual({
      intent: 'ACCEPT_INVITATION',
      invitationId: 'inv-1',
      confirmationToken: 'tok-123',
    });
  });

  it('when a user cancels, then the leagues list opens', async () => {
    const view = await open();

    await view.user.click(await screen.findByRole('link', { name: 'Cancel' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/leagues'));
  });

  it('when the link was already used, then the server says so on the page with a way to the leagues', async () => {
    invitationReply = {
      status: 409,
      body: { error: { code: 'conflict', message: 'This invitation has already been used' } },
    };
    await open();

    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has already been used');
    expect(screen.getByRole('heading', { name: 'This invitation cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse leagues' })).toHaveAttribute('href', '/leagues');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});
