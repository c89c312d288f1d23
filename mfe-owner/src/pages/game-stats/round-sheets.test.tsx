import { screen, waitFor, within } from '@testing-library/react';
import type { GameDetails, SeasonListItem } from '@hfl/contracts';
import { pagedReply, renderRemote, startApiServer, testUsers, findToast, type ApiServer } from '@hfl/shared-ui/testing';
import {
  GAME_IDS,
  SEASON_ID,
  TEAMS,
  gameDetails,
  playerRows,
  season,
  seasonListItem,
  weekPoints,
} from '../../testing/real-league-stats';
import registration from '../../register';

/** A second game in round 2: Wolves – Budapest Bulls. */
const SECOND_GAME_ID = '66f00000000000000000000d';

describe("owner game statistics page: a round's score sheets on one page", () => {
  let server: ApiServer;

  beforeEach(async () => {
    window.localStorage.clear();
    const base = season();
    const week2 = base.games.find((game) => game.id === GAME_IDS.week2)!;
    const second = {
      ...week2,
      id: SECOND_GAME_ID,
      team1: { ...TEAMS.wolves, score: null },
      team2: { ...TEAMS.bulls, score: null },
    };
    const secondDetails: GameDetails = gameDetails({
      id: SECOND_GAME_ID,
      team1: { ...TEAMS.wolves, score: null, players: [] },
      team2: { ...gameDetails().team2 },
    });
    server = await startApiServer({
      'GET /api/seasons': () => ({ status: 200, body: [seasonListItem()] satisfies SeasonListItem[] }),
      [`GET /api/seasons/${SEASON_ID}`]: () => ({ status: 200, body: { ...base, games: [...base.games, second] } }),
      [`GET /api/seasons/${SEASON_ID}/points`]: () => ({ status: 200, body: weekPoints(2) }),
      [`GET /api/games/${GAME_IDS.week2}`]: () => ({ status: 200, body: gameDetails() }),
      [`GET /api/games/${SECOND_GAME_ID}`]: () => ({ status: 200, body: secondDetails }),
      [`POST /api/games/${GAME_IDS.week2}/scores`]: () => ({ status: 200, body: gameDetails() }),
      'GET /api/players': (request) => pagedReply(request, playerRows()),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/owner/stats', user: testUsers.owner, apiBaseUrl: server.baseUrl });

  it('when a game is unfolded, then its score sheet opens in place, and "Next game" folds it and opens the next one', async () => {
    const view = await open();
    const sheets = await screen.findByRole('region', { name: "Round 2's score sheets" });
    expect(within(sheets).queryByRole('spinbutton')).not.toBeInTheDocument();

    await view.user.click(within(sheets).getByText('Eagles – Budapest Bulls · no score yet'));

    expect(await within(sheets).findByRole('spinbutton', { name: 'Eszter Varga: Pass yds' })).toBeInTheDocument();
    expect(within(sheets).getByRole('textbox', { name: 'Eagles score' })).toBeInTheDocument();

    await view.user.click(within(sheets).getByRole('button', { name: 'Next game: Wolves – Budapest Bulls' }));

    expect(await within(sheets).findByRole('textbox', { name: 'Wolves score' })).toBeInTheDocument();
    expect(within(sheets).queryByRole('spinbutton', { name: 'Eszter Varga: Pass yds' })).not.toBeInTheDocument();
    expect(within(sheets).getByText('Wolves – Budapest Bulls · no score yet').closest('details')).toHaveAttribute(
      'open',
    );
    // The last game of the round has no next one.
    expect(within(sheets).queryByRole('button', { name: /^Next game/ })).not.toBeInTheDocument();
  });

  it('when a sheet is saved in place, then it is announced and the round is read again', async () => {
    const view = await open();
    const sheets = await screen.findByRole('region', { name: "Round 2's score sheets" });
    await view.user.click(within(sheets).getByText('Eagles – Budapest Bulls · no score yet'));
    await within(sheets).findByRole('spinbutton', { name: 'Eszter Varga: Pass yds' });

    await view.user.click(within(sheets).getByRole('button', { name: 'Fill scores with zeros' }));
    await view.user.click(within(sheets).getByRole('button', { name: 'Save scores' }));

    expect(await findToast('Success')).toHaveTextContent('Scores were successfully updated');
    await waitFor(() =>
      expect(server.requests.filter((request) => request.path === `/api/seasons/${SEASON_ID}`)).toHaveLength(2),
    );
  });
});
