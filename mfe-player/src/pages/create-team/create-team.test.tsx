import { screen, waitFor } from '@testing-library/react';
import {
  readMultipart,
  startApiServer,
  type ApiServer,
  type Reply,
  renderRemote,
  testUsers,
  findToast,
  TEAM_LOGOS,
} from '@hfl/shared-ui/testing';
import { fill } from '../../testing/account-forms';
import { readCurrentLeague } from '../../league/current-league';
import registration from '../../register';

const LINK_TOKEN = 'AbCdEfGhIjKlMnOpQrSt_-';

describe('create team page', () => {
  let server: ApiServer;
  let joinReply: Reply;
  let acceptReply: Reply;
  let linkReply: Reply;

  beforeEach(async () => {
    window.localStorage.clear();
    joinReply = { status: 201, body: { id: 'm1', status: 'active', type: null } };
    linkReply = { status: 201, body: { id: 'm2', status: 'active', type: null } };
    acceptReply = {
      status: 200,
      body: {
        id: 'inv-1',
        league: { id: 'l1' },
        status: 'active',
        team: { id: 't1', name: 'Kovács Crushers', logoUrl: null },
      },
    };
    server = await startApiServer({
      'GET /api/team-logos': () => ({ status: 200, body: TEAM_LOGOS }),
      'POST /api/leagues/l1/join': () => joinReply,
      'POST /api/invitations/inv-1/accept': () => acceptReply,
      [`POST /api/leagues/l1/invite-link/${LINK_TOKEN}/join`]: () => linkReply,
    });
  });

  afterEach(() => server.close());

  const open = (state?: unknown) =>
    renderRemote(registration, {
      path: '/leagues/l1/create-team',
      state,
      user: testUsers.player,
      apiBaseUrl: server.baseUrl,
    });

  type View = Awaited<ReturnType<typeof open>>;

  const fillTeam = async (view: View) => {
    await fill(view.user, 'Team name', 'Kovács Crushers');
    await view.user.selectOptions(screen.getByLabelText('Timezone'), 'Europe/Budapest');
    await view.user.click(await screen.findByRole('radio', { name: 'Logo 1' }));
  };

  const submit = (view: View) => view.user.click(screen.getByRole('button', { name: 'Create team' }));
  const posts = () => server.requests.filter((request) => request.method === 'POST');

  it('when opened without an intent, then the user goes to /secure', async () => {
    const view = await open();

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
  });

  it('when opened with an unknown intent, then an error shows and the user goes to /secure', async () => {
    const view = await open({ intent: 'STEAL_LEAGUE' });

    expect(await findToast('Cannot create team')).toHaveTextContent('This page was opened for an unknown purpose');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
  });

  it('when joining a league without an admin, then the team goes to join, the league becomes current and opens', async () => {
    const view = await open({ intent: 'JOIN_LEAGUE' });
    await screen.findByLabelText('Team name');
    await fillTeam(view);

    await submit(view);

    expect(await findToast('Joined league')).toHaveTextContent('You have successfully joined the league');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/leagues/l1'));
    expect(readCurrentLeague(testUsers.player.id)).toBe('l1');
    const form = await readMultipart(posts()[0]!);
    expect([...form.entries()]).toEqual([
      ['teamName', 'Kovács Crushers'],
      ['timezone', 'Europe/Budapest'],
      ['ownerLogo', TEAM_LOGOS[0]!.id],
    ]);
  });

  it('when the league has an admin, then the request is pending and the user is told to wait for an e-mail', async () => {
    joinReply = { status: 201, body: { id: 'm1', status: 'pending', type: 'REQUESTED' } };
    const view = await open({ intent: 'JOIN_LEAGUE' });
    await screen.findByLabelText('Team name');
    await fillTeam(view);

    await submit(view);

    expect(await findToast('Request to join sent')).toHaveTextContent(
      'You will receive an e-mail when the league admin confirms your request',
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(readCurrentLeague(testUsers.player.id)).toBeNull();
  });

  it("when joining through the league's invite link, then the team goes to the link's join and the new member lands in the league", async () => {
    const view = await open({ intent: 'INVITE_LINK', token: LINK_TOKEN });
    await screen.findByLabelText('Team name');
    await fillTeam(view);

    await submit(view);

    expect(await findToast('Joined league')).toHaveTextContent('You have successfully joined the league');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/leagues/l1'));
    expect(readCurrentLeague(testUsers.player.id)).toBe('l1');
    expect(posts().map((request) => request.path)).toEqual([`/api/leagues/l1/invite-link/${LINK_TOKEN}/join`]);
  });

  it('when the invite link no longer works by the time the team is sent, then its message shows and the user stays', async () => {
    linkReply = {
      status: 409,
      body: {
        error: { code: 'conflict', message: "This invite link has expired. Ask the league's admin for a new one." },
      },
    };
    const view = await open({ intent: 'INVITE_LINK', token: LINK_TOKEN });
    await screen.findByLabelText('Team name');
    await fillTeam(view);

    await submit(view);

    expect(
      await screen.findByText("This invite link has expired. Ask the league's admin for a new one."),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/leagues/l1/create-team');
  });

  it('when accepting an invitation, then the token goes with the team and the new member lands in the league', async () => {
    const view = await open({ intent: 'ACCEPT_INVITATION', invitationId: 'inv-1', confirmationToken: 'tok-123' });
    await screen.findByLabelText('Team name');
    await fillTeam(view);

    await submit(view);

    expect(await findToast('Success')).toHaveTextContent('Invitation is accepted, user is now a league member.');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/leagues/l1'));
    expect(readCurrentLeague(testUsers.player.id)).toBe('l1');
    expect(posts().map((request) => request.path)).toEqual(['/api/invitations/inv-1/accept']);
    const form = await readMultipart(posts()[0]!);
    expect(form.get('confirmationToken')).toBe('tok-123');
    expect(form.get('teamName')).toBe('Kovács Crushers');
  });

  it('when the league filled up meanwhile, then the server says so and the user stays on the form', async () => {
    joinReply = { status: 409, body: { error: { code: 'conflict', message: 'League is full' } } };
    const view = await open({ intent: 'JOIN_LEAGUE' });
    await screen.findByLabelText('Team name');
    await fillTeam(view);

    await submit(view);

    expect(await findToast('Error')).toHaveTextContent('League is full');
    expect(view.router.state.location.pathname).toBe('/leagues/l1/create-team');
  });

  it('when the team name is missing, then the spec message shows and nothing is sent', async () => {
    const view = await open({ intent: 'JOIN_LEAGUE' });
    await screen.findByLabelText('Team name');

    await submit(view);

    expect(await screen.findByText('Please input team name')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});
