import { screen, waitFor } from '@testing-library/react';
import { formatZonedDateTime, type InviteLinkDetails, type LeagueListItem } from '@hfl/contracts';
import { consumeReturnRoute, peekReturnRoute } from '@hfl/shared-ui';
import { startApiServer, type ApiServer, type Reply, renderRemote, testUsers } from '@hfl/shared-ui/testing';
import { defaultTimezone } from '../../components/timezone-field';
import registration from '../../register';

const LEAGUE_ID = '66a0000000000000000000ff';
const TOKEN = 'AbCdEfGhIjKlMnOpQrSt_-';
const PATH = `/leagues/${LEAGUE_ID}/join/${TOKEN}`;

function linkDetails(overrides: Partial<LeagueListItem> = {}): InviteLinkDetails {
  return {
    league: {
      id: LEAGUE_ID,
      name: 'Alföld Liga',
      status: 'Available',
      nbMaxTeams: 8,
      nbTeams: 3,
      nbAvailableSlots: 4,
      membershipStatus: null,
      adminUser: { id: '66a0000000000000000000ee', name: 'Réka Varga' },
      createdAt: '2031-08-01T10:00:00.000Z',
      currentSeason: null,
      ...overrides,
    },
    expiresAt: '2031-09-08T10:00:00.000Z',
  };
}

describe('invite link page', () => {
  let server: ApiServer;
  let reply: Reply;

  beforeEach(async () => {
    reply = { status: 200, body: linkDetails() };
    server = await startApiServer({
      [`GET /api/leagues/${LEAGUE_ID}/invite-link/${TOKEN}`]: () => reply,
      'GET /api/team-logos': () => ({ status: 200, body: [] }),
    });
  });

  afterEach(() => {
    sessionStorage.clear();
    return server.close();
  });

  const open = (user = testUsers.player as typeof testUsers.player | null) =>
    renderRemote(registration, { path: PATH, user, apiBaseUrl: server.baseUrl });

  it('when a visitor opens the link, then the league shows with its admin, slots and the link’s expiry, and registering leads back here', async () => {
    const view = await open(null);

    expect(await screen.findByRole('heading', { name: 'Invitation to Alföld Liga' })).toBeInTheDocument();
    expect(screen.getByText('Réka Varga')).toBeInTheDocument();
    expect(screen.getByText('3/8')).toBeInTheDocument();
    expect(screen.getByText('Link valid until')).toBeInTheDocument();
    // On the reader's own clock.
    expect(screen.getByText(formatZonedDateTime('2031-09-08 10:00:00', defaultTimezone()))).toBeInTheDocument();
    expect(screen.getByText('Create an account or log in to join the league.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Create an account' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/register'));
    const hash = new URLSearchParams(view.router.state.location.search).get('hash');
    expect(peekReturnRoute(hash!)).toBe(PATH);
  });

  it('when a visitor chooses to log in, then the login carries the way back here', async () => {
    const view = await open(null);

    await view.user.click(await screen.findByRole('button', { name: 'Login' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    const { returnHash } = view.router.state.location.state as { returnHash: string };
    expect(consumeReturnRoute(returnHash)).toBe(PATH);
  });

  it('when a user opens it, then "Join the league" opens the team form with the link as its intent', async () => {
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Join the league' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_ID}/create-team`));
    expect(view.router.state.location.state).toEqual({ intent: 'INVITE_LINK', token: TOKEN });
    expect(await screen.findByLabelText('Team name')).toBeInTheDocument();
  });

  it('when a member opens it, then he is told so and sent to his league', async () => {
    reply = { status: 200, body: linkDetails({ membershipStatus: 'active' }) };
    await open();

    expect(await screen.findByText('You are already a member of this league.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the league' })).toHaveAttribute('href', `/leagues/${LEAGUE_ID}`);
    expect(screen.queryByRole('button', { name: 'Join the league' })).not.toBeInTheDocument();
  });

  it('when the user has a request waiting in a full league, then he can still join right away', async () => {
    reply = { status: 200, body: linkDetails({ membershipStatus: 'pending', nbAvailableSlots: 0, status: 'Full' }) };
    await open();

    expect(
      await screen.findByText(
        'Your request to join is still waiting for the admin. With this link you can join right away.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the league' })).toBeInTheDocument();
  });

  it('when the league is full, then it says so and offers the other leagues', async () => {
    reply = { status: 200, body: linkDetails({ nbAvailableSlots: 0, status: 'Full' }) };
    await open();

    expect(await screen.findByRole('alert')).toHaveTextContent('This league is full: there is no open slot left.');
    expect(screen.getByRole('link', { name: 'Browse leagues' })).toHaveAttribute('href', '/leagues');
    expect(screen.queryByRole('button', { name: 'Join the league' })).not.toBeInTheDocument();
  });

  it('when the link was revoked or has expired, then the reason shows on the page', async () => {
    reply = {
      status: 409,
      body: {
        error: { code: 'conflict', message: "This invite link has expired. Ask the league's admin for a new one." },
      },
    };
    await open(null);

    expect(await screen.findByRole('heading', { name: 'This invite link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "This invite link has expired. Ask the league's admin for a new one.",
    );
    expect(screen.getByRole('link', { name: 'Browse leagues' })).toBeInTheDocument();
  });
});
