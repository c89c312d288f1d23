/**
 * @jest-environment <rootDir>/src/testing/jsdom-with-fetch.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import { API, type RosterView } from '@hfl/contracts';
import { startApiServer, type ApiServer, type Reply } from '../../testing/api-server';
import { renderRemote, testUsers } from '../../testing/harness';
import { LEAGUE_A, adminOfAMemberOfB } from '../../testing/league-fixtures';
import { MY_TEAM, NO_PROPOSALS, SEASON_ID, myPlayers, rosterPlayer, rosterView } from '../../testing/rosters';
import { findToast } from '../../testing/toasts';
import { storeCurrentLeague } from '../../league/current-league';
import registration from '../../register';

const ok = (body: unknown): Reply => ({ status: 200, body });
const refusal = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

describe('My Team page', () => {
  let server: ApiServer;
  /** What GET rosters/me answers (a roster, or a refusal). */
  let mine: () => Reply;
  let roster: RosterView;

  beforeEach(async () => {
    window.localStorage.clear();
    roster = rosterView(MY_TEAM, myPlayers([rosterPlayer('Máté Balogh', 'WR', 'BENCH')]));
    mine = () => ok(roster);
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
      [`GET ${API.myRoster(LEAGUE_A.id)}`]: () => mine(),
      [`GET ${API.teamTradeProposals(SEASON_ID, MY_TEAM.id)}`]: () => ok(NO_PROPOSALS),
    });
  });

  afterEach(() => server.close());

  const open = () => renderRemote(registration, { path: '/team', user: testUsers.player, apiBaseUrl: server.baseUrl });
  const rosterReads = () => server.requests.filter((request) => request.path === API.myRoster(LEAGUE_A.id));
  const tableOf = (heading: RegExp | string) =>
    within(screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement);
  const rowTexts = (heading: RegExp | string) =>
    tableOf(heading)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((cell) => cell.textContent),
      );

  it('when no league is selected, then "No league selected" / "Please choose a league first" shows and the user goes to /secure', async () => {
    const view = await open();

    expect(await findToast('No league selected')).toHaveTextContent('Please choose a league first');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(rosterReads()).toHaveLength(0);
  });

  describe('with a current league', () => {
    beforeEach(() => storeCurrentLeague(testUsers.player.id, LEAGUE_A.id));

    it('when the roster loads, then the team, the starting lineup in slot order and the bench show with their points', async () => {
      await open();

      expect(await screen.findByRole('heading', { name: 'Kata Kickers' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toBeInTheDocument();
      expect(screen.getByText('Manager: Kata Kovács')).toBeInTheDocument();
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        'Slot',
        'Player',
        'Position',
        'Club',
        'Round 3',
        'Season',
        'Actions',
        'Slot',
        'Player',
        'Position',
        'Club',
        'Round 3',
        'Season',
        'Actions',
      ]);
      expect(rowTexts('Starting lineup')).toEqual([
        ['QB', 'Bence Kardos', 'QB', 'Budapest Wolves', '22.5', '81.25'],
        ['RB', 'Dávid Rácz', 'RB', 'Budapest Wolves', '10', '50'],
        ['TE/WR', 'Áron Fekete', 'WR', 'Budapest Wolves', '10', '50'],
        ['TE/WR', 'Tamás Tóth', 'TE', 'Budapest Wolves', '10', '50'],
        ['FLEX', 'Gergő Horváth', 'RB', 'Budapest Wolves', '10', '50'],
        ['K', 'Levente Varga', 'K', 'Budapest Wolves', '10', '50'],
        ['DEF', 'Wolves Defense', 'DEF', 'Budapest Wolves', '10', '50'],
        ['HC', 'Coach Kiss', 'HC', '—', '10', '50'],
      ]);
      expect(screen.getByRole('heading', { name: 'Bench (1 of 6)' })).toBeInTheDocument();
      expect(rowTexts('Bench (1 of 6)')).toEqual([['Bench', 'Máté Balogh', 'WR', 'Budapest Wolves', '10', '50']]);
    });

    it('when a starting slot is empty and no round was played, then the slot shows as empty and the points column names no round', async () => {
      const [, ...rest] = myPlayers();
      roster = rosterView(
        MY_TEAM,
        rest
          .filter((player) => player.fantasyPosition !== 'K')
          .concat(rosterPlayer('Lone Kicker', 'K', 'BENCH', { week: null })),
        { week: null },
      );
      await open();

      await screen.findByRole('heading', { name: 'Kata Kickers' });
      expect(rowTexts('Starting lineup').map((row) => row.slice(0, 2))).toEqual([
        ['QB', 'Empty'],
        ['RB', 'Dávid Rácz'],
        ['TE/WR', 'Áron Fekete'],
        ['TE/WR', 'Tamás Tóth'],
        ['FLEX', 'Gergő Horváth'],
        ['K', 'Empty'],
        ['DEF', 'Wolves Defense'],
        ['HC', 'Coach Kiss'],
      ]);
      expect(screen.getAllByRole('columnheader', { name: 'Round' })).toHaveLength(2);
      expect(rowTexts(/^Bench/)).toEqual([['Bench', 'Lone Kicker', 'K', 'Budapest Wolves', '—', '50']]);
    });

    it('when the user has no roster in the league (422), then the page explains it, links the league home and toasts nothing', async () => {
      mine = () => refusal(422, 'no_roster', 'You have no roster in this league');
      await open();

      expect(await screen.findByRole('heading', { name: 'No roster yet' })).toBeInTheDocument();
      expect(screen.getByText(/Rosters are filled by the league's draft/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'League home' })).toHaveAttribute('href', `/leagues/${LEAGUE_A.id}`);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('when the roster cannot be read, then the error is toasted and Try again reads it again', async () => {
      let failing = true;
      mine = () => (failing ? refusal(500, 'internal', 'Server error') : ok(roster));
      const view = await open();

      expect(await findToast('Error')).toHaveTextContent('Server error');
      failing = false;
      await view.user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Kata Kickers' })).toBeInTheDocument();
      expect(rosterReads()).toHaveLength(2);
    });

    it.each([
      ['locked', { status: 'locked', lockedWeek: 4 }, 'Rosters are locked while round 4 is being played'],
      [
        'closed for the draft',
        { status: 'closed', closedReason: 'drafting' },
        'Rosters are closed while the league drafts: they open once the draft is over.',
      ],
      [
        'closed after the season',
        { status: 'closed', closedReason: 'finished' },
        'The season is over: rosters are closed.',
      ],
    ] as const)(
      'when the roster is %s, then the banner says why and no player has actions',
      async (_, status, banner) => {
        roster = { ...roster, ...status };
        await open();

        expect(await screen.findByText(banner)).toBeInTheDocument();
        expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /Move to bench/ })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /Cut/ })).not.toBeInTheDocument();
      },
    );

    it('when the roster is open, then there is no banner, starters offer Move to bench and bench players Move to active', async () => {
      await open();

      await screen.findByRole('heading', { name: 'Kata Kickers' });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Move to bench: Bence Kardos' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Move to active: Bence Kardos' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Move to active: Máté Balogh' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Switch: Máté Balogh' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cut: Máté Balogh' })).toBeInTheDocument();
    });

    it('when a player name is clicked, then the player popup shows his weekly statistics', async () => {
      const qb = roster.players[0]!;
      const detailsRoute = `/api/players/${qb.player.id}`;
      server.close();
      server = await startApiServer({
        'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
        [`GET ${API.myRoster(LEAGUE_A.id)}`]: () => ok(roster),
        [`GET ${API.teamTradeProposals(SEASON_ID, MY_TEAM.id)}`]: () => ok(NO_PROPOSALS),
        [`GET ${detailsRoute}`]: () =>
          ok({
            id: qb.player.id,
            name: qb.player.name,
            position: 'QB',
            group: 'offense',
            status: 'active',
            jerseyNumber: 12,
            team: qb.player.team,
            photoUrl: null,
            scores: { fantasy_points: 81.25 },
            birthDate: null,
            height: null,
            weight: null,
            analysis: null,
            photo: null,
            age: null,
            weeks: [{ week: 1, game: 'g1', pass_yds: 150, fantasy_points: 15 }],
          }),
      });
      const view = await open();

      await view.user.click(await screen.findByRole('button', { name: 'Bence Kardos' }));
      const dialog = await screen.findByRole('dialog', { name: 'Bence Kardos' });
      expect(await within(dialog).findByRole('heading', { name: 'Weekly stats' })).toBeInTheDocument();
      expect(server.requests.some((request) => request.path === detailsRoute)).toBe(true);
    });
  });
});
