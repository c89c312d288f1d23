import { screen, waitFor, within } from '@testing-library/react';
import type { LeagueDetails, LeagueListItem, MyMembership, SessionUser } from '@hfl/contracts';
import { consumeReturnRoute } from '@hfl/shared-ui';
import {
  pagedReply,
  startApiServer,
  type ApiServer,
  renderRemote,
  testUsers,
  findToast,
  ADMINISTERED_LEAGUE,
  FULL_LEAGUE,
  OPEN_LEAGUE,
  leagueDetails,
} from '@hfl/shared-ui/testing';
import registration from '../../register';
import { shortLeagueId } from './leagues';

describe('leagues page', () => {
  let server: ApiServer;
  let leagues: LeagueListItem[];
  let details: Record<string, LeagueDetails>;

  beforeEach(async () => {
    leagues = [OPEN_LEAGUE, ADMINISTERED_LEAGUE, FULL_LEAGUE];
    details = {};
    // Like the leagues service: names containing the term, ignoring case.
    server = await startApiServer({
      'GET /api/leagues': (request) => {
        const term = new URLSearchParams(request.search).get('term')?.toLowerCase() ?? '';
        return pagedReply(
          request,
          leagues.filter((league) => league.name.toLowerCase().includes(term)),
        );
      },
      [`GET /api/leagues/${OPEN_LEAGUE.id}`]: () => ({ status: 200, body: details[OPEN_LEAGUE.id] }),
    });
  });

  afterEach(() => server.close());

  const open = (user: SessionUser | null = testUsers.player, path = '/leagues') =>
    renderRemote(registration, { path, user, apiBaseUrl: server.baseUrl });

  // By text, not role: the role query walks the accessibility tree of every row, slow on the 101-row pages.
  const row = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;
  const listRequests = () => server.requests.filter((request) => request.path === '/api/leagues');

  it('when opened, then every league shows its short id, name, status, size, open slots and what the user can do', async () => {
    await open();

    await screen.findByRole('cell', { name: 'Budapest Bulls' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['ID', 'League name', 'Status', 'Max teams', 'Available slots', 'Action']);
    expect(
      within(row('Budapest Bulls'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#B8C9D1', 'Budapest Bulls', 'Available', '8', '4', 'DetailsJoin']);
    expect(within(row('Szeged Sharks')).getByRole('button', { name: 'Request to join' })).toBeInTheDocument();
    expect(within(row('Debrecen Dragons')).getByRole('cell', { name: 'Full' })).toBeInTheDocument();
    expect(
      within(row('Debrecen Dragons'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Details']);
    expect(shortLeagueId(OPEN_LEAGUE.id)).toBe('#B8C9D1');
  });

  it('when a term is searched and then reset, then the list is asked for with and without it', async () => {
    const view = await open();
    await screen.findByRole('cell', { name: 'Budapest Bulls' });

    await view.user.type(screen.getByLabelText('Search term'), 'sharks');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Budapest Bulls' })).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Szeged Sharks' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?term=sharks');

    await view.user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(await screen.findByRole('cell', { name: 'Budapest Bulls' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search term')).toHaveValue('');
    expect(listRequests().map((request) => request.search)).toEqual([
      '?limit=100&offset=0',
      '?term=sharks&limit=100&offset=0',
      '?limit=100&offset=0',
    ]);
  });

  it('when there are more leagues than a page, then "Load more" adds the next page and goes away after the last', async () => {
    leagues = Array.from({ length: 101 }, (_, i) => ({
      ...OPEN_LEAGUE,
      id: `league-${i + 1}`,
      name: `League ${i + 1}`,
    }));
    const view = await open();
    await screen.findByText('League 100', { selector: 'td' });
    expect(screen.queryByText('League 101', { selector: 'td' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('League 101', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(102);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(listRequests().map((request) => request.search)).toEqual(['?limit=100&offset=0', '?limit=100&offset=100']);
  });

  it('when a request on the second page is withdrawn, then the reload keeps both pages on screen', async () => {
    const last = { ...ADMINISTERED_LEAGUE, id: 'league-101', name: 'League 101', membershipStatus: 'pending' as const };
    leagues = [
      ...Array.from({ length: 100 }, (_, i) => ({ ...OPEN_LEAGUE, id: `league-${i + 1}`, name: `League ${i + 1}` })),
      last,
    ];
    const request: MyMembership = {
      id: 'm-pending',
      league: { id: last.id, name: last.name },
      role: 'LEAGUE_USER',
      status: 'pending',
      type: 'REQUESTED',
      team: null,
    };
    await server.close();
    server = await startApiServer({
      'GET /api/leagues': (incoming) => pagedReply(incoming, leagues),
      'GET /api/leagues/memberships/me': () => ({ status: 200, body: [request] }),
      [`DELETE /api/leagues/${last.id}/pending-members/m-pending`]: () => {
        leagues = leagues.map((league) => (league.id === last.id ? { ...league, membershipStatus: null } : league));
        return { status: 204 };
      },
    });
    const view = await open();
    await screen.findByText('League 100', { selector: 'td' });
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('League 101', { selector: 'td' });

    await view.user.click(within(row('League 101')).getByRole('button', { name: 'Withdraw request' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw request' })).getByRole('button', { name: 'Withdraw' }),
    );

    expect(await within(row('League 101')).findByRole('button', { name: 'Request to join' })).toBeInTheDocument();
    expect(screen.getByText('League 1', { selector: 'td' })).toBeInTheDocument();
    const searches = listRequests().map((incoming) => incoming.search);
    expect(searches.slice(0, 2)).toEqual(['?limit=100&offset=0', '?limit=100&offset=100']);
    // The reload asks for both pages together, in either order.
    expect(searches.slice(2).sort()).toEqual(['?limit=100&offset=0', '?limit=100&offset=100']);
  });

  it('when nothing matches, then the table says so', async () => {
    await open(testUsers.player, '/leagues?term=nowhere');

    expect(await screen.findByText('No leagues found')).toBeInTheDocument();
  });

  it('when the details of a league without an admin are opened, then they say its draft is scheduled when it fills', async () => {
    details[OPEN_LEAGUE.id] = leagueDetails(OPEN_LEAGUE, { adminUser: null });
    const view = await open(null);
    await screen.findByRole('cell', { name: 'Budapest Bulls' });

    await view.user.click(within(row('Budapest Bulls')).getByRole('button', { name: 'Details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Budapest Bulls' });
    await within(dialog).findByText('Members');
    expect(within(dialog).getByText('Draft date').nextElementSibling?.textContent).toBe(
      'not scheduled\nNobody administers this league: its draft is scheduled automatically as soon as its 4 free slots are taken.',
    );
  });

  it('when the details of a league without a draft are opened, then members, slots, "not scheduled", admin, description and slides show', async () => {
    details[OPEN_LEAGUE.id] = leagueDetails(OPEN_LEAGUE, {
      adminUser: { id: 'u-admin', name: 'Ádám Admin' },
      description: 'Friendly league for Budapest fans',
      slides: [1, 2, 3, 4].map((n) => ({ id: `s${n}`, title: `Game day ${n}`, image: `/api/files/slide-${n}` })),
    });
    const view = await open(null);
    await screen.findByRole('cell', { name: 'Budapest Bulls' });

    await view.user.click(within(row('Budapest Bulls')).getByRole('button', { name: 'Details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Budapest Bulls' });
    // The modal shows a spinner until the league's details arrive.
    await within(dialog).findByText('Members');
    const text = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect(text('Members')).toBe('3/8');
    expect(text('Available slots')).toBe('4');
    expect(text('Draft date')).toBe('not scheduled');
    expect(text('League admin')).toBe('Ádám Admin');
    expect(text('Description')).toBe('Friendly league for Budapest fans');
    const slides = within(dialog).getByRole('region', { name: 'Images' });
    expect(
      within(slides)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(['/api/files/slide-1', '/api/files/slide-2', '/api/files/slide-3', '/api/files/slide-4']);
    expect(within(slides).getByRole('button', { name: 'Next images' })).toBeInTheDocument();
  });

  it('when the league has a draft date, then the details show it', async () => {
    details[OPEN_LEAGUE.id] = leagueDetails(OPEN_LEAGUE, {
      currentSeason: {
        id: 'season-1',
        status: 'pending',
        draftStartsAt: '2025-09-06T16:00:00.000Z',
        draftEndsAt: '2025-09-06T20:00:00.000Z',
      },
    });
    const view = await open();
    await screen.findByRole('cell', { name: 'Budapest Bulls' });

    await view.user.click(within(row('Budapest Bulls')).getByRole('button', { name: 'Details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Budapest Bulls' });
    // Shown in the browser's zone when it is one of the offered ones (the test runs in UTC), else Budapest's.
    await waitFor(() =>
      expect(within(dialog).getByText('Draft date').nextElementSibling).toHaveTextContent(
        /^6th September 2025, \d+:00:00 PM$/,
      ),
    );
    expect(within(dialog).queryByRole('region', { name: 'Images' })).not.toBeInTheDocument();
  });

  it('when a visitor clicks Join, then they are warned, the join route is remembered and they go to /register with its hash', async () => {
    const view = await open(null);
    await screen.findByRole('cell', { name: 'Budapest Bulls' });

    await view.user.click(within(row('Budapest Bulls')).getByRole('button', { name: 'Join' }));

    expect(await findToast('Notice')).toHaveTextContent('Please create an account or login first to join a league');
    expect(view.router.state.location.pathname).toBe('/register');
    const hash = new URLSearchParams(view.router.state.location.search).get('hash');
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(consumeReturnRoute(hash)).toBe(`/leagues/${OPEN_LEAGUE.id}/join`);
  });

  it('when a user confirms joining, then the team form opens with intent JOIN_LEAGUE', async () => {
    const view = await open();
    await screen.findByRole('cell', { name: 'Budapest Bulls' });

    await view.user.click(within(row('Budapest Bulls')).getByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join League' });
    expect(dialog).toHaveTextContent('Do you want to join Budapest Bulls?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${OPEN_LEAGUE.id}/create-team`));
    expect(view.router.state.location.state).toEqual({ intent: 'JOIN_LEAGUE' });
  });

  it('when a user asks to join a league with an admin and cancels, then they stay on the list', async () => {
    const view = await open();
    await screen.findByRole('cell', { name: 'Szeged Sharks' });

    await view.user.click(within(row('Szeged Sharks')).getByRole('button', { name: 'Request to join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request to join league' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toBe('/leagues');
  });

  it('when a member looks at their league, then a Member link leads to its page', async () => {
    leagues = [{ ...OPEN_LEAGUE, membershipStatus: 'active' }];
    await open();

    expect(await screen.findByRole('link', { name: 'Member' })).toHaveAttribute('href', `/leagues/${OPEN_LEAGUE.id}`);
  });

  it('when a pending request is withdrawn, then its membership is deleted, the user is told and the list reloads', async () => {
    leagues = [{ ...ADMINISTERED_LEAGUE, membershipStatus: 'pending' }];
    const request: MyMembership = {
      id: 'm-pending',
      league: { id: ADMINISTERED_LEAGUE.id, name: ADMINISTERED_LEAGUE.name },
      role: 'LEAGUE_USER',
      status: 'pending',
      type: 'REQUESTED',
      team: null,
    };
    await server.close();
    server = await startApiServer({
      'GET /api/leagues': () => ({ status: 200, body: leagues }),
      'GET /api/leagues/memberships/me': () => ({ status: 200, body: [request] }),
      [`DELETE /api/leagues/${ADMINISTERED_LEAGUE.id}/pending-members/m-pending`]: () => {
        leagues = [{ ...ADMINISTERED_LEAGUE, membershipStatus: null }];
        return { status: 204 };
      },
    });
    const view = await open();
    await screen.findByRole('cell', { name: 'Szeged Sharks' });

    await view.user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw request' });
    expect(dialog).toHaveTextContent('Do you want to withdraw your request to join Szeged Sharks?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await findToast('Success')).toHaveTextContent('Your request to join league has been withdrawn');
    expect(await screen.findByRole('button', { name: 'Request to join' })).toBeInTheDocument();
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/leagues',
      'GET /api/leagues/memberships/me',
      `DELETE /api/leagues/${ADMINISTERED_LEAGUE.id}/pending-members/m-pending`,
      'GET /api/leagues',
    ]);
  });
});
