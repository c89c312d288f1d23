import { screen, waitFor, within } from '@testing-library/react';
import type { MyMembership, SessionUser } from '@hfl/contracts';
import {
  startApiServer,
  type ApiServer,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import {
  LEAGUE_A,
  LEAGUE_B,
  adminOfAMemberOfB,
  leagueDetails,
  leagueHomeRoutes,
  membership,
} from '../../testing/league-fixtures';
import { readCurrentLeague, storeCurrentLeague } from '../../league/current-league';
import registration from '../../register';

const LEAGUE_C = { id: 'c0000000000000000000000c', name: 'Debrecen Dragons' };
const LEAGUE_D = { id: 'd0000000000000000000000d', name: 'Győr Giants' };

describe('secure landing page', () => {
  let server: ApiServer;
  let memberships: MyMembership[];

  beforeEach(async () => {
    window.localStorage.clear();
    memberships = [];
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ({ status: 200, body: memberships }),
      // The league home /secure leads to.
      ...leagueHomeRoutes([LEAGUE_A, LEAGUE_B], {
        details: (league) => ({ status: 200, body: leagueDetails(league) }),
        members: () => ({ status: 200, body: [] }),
      }),
      [`DELETE /api/leagues/${LEAGUE_C.id}/pending-members/m-${LEAGUE_C.id}`]: () => {
        memberships = memberships.filter((m) => m.league.id !== LEAGUE_C.id);
        return { status: 204 };
      },
    });
  });

  afterEach(() => server.close());

  const open = (user: SessionUser = testUsers.player) =>
    renderRemote(registration, { path: '/secure', user, apiBaseUrl: server.baseUrl });

  it('when a SUPER_ADMIN arrives, then they are sent to /owner', async () => {
    const view = await open(testUsers.owner);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/owner'));
  });

  it('when a user without leagues arrives, then the welcome and the no-membership choices show', async () => {
    await open();

    expect(await screen.findByRole('heading', { name: 'Welcome, Kata Kovács!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose League' })).toBeInTheDocument();
    expect(screen.getByText('You are not a member of any league yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join a League' })).toHaveAttribute('href', '/leagues');
    expect(screen.getByRole('link', { name: 'Create a New League' })).toHaveAttribute('href', '/create-league');
  });

  it('when a visitor arrives, then they are sent to /login with the access-denied flag', async () => {
    const view = await renderRemote(registration, { path: '/secure', user: null, apiBaseUrl: server.baseUrl });

    expect(
      await screen.findByText('Access Denied: You need to login in order to access this page'),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it('when the stored current league is one of the memberships, then the user goes to that league', async () => {
    memberships = [membership(LEAGUE_A), membership(LEAGUE_B)];
    storeCurrentLeague(testUsers.player.id, LEAGUE_B.id);

    const view = await open();

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_B.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Szeged Sharks (User)' })).toBeInTheDocument();
  });

  it('when the user has exactly one membership, then it is stored as current and the user goes there', async () => {
    memberships = [membership(LEAGUE_A), membership(LEAGUE_C, { status: 'pending', type: 'REQUESTED', team: null })];

    const view = await open();

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_A.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls (User)' })).toBeInTheDocument();
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_A.id);
  });

  it('when the user has several memberships and none is current, then "Choose League" lists them with roles and choosing one goes there', async () => {
    memberships = adminOfAMemberOfB();
    const view = await open();

    expect(await screen.findByRole('button', { name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Szeged Sharks (User)' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_B.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Szeged Sharks (User)' })).toBeInTheDocument();
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_B.id);
  });

  it('when the user has pending memberships, then requests can be withdrawn and invitations show as pending', async () => {
    memberships = [
      membership(LEAGUE_A),
      membership(LEAGUE_B),
      membership(LEAGUE_C, { status: 'pending', type: 'REQUESTED', team: null }),
      membership(LEAGUE_D, { status: 'pending', type: 'INVITED', team: null }),
    ];
    const view = await open();

    const requested = (await screen.findByText(LEAGUE_C.name)).closest('li') as HTMLElement;
    expect(requested).toHaveTextContent('Requested to join');
    const invited = screen.getByText(LEAGUE_D.name).closest('li') as HTMLElement;
    expect(invited).toHaveTextContent('pending invitation');
    expect(within(invited).queryByRole('button')).not.toBeInTheDocument();

    await view.user.click(within(requested).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw request' });
    expect(dialog).toHaveTextContent(`Do you want to withdraw your request to join ${LEAGUE_C.name}?`);
    await view.user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await findToast('Success')).toHaveTextContent('Your request to join league has been withdrawn');
    await waitFor(() => expect(screen.queryByText(LEAGUE_C.name)).not.toBeInTheDocument());
    expect(screen.getByText(LEAGUE_D.name)).toBeInTheDocument();
    const withdrawal = server.requests.find((request) => request.method === 'DELETE');
    expect(withdrawal?.path).toBe(`/api/leagues/${LEAGUE_C.id}/pending-members/m-${LEAGUE_C.id}`);
    expect(withdrawal?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(server.requests.filter((request) => request.path === '/api/leagues/memberships/me')).toHaveLength(2);
  });

  it('when the memberships cannot be read, then the error is toasted and they can be asked for again', async () => {
    let fail = true;
    await server.close();
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => (fail ? { status: 500 } : { status: 200, body: [] }),
    });
    const view = await open();

    expect(await findToast('Error')).toHaveTextContent('Server error');
    // The reads are let through only once the page offers to try again: the toast is the store's at once, the page
    // renders the failure as a transition, after it.
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await view.user.click(retry);

    expect(await screen.findByText('You are not a member of any league yet.')).toBeInTheDocument();
  });
});
