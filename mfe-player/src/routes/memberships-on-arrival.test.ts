import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { API, type SessionUser } from '@hfl/contracts';
import {
  sessionLoaded,
  sessionReducer,
  initialSessionState,
  takeReadAhead,
  type SessionState,
} from '@hfl/shared-ui/core';
import { testUsers } from '@hfl/shared-ui/testing';
import { membershipsFailed, membershipsLoaded, membershipsReadAhead } from '../league/current-league-slice';
import { LEAGUE_A, LEAGUE_B, membership } from '../testing/league-fixtures';
import registration from '../register';
import { membershipsOnArrival } from './memberships-on-arrival';

/** mfe-player's routes, as its registration gives them to the shell. */
const { routes } = registration;
const reducer = combineReducers({ session: sessionReducer });
const known = (user: SessionUser | null): SessionState => ({ user, csrfToken: null, ready: true });

describe('memberships on arrival', () => {
  it.each([
    '/players',
    '/team',
    '/game-center',
    '/leagues/68f1c2000000000000000002',
    '/leagues/68f1c2000000000000000002/standings',
    '/leagues/68f1c2000000000000000002/team/68f1c2000000000000000003/roster',
    '/league-user/dashboard',
    '/settings',
    '/secure',
  ])('when a signed-in user arrives on %s, then the memberships are asked for at once', async (path) => {
    await expectSaga(membershipsOnArrival, routes, path)
      .withReducer(reducer, { session: known(testUsers.player) })
      .put.like({ action: { type: membershipsReadAhead.type } })
      // A page on the team's clock goes on waiting for the memberships' answer, which these tests do not give.
      .silentRun(50);
  });

  it.each(['/faq', '/leaderboard', '/leagues', '/notifications', '/profile'])(
    'when a signed-in user arrives on %s, which does not open on the memberships, then nothing is read',
    async (path) => {
      await expectSaga(membershipsOnArrival, routes, path)
        .withReducer(reducer, { session: known(testUsers.player) })
        .not.put.like({ action: { type: membershipsReadAhead.type } })
        .run();
    },
  );

  it('when a visitor arrives on a member page, then nothing is read (the page sends them to sign in)', async () => {
    await expectSaga(membershipsOnArrival, routes, '/players')
      .withReducer(reducer, { session: known(null) })
      .not.put.like({ action: { type: membershipsReadAhead.type } })
      .run();
  });

  it('when the session is not known yet, then the memberships are asked for once it is, if someone is signed in', async () => {
    await expectSaga(membershipsOnArrival, routes, '/team')
      .withReducer(reducer, { session: initialSessionState })
      .dispatch(sessionLoaded({ user: testUsers.player, csrfToken: null }))
      .put.like({ action: { type: membershipsReadAhead.type } })
      .silentRun(50);
  });

  describe("the user's team, read ahead of a page on its clock", () => {
    const memberships = [membership(LEAGUE_A), membership(LEAGUE_B)];
    const teamRead = (league: { id: string }) => API.fantasyTeam(`t-${league.id}`);
    /** Runs the arrival at `path` (and `search`) with the memberships answered, current league A. */
    const arrive = (
      path: string,
      search = '',
      answer: { type: string } = membershipsLoaded(memberships, LEAGUE_A.id),
    ) =>
      expectSaga(membershipsOnArrival, routes, path, search)
        .withReducer(reducer, { session: known(testUsers.player) })
        .dispatch(answer)
        .run();

    afterEach(() => {
      for (const league of [LEAGUE_A, LEAGUE_B]) takeReadAhead(teamRead(league))?.catch(() => undefined);
    });

    it.each(['/players', '/team'])(
      'when a member arrives on %s, then his team in the current league is read while the page loads',
      async (path) => {
        await arrive(path);
        expect(takeReadAhead(teamRead(LEAGUE_A))).not.toBeNull();
        expect(takeReadAhead(teamRead(LEAGUE_B))).toBeNull();
      },
    );

    it("when a member arrives on a league's page or a roster in it, then his team in that league is read", async () => {
      await arrive(`/leagues/${LEAGUE_B.id}`);
      expect(takeReadAhead(teamRead(LEAGUE_B))).not.toBeNull();
      await arrive(`/leagues/${LEAGUE_B.id}/team/68f1c2000000000000000003/roster`);
      expect(takeReadAhead(teamRead(LEAGUE_B))).not.toBeNull();
      expect(takeReadAhead(teamRead(LEAGUE_A))).toBeNull();
    });

    it('when the page opens on another league (?league=), then his team in that one is read', async () => {
      await arrive('/players', `?league=${LEAGUE_B.id}`);
      expect(takeReadAhead(teamRead(LEAGUE_B))).not.toBeNull();
      expect(takeReadAhead(teamRead(LEAGUE_A))).toBeNull();
    });

    it('when the page shows no times on his clock, or the memberships fail, then no team is read', async () => {
      await arrive('/game-center');
      await arrive('/players', '', membershipsFailed());
      expect(takeReadAhead(teamRead(LEAGUE_A))).toBeNull();
    });
  });
});
