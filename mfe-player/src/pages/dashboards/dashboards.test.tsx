import { screen, waitFor, within } from '@testing-library/react';
import type { MyMembership } from '@hfl/contracts';
import { startApiServer, type ApiServer, renderRemote, testUsers, findToast } from '@hfl/shared-ui/testing';
import {
  LEAGUE_A,
  LEAGUE_B,
  adminAndMember,
  adminOfAMemberOfB,
  leagueDetails,
  requestAndInvitation,
} from '../../testing/league-fixtures';
import { storeCurrentLeague } from '../../league/current-league';
import registration from '../../register';

const A = LEAGUE_A.id;

describe('league dashboards', () => {
  let server: ApiServer;
  let memberships: MyMembership[];

  beforeEach(async () => {
    window.localStorage.clear();
    memberships = adminOfAMemberOfB();
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ({ status: 200, body: memberships }),
      [`GET /api/leagues/${A}`]: () => ({
        status: 200,
        body: leagueDetails(LEAGUE_A, { nbMaxTeams: 8, nbAvailableSlots: 3 }),
      }),
      [`GET /api/leagues/${A}/members`]: () => ({ status: 200, body: adminAndMember() }),
      [`GET /api/leagues/${A}/pending-members`]: () => ({ status: 200, body: requestAndInvitation() }),
    });
  });

  afterEach(() => server.close());

  const open = (path: string) =>
    renderRemote(registration, { path, user: testUsers.player, apiBaseUrl: server.baseUrl });
  /** The value next to a label in the dashboard's facts. */
  const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

  it("when the current league's admin opens the user dashboard, then they are sent to the admin dashboard with its figures and links", async () => {
    storeCurrentLeague(testUsers.player.id, A);
    const view = await open('/league-user/dashboard');

    expect(await screen.findByRole('heading', { name: `${LEAGUE_A.name}: admin dashboard` })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/league-admin/dashboard');
    expect(valueOf('Members')).toHaveTextContent('2 / 8');
    expect(valueOf('Open slots')).toHaveTextContent('3');
    // Invitations wait for the invitee, not for the admin: only requests count.
    expect(valueOf('Pending requests')).toHaveTextContent('1');
    expect(within(valueOf('Pending requests')).getByRole('link', { name: 'Manage members' })).toHaveAttribute(
      'href',
      '/settings#members',
    );
    expect(screen.getByRole('link', { name: 'Invite' })).toHaveAttribute('href', `/invite/${A}`);
    expect(screen.getByRole('link', { name: 'Edit league' })).toHaveAttribute('href', `/leagues/${A}/edit`);
  });

  it('when a league user opens the admin dashboard, then they are sent to the user dashboard with their team and links', async () => {
    storeCurrentLeague(testUsers.player.id, LEAGUE_B.id);
    const view = await open('/league-admin/dashboard');

    expect(await screen.findByRole('heading', { name: `${LEAGUE_B.name}: dashboard` })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/league-user/dashboard');
    expect(valueOf('League')).toHaveTextContent(LEAGUE_B.name);
    expect(valueOf('Your team')).toHaveTextContent(`${LEAGUE_B.name} Team`);
    expect(screen.getByRole('link', { name: 'League home' })).toHaveAttribute('href', `/leagues/${LEAGUE_B.id}`);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    // The user's view needs no admin data.
    expect(server.requests.every((request) => request.path === '/api/leagues/memberships/me')).toBe(true);
  });

  it('when no league is selected, then "No league selected" shows and the user goes to /secure', async () => {
    const view = await open('/league-user/dashboard');

    expect(await findToast('No league selected')).toHaveTextContent('You need to select league first');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(await screen.findByRole('button', { name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();
  });
});
