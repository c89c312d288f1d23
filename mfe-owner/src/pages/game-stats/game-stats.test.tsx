import { screen, waitFor, within } from '@testing-library/react';
import type { SeasonListItem } from '@hfl/contracts';
import { startApiServer, type ApiServer, renderRemote, testUsers } from '@hfl/shared-ui/testing';
import {
  GAME_IDS,
  OLD_SEASON_ID,
  PLAYER_IDS,
  SEASON_ID,
  oldSeason,
  oldSeasonListItem,
  playerDetails,
  season,
  seasonListItem,
  weekPoints,
} from '../../testing/real-league-stats';
import registration from '../../register';

describe('owner game statistics page', () => {
  let server: ApiServer;
  let seasons: SeasonListItem[];
  let roundPoints: ReturnType<typeof weekPoints> | null;

  beforeEach(async () => {
    window.localStorage.clear();
    seasons = [seasonListItem(), oldSeasonListItem()];
    roundPoints = null;
    server = await startApiServer({
      'GET /api/seasons': () => ({ status: 200, body: seasons }),
      [`GET /api/seasons/${SEASON_ID}`]: () => ({ status: 200, body: season() }),
      [`GET /api/seasons/${OLD_SEASON_ID}`]: () => ({ status: 200, body: oldSeason() }),
      [`GET /api/seasons/${SEASON_ID}/points`]: (request) => ({
        status: 200,
        body: roundPoints ?? weekPoints(Number(new URLSearchParams(request.search).get('week'))),
      }),
      [`GET /api/seasons/${OLD_SEASON_ID}/points`]: (request) => ({
        status: 200,
        body: { week: Number(new URLSearchParams(request.search).get('week')), games: oldSeason().games, players: [] },
      }),
      [`GET /api/players/${PLAYER_IDS.qb}`]: () => ({ status: 200, body: playerDetails() }),
    });
  });

  afterEach(() => server.close());

  const open = (path = '/owner/stats') =>
    renderRemote(registration, { path, user: testUsers.owner, apiBaseUrl: server.baseUrl });
  const rowsOf = (container: HTMLElement) =>
    within(container)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
  const pointsCalls = () =>
    server.requests
      .filter((request) => request.path.endsWith('/points'))
      .map((request) => `${request.path}${request.search}`);

  it('when opened, then the current round is chosen and its games show with date, teams, "–" for no score and an Edit scores link', async () => {
    await open();

    const games = await screen.findByRole('region', { name: 'Games of round 2' });
    expect(screen.getByLabelText('Round')).toHaveValue('2');
    expect(screen.getByText('This round: in progress')).toBeInTheDocument();
    expect(
      within(games)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Home team', 'Away team', 'Score', 'Actions']);
    expect(rowsOf(games)).toEqual([['21/03/2027', 'Eagles', 'Budapest Bulls', '–', 'Edit scores']]);
    expect(within(games).getByRole('link', { name: 'Edit scores' })).toHaveAttribute(
      'href',
      `/owner/stats/games/${GAME_IDS.week2}`,
    );
    // Nothing was played in the round yet.
    const points = await screen.findByRole('region', { name: "Players' points in round 2" });
    await waitFor(() => expect(within(points).getByText('No data available')).toBeInTheDocument());
    expect(pointsCalls()).toEqual([`/api/seasons/${SEASON_ID}/points?week=2`]);
  });

  it("when another round is chosen, then its games with their score and its players' points, best first, show", async () => {
    const view = await open();
    await screen.findByRole('region', { name: 'Games of round 2' });

    await view.user.selectOptions(screen.getByLabelText('Round'), '1');

    const games = await screen.findByRole('region', { name: 'Games of round 1' });
    expect(rowsOf(games)).toEqual([['14/03/2027', 'Budapest Bulls', 'Wolves', '21 – 14', 'Edit scores']]);
    const points = screen.getByRole('region', { name: "Players' points in round 1" });
    await waitFor(() =>
      expect(rowsOf(points)).toEqual([
        ['Áron Kovács', 'QB', 'Budapest Bulls', '24.5'],
        ['Bulls Defense', 'DEF', 'Budapest Bulls', '9'],
        ['Coach Tóth', 'HC', 'Budapest Bulls', '-3.25'],
      ]),
    );
    expect(view.router.state.location.search).toBe('?week=1');
    expect(pointsCalls().at(-1)).toBe(`/api/seasons/${SEASON_ID}/points?week=1`);
  });

  it('when a round has many players, then their points show 25 at a time, Load more adding the next ones', async () => {
    const many = weekPoints(1);
    const base = many.players[0]!;
    many.players = Array.from({ length: 30 }, (_, i) => ({ ...base, id: `p${i}`, name: `Player ${i + 1}` }));
    roundPoints = many;
    const view = await open('/owner/stats?week=1');
    const points = await screen.findByRole('region', { name: "Players' points in round 1" });
    await waitFor(() => expect(rowsOf(points)).toHaveLength(25));

    await view.user.click(within(points).getByRole('button', { name: 'Load more' }));

    expect(rowsOf(points)).toHaveLength(30);
    expect(rowsOf(points).at(-1)?.[0]).toBe('Player 30');
    expect(within(points).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when opened with ?week=3, then round 3 shows as not started yet', async () => {
    await open('/owner/stats?week=3');

    expect(await screen.findByRole('region', { name: 'Games of round 3' })).toBeInTheDocument();
    expect(screen.getByText('This round: not started yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Round')).toHaveValue('3');
  });

  it("when a player's name in the points is clicked, then the player popup opens with that season's weeks", async () => {
    const view = await open('/owner/stats?week=1');
    const points = await screen.findByRole('region', { name: "Players' points in round 1" });

    await view.user.click(await within(points).findByRole('button', { name: 'Áron Kovács' }));

    const dialog = await screen.findByRole('dialog', { name: 'Áron Kovács' });
    expect(await within(dialog).findByText('27 years')).toBeInTheDocument();
    expect(
      server.requests.some(
        (request) => request.path === `/api/players/${PLAYER_IDS.qb}` && request.search === `?season=${SEASON_ID}`,
      ),
    ).toBe(true);
  });

  it('when the season is switched, then the other season and its current round are read and the chosen round is dropped', async () => {
    const view = await open('/owner/stats?week=1');
    await screen.findByRole('region', { name: 'Games of round 1' });

    await view.user.selectOptions(screen.getByLabelText('Season'), OLD_SEASON_ID);

    const games = await screen.findByRole('region', { name: 'Games of round 2' });
    await waitFor(() =>
      expect(rowsOf(games)).toEqual([['21/03/2026', 'Wolves', 'Budapest Bulls', '3 – 10', 'Edit scores']]),
    );
    expect(screen.getByText('This round: locked')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
    expect(server.requests.some((request) => request.path === `/api/seasons/${OLD_SEASON_ID}`)).toBe(true);
    await waitFor(() => expect(pointsCalls().at(-1)).toBe(`/api/seasons/${OLD_SEASON_ID}/points?week=2`));
    expect(window.localStorage.getItem('hfl.owner.season')).toBe(OLD_SEASON_ID);
  });

  it('when there is no season, then "No data available" shows and no round is asked for', async () => {
    seasons = [];
    await open();

    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByLabelText('Round')).not.toBeInTheDocument();
    expect(pointsCalls()).toEqual([]);
  });

  it('when the owner uses the back-office menu, then Game stats leads to this page', async () => {
    const view = await open('/owner');

    await view.user.click(
      within(await screen.findByRole('navigation', { name: 'Back-office navigation' })).getByRole('link', {
        name: 'Game stats',
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Game statistics' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Games of round 2' })).toBeInTheDocument();
  });
});
