import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import {
  API,
  CURRENT_LEAGUE_COOKIE,
  PAGE_READS_ELEMENT_ID,
  currentLeagueCookie,
  currentLeagueOf,
  type MyMembership,
  type SessionUser,
} from '@hfl/contracts';
import { loggedOut, sessionReducer, toastsReducer, type SessionState, type Toast } from '@hfl/shared-ui';
import { startSagaApiServer, type ApiServer, type Reply, createTestI18n, testUsers } from '@hfl/shared-ui/testing';
import { LEAGUE_A, LEAGUE_B, membership } from '../testing/league-fixtures';
import registration from '../register';
import { readCurrentLeague, storeCurrentLeague } from './current-league';
import { currentLeagueSaga } from './current-league-saga';
import {
  CURRENT_LEAGUE_KEY,
  currentLeagueReducer,
  initialCurrentLeagueState,
  leagueLeft,
  leagueSelected,
  membershipsLoaded,
  membershipsReadAhead,
  membershipsRequested,
  membershipsWanted,
  READ_AHEAD_MS,
  type CurrentLeagueState,
} from './current-league-slice';

const reducer = combineReducers({
  session: sessionReducer,
  toasts: toastsReducer,
  [CURRENT_LEAGUE_KEY]: currentLeagueReducer,
});

/**
 * How long a run lasts (the saga watches forever): long enough for the local API's answer beside CI's other lanes,
 * where 500 ms once ended a run before the memberships had arrived.
 */
const SETTLE_MS = 2_000;

interface RunResult {
  current: CurrentLeagueState;
  toasts: Toast[];
}

describe('current league saga', () => {
  let server: ApiServer;
  let membershipsReply: () => Reply | Promise<Reply>;

  beforeAll(async () => {
    await createTestI18n([registration]);
  });

  /** The league the BFF would read from the cookie for `user`. */
  const cookieLeague = (user: SessionUser) =>
    currentLeagueOf(
      document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${CURRENT_LEAGUE_COOKIE}=`))
        ?.slice(CURRENT_LEAGUE_COOKIE.length + 1),
      user.id,
    );

  beforeEach(async () => {
    window.localStorage.clear();
    document.cookie = currentLeagueCookie(testUsers.player.id, null);
    membershipsReply = () => ({ status: 200, body: [] });
    server = await startSagaApiServer({ 'GET /api/leagues/memberships/me': () => membershipsReply() });
  });

  afterEach(() => server.close());

  const answer = (memberships: MyMembership[]) => {
    membershipsReply = () => ({ status: 200, body: memberships });
  };

  /** Runs the whole saga against the slice with `user` signed in, dispatching `actions` in order (a number waits). */
  async function run(
    user: SessionUser,
    actions: Array<{ type: string } | number>,
    currentLeague: CurrentLeagueState = initialCurrentLeagueState,
  ): Promise<RunResult> {
    const session: SessionState = { user, csrfToken: null, ready: true };
    let saga = expectSaga(currentLeagueSaga).withReducer(reducer, {
      session,
      toasts: [],
      [CURRENT_LEAGUE_KEY]: currentLeague,
    });
    for (const action of actions) saga = typeof action === 'number' ? saga.delay(action) : saga.dispatch(action);
    const { storeState } = await saga.silentRun(SETTLE_MS);
    const state = storeState as ReturnType<typeof reducer>;
    return { current: state[CURRENT_LEAGUE_KEY], toasts: state.toasts };
  }

  it('when the memberships load and the stored league is still an active membership, then it stays current', async () => {
    answer([membership(LEAGUE_A), membership(LEAGUE_B)]);
    storeCurrentLeague(testUsers.player.id, LEAGUE_B.id);

    const { current } = await run(testUsers.player, [membershipsRequested()]);

    expect(current.status).toBe('loaded');
    expect(current.currentId).toBe(LEAGUE_B.id);
    expect(current.memberships.map((m) => m.league.id)).toEqual([LEAGUE_A.id, LEAGUE_B.id]);
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_B.id);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/leagues/memberships/me']);
  });

  it('when the first page came with the memberships, then the read on arrival takes them: no read, and only once', async () => {
    answer([membership(LEAGUE_A)]);
    storeCurrentLeague(testUsers.player.id, LEAGUE_B.id);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_READS_ELEMENT_ID;
    block.textContent = JSON.stringify([
      { path: API.myMemberships, body: [membership(LEAGUE_A), membership(LEAGUE_B)] },
    ]);
    document.body.append(block);

    const { current } = await run(testUsers.player, [membershipsReadAhead(), 100, membershipsWanted()]);

    expect(current.currentId).toBe(LEAGUE_B.id);
    expect(current.memberships.map((m) => m.league.id)).toEqual([LEAGUE_A.id, LEAGUE_B.id]);
    expect(server.requests).toEqual([]);

    const again = await run(testUsers.player, [membershipsRequested()]);
    expect(again.current.memberships.map((m) => m.league.id)).toEqual([LEAGUE_A.id]);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/leagues/memberships/me']);
  });

  it('when the stored league is no longer among the active memberships, then the first membership becomes current and is stored', async () => {
    answer([membership(LEAGUE_B, { status: 'pending', type: 'REQUESTED', team: null }), membership(LEAGUE_A)]);
    storeCurrentLeague(testUsers.player.id, 'c0000000000000000000000c');

    const { current } = await run(testUsers.player, [membershipsRequested()]);

    expect(current.currentId).toBe(LEAGUE_A.id);
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_A.id);
  });

  it('when the memberships load, then the cookie the BFF reads names the current league, also when it was stored before the cookie', async () => {
    answer([membership(LEAGUE_A), membership(LEAGUE_B)]);
    window.localStorage.setItem(`hfl.currentLeague.${testUsers.player.id}`, LEAGUE_B.id);
    expect(cookieLeague(testUsers.player)).toBeNull();

    await run(testUsers.player, [membershipsRequested()]);

    expect(cookieLeague(testUsers.player)).toBe(LEAGUE_B.id);
    expect(cookieLeague(testUsers.owner)).toBeNull();
  });

  it('when the stored league was lost and no active membership is left, then it is forgotten', async () => {
    answer([membership(LEAGUE_B, { status: 'pending', type: 'INVITED', team: null })]);
    storeCurrentLeague(testUsers.player.id, LEAGUE_A.id);

    const { current } = await run(testUsers.player, [membershipsRequested()]);

    expect(current.currentId).toBeNull();
    expect(readCurrentLeague(testUsers.player.id)).toBeNull();
    expect(cookieLeague(testUsers.player)).toBeNull();
  });

  it('when nothing is stored, then no league is current even with memberships', async () => {
    answer([membership(LEAGUE_A), membership(LEAGUE_B)]);

    const { current } = await run(testUsers.player, [membershipsRequested()]);

    expect(current.currentId).toBeNull();
    expect(readCurrentLeague(testUsers.player.id)).toBeNull();
  });

  it('when the SUPER_ADMIN has a stored league, then it stays current without any membership', async () => {
    storeCurrentLeague(testUsers.owner.id, LEAGUE_A.id);

    const { current } = await run(testUsers.owner, [membershipsRequested()]);

    expect(current.currentId).toBe(LEAGUE_A.id);
  });

  it("when a member's league is selected, then it becomes current and is stored", async () => {
    answer([membership(LEAGUE_A), membership(LEAGUE_B)]);

    const { current, toasts } = await run(testUsers.player, [membershipsRequested(), leagueSelected(LEAGUE_B.id)]);

    expect(current.currentId).toBe(LEAGUE_B.id);
    expect(current.selection).toEqual({ leagueId: LEAGUE_B.id, status: 'accepted' });
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_B.id);
    expect(cookieLeague(testUsers.player)).toBe(LEAGUE_B.id);
    expect(toasts).toEqual([]);
  });

  it('when a league the user is not an active member of is selected, then it is refused with "Cannot select league"', async () => {
    answer([membership(LEAGUE_A), membership(LEAGUE_B, { status: 'pending', type: 'REQUESTED', team: null })]);
    storeCurrentLeague(testUsers.player.id, LEAGUE_A.id);

    const { current, toasts } = await run(testUsers.player, [membershipsRequested(), leagueSelected(LEAGUE_B.id)]);

    expect(current.currentId).toBe(LEAGUE_A.id);
    expect(current.selection).toEqual({ leagueId: LEAGUE_B.id, status: 'refused' });
    expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_A.id);
    expect(toasts).toEqual([
      expect.objectContaining({
        kind: 'error',
        title: 'Cannot select league',
        message: "League no longer exists or you don't have access here",
      }),
    ]);
  });

  it('when a league is selected while the memberships are loading, then the fresh memberships decide', async () => {
    // The league was joined a moment ago: only the answer in flight knows it.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    membershipsReply = async () => {
      await answered;
      return { status: 200, body: [membership(LEAGUE_A)] };
    };
    setTimeout(release, 100);

    const { current } = await run(testUsers.player, [membershipsRequested(), leagueSelected(LEAGUE_A.id)]);

    expect(current.currentId).toBe(LEAGUE_A.id);
    expect(current.selection?.status).toBe('accepted');
    expect(server.requests).toHaveLength(1);
  });

  it('when a page opens while a read is in flight, then it joins that read instead of asking again', async () => {
    answer([membership(LEAGUE_A)]);
    const reply = membershipsReply;
    membershipsReply = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return reply();
    };

    const { current } = await run(testUsers.player, [membershipsWanted(), 50, membershipsWanted()]);

    expect(server.requests).toHaveLength(1);
    expect(current.status).toBe('loaded');
  });

  it('when a page opens after the last read ended, then it reads again', async () => {
    answer([membership(LEAGUE_A)]);

    await run(testUsers.player, [membershipsWanted(), 500, membershipsWanted()]);

    expect(server.requests).toHaveLength(2);
  });

  it('when the page arrived at opens after the answer read ahead of it came, then that answer serves it', async () => {
    answer([membership(LEAGUE_A)]);
    storeCurrentLeague(testUsers.player.id, LEAGUE_A.id);

    const { current } = await run(testUsers.player, [membershipsReadAhead(), 300, membershipsWanted()]);

    expect(server.requests).toHaveLength(1);
    expect(current.status).toBe('loaded');
    expect(current.currentId).toBe(LEAGUE_A.id);
  });

  it('when the answer read ahead failed, then the page that opens reads again and nothing is toasted', async () => {
    let reads = 0;
    membershipsReply = () => (++reads === 1 ? { status: 500 } : { status: 200, body: [membership(LEAGUE_A)] });

    const { current, toasts } = await run(testUsers.player, [membershipsReadAhead(), 300, membershipsWanted()]);

    expect(server.requests).toHaveLength(2);
    expect(current.status).toBe('loaded');
    expect(toasts).toEqual([]);
  });

  it("when the answer read ahead and the page's own read both fail, then the error is toasted once", async () => {
    membershipsReply = () => ({ status: 500 });

    const { current, toasts } = await run(testUsers.player, [membershipsReadAhead(), 300, membershipsWanted()]);

    expect(server.requests).toHaveLength(2);
    expect(current.status).toBe('failed');
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', message: 'Server error' })]);
  });

  it('when the page opened while the read ahead of it was in flight and that read fails, then the error is toasted', async () => {
    membershipsReply = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { status: 500 };
    };

    const { current, toasts } = await run(testUsers.player, [membershipsReadAhead(), 50, membershipsWanted()]);

    expect(server.requests).toHaveLength(1);
    expect(current.status).toBe('failed');
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', message: 'Server error' })]);
  });

  it('when the memberships are asked for afresh while a read is in flight, then a new read answers and the older one is dropped', async () => {
    // The older read was sent before the league was joined: it knows only league A, and answers last.
    let reads = 0;
    membershipsReply = async () => {
      reads += 1;
      if (reads > 1) return { status: 200, body: [membership(LEAGUE_A), membership(LEAGUE_B)] };
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { status: 200, body: [membership(LEAGUE_A)] };
    };

    const { current } = await run(testUsers.player, [membershipsWanted(), 50, membershipsRequested()]);

    expect(server.requests).toHaveLength(2);
    expect(current.memberships.map((m) => m.league.id)).toEqual([LEAGUE_A.id, LEAGUE_B.id]);
  });

  it('when a league is selected before any memberships were read, then they are read first', async () => {
    answer([membership(LEAGUE_A)]);

    const { current } = await run(testUsers.player, [leagueSelected(LEAGUE_A.id)]);

    expect(current.currentId).toBe(LEAGUE_A.id);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/leagues/memberships/me']);
  });

  it('when the memberships cannot be read, then the error is toasted and the slice says so', async () => {
    membershipsReply = () => ({ status: 500 });

    const { current, toasts } = await run(testUsers.player, [membershipsRequested()]);

    expect(current.status).toBe('failed');
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', title: 'Error', message: 'Server error' })]);
  });

  it('when the user leaves the current league, then it is forgotten and its membership dropped', async () => {
    answer([membership(LEAGUE_A), membership(LEAGUE_B)]);
    storeCurrentLeague(testUsers.player.id, LEAGUE_A.id);
    const loaded = { ...initialCurrentLeagueState, status: 'loaded' as const, currentId: LEAGUE_A.id };

    const { current } = await run(testUsers.player, [leagueLeft(LEAGUE_A.id)], {
      ...loaded,
      memberships: [membership(LEAGUE_A), membership(LEAGUE_B)],
    });

    expect(server.requests).toHaveLength(0);
    expect(current.currentId).toBeNull();
    expect(current.memberships.map((m) => m.league.id)).toEqual([LEAGUE_B.id]);
    expect(readCurrentLeague(testUsers.player.id)).toBeNull();
  });

  it('when the user leaves a league while the memberships are read, then a fresh read answers, not the one that predates the leave', async () => {
    storeCurrentLeague(testUsers.player.id, LEAGUE_A.id);
    const saga = expectSaga(currentLeagueSaga).withReducer(reducer, {
      session: { user: testUsers.player, csrfToken: null, ready: true },
      toasts: [],
      [CURRENT_LEAGUE_KEY]: initialCurrentLeagueState,
    });
    // The user leaves league A while the first read is at the server, which answers it (still listing A) only once
    // the fresh read has been sent; the fresh read knows the leave.
    let freshReadSent: () => void = () => {};
    const freshRead = new Promise<void>((resolve) => (freshReadSent = resolve));
    let reads = 0;
    membershipsReply = async () => {
      reads += 1;
      if (reads > 1) {
        freshReadSent();
        return { status: 200, body: [membership(LEAGUE_B)] };
      }
      saga.dispatch(leagueLeft(LEAGUE_A.id));
      await freshRead;
      return { status: 200, body: [membership(LEAGUE_A), membership(LEAGUE_B)] };
    };

    const { storeState } = await saga.dispatch(membershipsRequested()).silentRun(SETTLE_MS);
    const current = (storeState as ReturnType<typeof reducer>)[CURRENT_LEAGUE_KEY];

    expect(server.requests).toHaveLength(2);
    expect(current.status).toBe('loaded');
    expect(current.currentId).toBeNull();
    expect(current.memberships.map((m) => m.league.id)).toEqual([LEAGUE_B.id]);
    expect(readCurrentLeague(testUsers.player.id)).toBeNull();
  });
});

describe('current league slice', () => {
  const aheadAnswered = (at: number) =>
    currentLeagueReducer(
      currentLeagueReducer(initialCurrentLeagueState, { type: membershipsReadAhead.type, payload: { at } }),
      membershipsLoaded([membership(LEAGUE_A)], LEAGUE_A.id),
    );

  it('when a page opens within the read-ahead time, then the answer stands (no read is due)', () => {
    const state = currentLeagueReducer(aheadAnswered(1_000), {
      type: membershipsWanted.type,
      payload: { at: 1_000 + READ_AHEAD_MS - 1 },
    });

    expect(state.status).toBe('loaded');
  });

  it('when a page opens after the read-ahead time, then a read is due', () => {
    const state = currentLeagueReducer(aheadAnswered(1_000), {
      type: membershipsWanted.type,
      payload: { at: 1_000 + READ_AHEAD_MS },
    });

    expect(state.status).toBe('loading');
  });

  it('when the memberships are asked for afresh, then the answer read ahead serves no later page', () => {
    const asked = currentLeagueReducer(aheadAnswered(1_000), membershipsRequested());
    const answered = currentLeagueReducer(asked, membershipsLoaded([membership(LEAGUE_A)], LEAGUE_A.id));

    expect(currentLeagueReducer(answered, { type: membershipsWanted.type, payload: { at: 1_001 } }).status).toBe(
      'loading',
    );
  });

  it('when the user signs out, then nothing of their memberships stays in the slice', () => {
    const loaded = currentLeagueReducer(
      initialCurrentLeagueState,
      membershipsLoaded([membership(LEAGUE_A)], LEAGUE_A.id),
    );

    expect(currentLeagueReducer(loaded, loggedOut())).toEqual(initialCurrentLeagueState);
  });
});
