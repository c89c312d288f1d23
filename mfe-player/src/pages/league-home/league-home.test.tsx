/**
 * @jest-environment <rootDir>/test/jsdom-with-fetch.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { LeagueDetails, MemberRow, MyMembership, SessionUser } from '@hfl/contracts';
import { startApiServer, type ApiServer, type ApiRoutes } from '../../../test/api-server';
import { renderRemote, testUsers } from '../../../test/harness';
import {
  LEAGUE_A,
  LEAGUE_B,
  adminAndMember,
  adminOfAMemberOfB,
  leagueDetails,
  leagueHomeRoutes,
  membership,
} from '../../../test/league-fixtures';
import { findToast } from '../../../test/toasts';
import { readCurrentLeague, storeCurrentLeague } from '../../league/current-league';
import registration from '../../register';


describe('league home', () => {
  let server: ApiServer;
  let memberships: MyMembership[];
  let details: Record<string, LeagueDetails>;
  let members: MemberRow[];

  const routes = (): ApiRoutes => ({
    'GET /api/leagues/memberships/me': () => ({ status: 200, body: memberships }),
    ...leagueHomeRoutes([LEAGUE_A, LEAGUE_B], {
      details: (league) => (details[league.id] ? { status: 200, body: details[league.id] } : { status: 404, body: notFound }),
      members: () => ({ status: 200, body: members }),
    }),
  });
  const notFound = { error: { code: 'not_found', message: 'The requested item does not exist' } };

  beforeEach(async () => {
    window.localStorage.clear();
    memberships = adminOfAMemberOfB();
    details = { [LEAGUE_A.id]: leagueDetails(LEAGUE_A), [LEAGUE_B.id]: leagueDetails(LEAGUE_B) };
    members = adminAndMember('/api/files/logo-kata');
    server = await startApiServer(routes());
  });

  afterEach(() => server.close());

  const open = (leagueId: string, user: SessionUser = testUsers.player) =>
    renderRemote(registration, { path: `/leagues/${leagueId}`, user, apiBaseUrl: server.baseUrl });

  it('when a member opens it, then the league shows with their role, the draft, the members and the standings, and becomes current', async () => {
    await open(LEAGUE_A.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'League' })).toHaveValue(LEAGUE_A.id);
    const draft = screen.getByRole('region', { name: 'Draft' });
    expect(draft).toHaveTextContent('not scheduled');
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();

    const rows = within(screen.getByRole('region', { name: 'Members' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameTeamRole',
      'Kata KovácsKata KickersAdmin',
      'Ottó NagyOOttó OxenUser',
    ]);
    expect(rows[1]?.querySelector('img')).toHaveAttribute('src', '/api/files/logo-kata');
    expect(screen.getByRole('region', { name: 'Standings' })).toHaveTextContent(
      'No standings yet: they appear once the season has started.',
    );
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_A.id);
  });

  it('when the draft is scheduled or live, then the draft section says so', async () => {
    details[LEAGUE_A.id] = leagueDetails(LEAGUE_A, {
      currentSeason: { id: 's1', status: 'pending', draftStartsAt: '2025-09-06T16:00:00.000Z' },
    });
    details[LEAGUE_B.id] = leagueDetails(LEAGUE_B, {
      currentSeason: { id: 's2', status: 'drafting', draftStartsAt: '2025-09-01T16:00:00.000Z' },
    });
    const view = await open(LEAGUE_A.id);

    expect(await screen.findByText('Scheduled for 06/09/2025')).toBeInTheDocument();
    view.unmount();
    await open(LEAGUE_B.id);

    expect(await screen.findByText('The draft is live.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter Draft' })).toHaveAttribute('href', `/leagues/${LEAGUE_B.id}/draft`);
  });

  it('when the member switches league, then the chosen one becomes current and /secure takes them to it', async () => {
    const view = await open(LEAGUE_A.id);
    const switcher = await screen.findByRole('combobox', { name: 'League' });
    expect(within(switcher).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Budapest Bulls (Admin)',
      'Szeged Sharks (User)',
    ]);

    await view.user.selectOptions(switcher, LEAGUE_B.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Szeged Sharks (User)' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_B.id}`);
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_B.id);
  });

  it('when a non-member opens a league, then "Cannot select league" shows and they go to /secure', async () => {
    memberships = [membership(LEAGUE_B)];
    storeCurrentLeague(testUsers.player.id, LEAGUE_B.id);
    const view = await open(LEAGUE_A.id);

    expect(await findToast('Cannot select league')).toHaveTextContent(
      "League no longer exists or you don't have access here",
    );
    // /secure then takes them on to their own current league.
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_B.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Szeged Sharks (User)' })).toBeInTheDocument();
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_B.id);
    expect(server.requests.some((request) => request.path === `/api/leagues/${LEAGUE_A.id}`)).toBe(false);
  });

  it("when a member follows a link from their league to one they are not in, then that one is refused too", async () => {
    const view = await open(LEAGUE_A.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();

    await view.router.navigate('/leagues/c0000000000000000000000c');

    expect(await findToast('Cannot select league')).toBeInTheDocument();
    // /secure, then back to the league that stayed current.
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_A.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_A.id);
  });

  it('when the league was deleted meanwhile, then "Cannot select league" shows, it is forgotten and the user goes to /secure', async () => {
    delete details[LEAGUE_A.id];
    const view = await open(LEAGUE_A.id);

    expect(await findToast('Cannot select league')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(await screen.findByRole('button', { name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();
    expect(readCurrentLeague(testUsers.player.id)).toBeNull();
  });

  it('when the SUPER_ADMIN opens a league, then only the back-office and settings links show', async () => {
    memberships = [];
    await open(LEAGUE_A.id, testUsers.owner);

    expect(await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'League in the back-office' })).toHaveAttribute(
      'href',
      `/owner/leagues/${LEAGUE_A.id}`,
    );
    expect(screen.getByRole('link', { name: 'League settings' })).toHaveAttribute('href', `/settings?league=${LEAGUE_A.id}`);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();
    expect(readCurrentLeague(testUsers.owner.id)).toBe(LEAGUE_A.id);
  });
});
