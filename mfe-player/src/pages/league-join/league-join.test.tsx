import { screen, waitFor, within } from '@testing-library/react';
import type { LeagueDetails } from '@hfl/contracts';
import { consumeReturnRoute } from '@hfl/shared-ui';
import {
  startApiServer,
  type ApiServer,
  renderRemote,
  testUsers,
  findToast,
  ADMINISTERED_LEAGUE,
  OPEN_LEAGUE,
  leagueDetails,
} from '@hfl/shared-ui/testing';
import registration from '../../register';

describe('join league page', () => {
  let server: ApiServer;
  let league: LeagueDetails;

  beforeEach(async () => {
    league = leagueDetails(OPEN_LEAGUE);
    server = await startApiServer({ [`GET /api/leagues/${OPEN_LEAGUE.id}`]: () => ({ status: 200, body: league }) });
  });

  afterEach(() => server.close());

  const open = (user: typeof testUsers.player | null = testUsers.player) =>
    renderRemote(registration, { path: `/leagues/${OPEN_LEAGUE.id}/join`, user, apiBaseUrl: server.baseUrl });

  it('when a user opens it, then the join confirmation shows and confirming opens the team form with JOIN_LEAGUE', async () => {
    const view = await open();

    const dialog = await screen.findByRole('dialog', { name: 'Join League' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${OPEN_LEAGUE.id}/create-team`));
    expect(view.router.state.location.state).toEqual({ intent: 'JOIN_LEAGUE' });
  });

  it('when the league has an admin and the user cancels, then it was a request confirmation and the list opens', async () => {
    league = leagueDetails({ ...ADMINISTERED_LEAGUE, id: OPEN_LEAGUE.id });
    const view = await open();

    const dialog = await screen.findByRole('dialog', { name: 'Request to join league' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/leagues'));
  });

  it('when a member opens it, then their league opens instead', async () => {
    league = leagueDetails({ ...OPEN_LEAGUE, membershipStatus: 'active' });
    const view = await open();

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${OPEN_LEAGUE.id}`));
  });

  it('when a visitor opens it, then they are warned and sent to /register to come back here', async () => {
    const view = await open(null);

    expect(await findToast('Notice')).toHaveTextContent('Please create an account or login first to join a league');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/register'));
    const hash = new URLSearchParams(view.router.state.location.search).get('hash');
    expect(consumeReturnRoute(hash)).toBe(`/leagues/${OPEN_LEAGUE.id}/join`);
    expect(server.requests).toHaveLength(0);
  });
});
