/**
 * @jest-environment <rootDir>/src/testing/jsdom-with-fetch.ts
 */
import { screen } from '@testing-library/react';
import { API, type RosterView } from '@hfl/contracts';
import { startApiServer, type ApiServer, type Reply } from '../../testing/api-server';
import { renderRemote, testUsers } from '../../testing/harness';
import { LEAGUE_A, adminOfAMemberOfB } from '../../testing/league-fixtures';
import {
  MY_TEAM,
  NO_PROPOSALS,
  OTHER_TEAM,
  SEASON_ID,
  myPlayers,
  rosterPlayer,
  rosterView,
} from '../../testing/rosters';
import registration from '../../register';

const ok = (body: unknown): Reply => ({ status: 200, body });
const refusal = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

describe('a team roster page', () => {
  let server: ApiServer;
  let theirs: () => Reply;
  let mine: () => Reply;
  let myRoster: RosterView;
  let theirRoster: RosterView;

  beforeEach(async () => {
    window.localStorage.clear();
    myRoster = rosterView(MY_TEAM, myPlayers());
    theirRoster = rosterView(OTHER_TEAM, [
      rosterPlayer('Olivér Oláh', 'QB', 'QB'),
      rosterPlayer('Richárd Rác', 'RB', 'BENCH'),
    ]);
    theirs = () => ok(theirRoster);
    mine = () => ok(myRoster);
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
      [`GET ${API.roster(LEAGUE_A.id, OTHER_TEAM.id)}`]: () => theirs(),
      [`GET ${API.roster(LEAGUE_A.id, MY_TEAM.id)}`]: () => ok(myRoster),
      [`GET ${API.myRoster(LEAGUE_A.id)}`]: () => mine(),
      [`GET ${API.teamTradeProposals(SEASON_ID, OTHER_TEAM.id)}`]: () => ok(NO_PROPOSALS),
      [`GET ${API.teamTradeProposals(SEASON_ID, MY_TEAM.id)}`]: () => ok(NO_PROPOSALS),
    });
  });

  afterEach(() => server.close());

  const open = (teamId = OTHER_TEAM.id) =>
    renderRemote(registration, {
      path: `/leagues/${LEAGUE_A.id}/team/${teamId}/roster`,
      user: testUsers.player,
      apiBaseUrl: server.baseUrl,
    });

  it("when another team's roster loads, then its name is the title, its manager and players show, read-only", async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ottó Oxen' })).toBeInTheDocument();
    expect(screen.getByText('Manager: Ottó Nagy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Olivér Oláh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Richárd Rác' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move to|Cut|Switch/ })).not.toBeInTheDocument();
  });

  it('when the roster is the own team, then it offers the lineup actions like /team', async () => {
    await open(MY_TEAM.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kata Kickers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to bench: Bence Kardos' })).toBeInTheDocument();
  });

  it('when the user is not a member of the league (403), then the page says so instead of a roster', async () => {
    theirs = () => refusal(403, 'forbidden', 'You are not a member of this league');
    await open();

    expect(
      await screen.findByText('You are not a member of this league, so its rosters are not shown.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when the team has no roster (422), then the page says the league has not drafted it yet', async () => {
    theirs = () => refusal(422, 'no_roster', 'No roster');
    await open();

    expect(await screen.findByRole('heading', { name: 'No roster yet' })).toBeInTheDocument();
    expect(screen.getByText(/This team has no roster in the league's current season yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'League home' })).toHaveAttribute('href', `/leagues/${LEAGUE_A.id}`);
  });
});
