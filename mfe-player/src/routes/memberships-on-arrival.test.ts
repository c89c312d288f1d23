import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import type { SessionUser } from '@hfl/contracts';
import { sessionLoaded, sessionReducer, initialSessionState, type SessionState } from '@hfl/shared-ui/core';
import { testUsers } from '@hfl/shared-ui/testing';
import { membershipsReadAhead } from '../league/current-league-slice';
import { membershipsOnArrival } from './memberships-on-arrival';

const reducer = combineReducers({ session: sessionReducer });
const known = (user: SessionUser | null): SessionState => ({ user, csrfToken: null, ready: true });

describe('memberships on arrival', () => {
  it.each(['/players', '/team', '/game-center', '/leagues/68f1c2000000000000000002/standings', '/settings', '/secure'])(
    'when a signed-in user arrives on %s, then the memberships are asked for at once',
    async (path) => {
      await expectSaga(membershipsOnArrival, path)
        .withReducer(reducer, { session: known(testUsers.player) })
        .put.like({ action: { type: membershipsReadAhead.type } })
        .run();
    },
  );

  it.each(['/faq', '/leaderboard', '/leagues', '/notifications', '/profile'])(
    'when a signed-in user arrives on %s, which does not open on the memberships, then nothing is read',
    async (path) => {
      await expectSaga(membershipsOnArrival, path)
        .withReducer(reducer, { session: known(testUsers.player) })
        .not.put.like({ action: { type: membershipsReadAhead.type } })
        .run();
    },
  );

  it('when a visitor arrives on a member page, then nothing is read (the page sends them to sign in)', async () => {
    await expectSaga(membershipsOnArrival, '/players')
      .withReducer(reducer, { session: known(null) })
      .not.put.like({ action: { type: membershipsReadAhead.type } })
      .run();
  });

  it('when the session is not known yet, then the memberships are asked for once it is, if someone is signed in', async () => {
    await expectSaga(membershipsOnArrival, '/team')
      .withReducer(reducer, { session: initialSessionState })
      .dispatch(sessionLoaded({ user: testUsers.player, csrfToken: null }))
      .put.like({ action: { type: membershipsReadAhead.type } })
      .run();
  });
});
