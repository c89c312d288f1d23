import { screen, waitFor, within } from '@testing-library/react';
import { startApiServer, type ApiServer, renderRemote, testUsers } from '@hfl/shared-ui/testing';
import { boardRow, leaderboardReply } from '../../testing/leaderboard';
import { SEASON_ID, finishedSeason, listItemOf, seasonOf } from '../../testing/season-fixtures';
import registration from '../../register';

const BOARD_PATH = `/api/leaderboard/${SEASON_ID}`;
const ROWS = [
  boardRow(1, { rank: 1, user: 'Kata Kovács', team: 'Kata Kickers', league: 'Budapest Bulls', points: 412.5 }),
  boardRow(2, { rank: 2, user: 'Ottó Nagy', team: 'Ottó Oxen', league: 'Szeged Sharks', points: 398, nbTeams: 4 }),
];

describe('owner leaderboard page', () => {
  let server: ApiServer;

  beforeEach(async () => {
    window.localStorage.clear();
    server = await startApiServer({
      'GET /api/seasons': () => ({ status: 200, body: [listItemOf(seasonOf()), listItemOf(finishedSeason())] }),
      [`GET ${BOARD_PATH}`]: (request) => leaderboardReply(request, ROWS),
    });
  });

  afterEach(() => server.close());

  const open = (path = '/owner/leaderboard') =>
    renderRemote(registration, { path, user: testUsers.owner, apiBaseUrl: server.baseUrl });
  const boardSearches = () =>
    server.requests.filter((request) => request.path === BOARD_PATH).map((request) => request.search);

  it("when the owner opens it, then the current season's board shows with the filters and linked rows", async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    await screen.findByText('Ottó Oxen');
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue(SEASON_ID);
    expect(screen.getByRole('combobox', { name: 'Teams' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'User, team or league' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rank',
      'User',
      'Team',
      'League',
      'Points',
    ]);
    const row = within(screen.getByText('Ottó Oxen').closest('tr')!);
    expect(row.getByRole('link', { name: 'Ottó Oxen' })).toHaveAttribute(
      'href',
      `/leagues/${ROWS[1]!.league.id}/team/${ROWS[1]!.team.id}/roster`,
    );
    expect(row.getByRole('link', { name: 'Szeged Sharks' })).toHaveAttribute(
      'href',
      `/leagues/${ROWS[1]!.league.id}/standings`,
    );
    expect(boardSearches()).toEqual(['?limit=25&offset=0']);
  });

  it('when the owner filters by league size, then nbTeams is sent and only those teams show', async () => {
    const view = await open();
    await screen.findByText('Ottó Oxen');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Teams' }), '4');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(boardSearches().at(-1)).toBe('?nbTeams=4&limit=25&offset=0'));
    // The rows leave while the filtered board loads: the filtered answer is what must show.
    expect(await screen.findByText('Ottó Oxen')).toBeInTheDocument();
    expect(screen.queryByText('Kata Kickers')).not.toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/owner/leaderboard');
  });

  it('when the back-office menu is used, then its Leaderboard entry opens the page', async () => {
    const view = await open('/owner/rosters');
    const menu = await screen.findByRole('navigation', { name: 'Back-office navigation' });

    await view.user.click(within(menu).getByRole('link', { name: 'Leaderboard' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/owner/leaderboard');
    expect(within(menu).getByRole('link', { name: 'Leaderboard' })).toHaveClass('active');
  });
});
