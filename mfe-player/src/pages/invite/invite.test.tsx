import { act, screen, waitFor } from '@testing-library/react';
import { fill } from '../../testing/account-forms';
import type { LeagueDetails } from '@hfl/contracts';
import {
  startApiServer,
  type ApiServer,
  type Reply,
  renderRemote,
  testUsers,
  findToast,
  ADMINISTERED_LEAGUE,
  leagueDetails,
} from '@hfl/shared-ui/testing';
import registration from '../../register';

const LEAGUE_ID = ADMINISTERED_LEAGUE.id;
const PLAYER_AS_ADMIN = { id: testUsers.player.id, name: testUsers.player.name };

describe('invite page', () => {
  let server: ApiServer;
  let inviteReply: Reply;
  let league: LeagueDetails;

  beforeEach(async () => {
    league = leagueDetails({ ...ADMINISTERED_LEAGUE, adminUser: PLAYER_AS_ADMIN });
    inviteReply = { status: 201, body: { id: 'p1', status: 'pending', type: 'INVITED', email: 'bea@example.com' } };
    server = await startApiServer({
      [`GET /api/leagues/${LEAGUE_ID}`]: () => ({ status: 200, body: league }),
      [`POST /api/leagues/${LEAGUE_ID}/invite`]: () => inviteReply,
    });
  });

  afterEach(() => server.close());

  /** Opens the page from another one, as the settings page's Invite link does, so there is a page to go back to. */
  const open = async () => {
    const view = await renderRemote(registration, {
      path: '/previous-page',
      user: testUsers.player,
      apiBaseUrl: server.baseUrl,
    });
    await act(() => view.router.navigate(`/invite/${LEAGUE_ID}`));
    await screen.findByLabelText('E-mail');
    return view;
  };

  type View = Awaited<ReturnType<typeof open>>;
  const submit = (view: View) => view.user.click(screen.getByRole('button', { name: 'Send invitation' }));

  it('when opened, then the league and its open slots show', async () => {
    await open();

    expect(screen.getByRole('heading', { name: 'Invite to Szeged Sharks' })).toBeInTheDocument();
    expect(screen.getByText('Open slots: 5')).toBeInTheDocument();
  });

  it('when an address is invited, then it is posted, the toast names the recipient and the page goes back', async () => {
    const view = await open();
    await fill(view.user, 'E-mail', ' Bea@Example.com ');

    await submit(view);

    expect(await findToast('Invitation sent to the following recipient')).toHaveTextContent('bea@example.com');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/previous-page'));
    const invite = server.requests.find((request) => request.method === 'POST');
    expect(invite?.body).toEqual({ email: 'bea@example.com' });
  });

  it.each([
    ['a member who is not the admin', () => ADMINISTERED_LEAGUE, "Only the league's admin can invite new members."],
    [
      'the admin of a full league',
      () => ({ ...ADMINISTERED_LEAGUE, adminUser: PLAYER_AS_ADMIN, nbAvailableSlots: 0, status: 'Full' as const }),
      'The league is full: there is no open slot to invite anyone into.',
    ],
  ])('when %s opens it, then no form shows, only why', async (_who, listed, why) => {
    league = leagueDetails(listed());
    await renderRemote(registration, {
      path: `/invite/${LEAGUE_ID}`,
      user: testUsers.player,
      apiBaseUrl: server.baseUrl,
    });

    expect(await screen.findByText((text) => text.startsWith(why))).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the league' })).toHaveAttribute('href', `/leagues/${LEAGUE_ID}`);
  });

  it('when the league fills up while the form is open, then the server says so and the page stays', async () => {
    inviteReply = { status: 409, body: { error: { code: 'conflict', message: 'League is full' } } };
    const view = await open();
    await fill(view.user, 'E-mail', 'bea@example.com');

    await submit(view);

    expect(await findToast('Error')).toHaveTextContent('League is full');
    expect(view.router.state.location.pathname).toBe(`/invite/${LEAGUE_ID}`);
  });

  it('when the address is not an e-mail, then the form says so and nothing is sent', async () => {
    const view = await open();
    await fill(view.user, 'E-mail', 'not-an-address');

    await submit(view);

    expect(await screen.findByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('when opened directly and cancelled, then the settings page opens', async () => {
    const view = await renderRemote(registration, {
      path: `/invite/${LEAGUE_ID}`,
      user: testUsers.player,
      apiBaseUrl: server.baseUrl,
    });
    await screen.findByLabelText('E-mail');

    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/settings'));
  });
});
