import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import type { SessionUser } from '@hfl/contracts';
import { sessionLoaded, sessionReducer, initialSessionState, type SessionState } from '@hfl/shared-ui/core';
import { testUsers } from '@hfl/shared-ui/testing';
import { membershipsReadAhead } from '../league/current-league-slice';
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
      .run();
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
      .run();
  });
});
