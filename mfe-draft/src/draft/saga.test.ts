import type { Task } from 'redux-saga';
import {
  API,
  type DraftJoinAnswer,
  type DraftPickMadeEvent,
  type DraftState,
  type DraftTeamResponse,
} from '@hfl/contracts';
import { createInjectableStore, initI18n, localeChanged, selectToasts, type InjectableStore } from '@hfl/shared-ui';
import { startSagaApiServer, type ApiServer, type Reply } from '@hfl/shared-ui/testing';
import {
  LEAGUE_ID,
  TEAMS,
  draftPoolAnswer,
  draftState,
  pickOf,
  playerId,
  turnOf,
} from '../testing/draft-room-fixtures';
import { testTime } from '@hfl/contracts/test-time';
import { FakeDraftSocket } from '../testing/fake-draft-socket';
import registration from '../register';
import { RUNNING_OUT_SECONDS, createDraftSaga } from './saga';
import {
  DRAFT_KEY,
  draftReducer,
  pickRequested,
  queueChanged,
  roomEntered,
  roomLeft,
  type DraftRoomState,
} from './slice';

/** Short stand-ins for DRAFT_POLL_MS and OVERDUE_CHECK_DELAY_MS, so the tests run in real time. */
const POLL_MS = 80;
const OVERDUE_DELAY_MS = 60;
const TURN_MS = 60_000;

let server: ApiServer;
/** What the fantasy service holds; the test moves the draft on by changing it. */
let serverState: DraftState;
/** How far the server's clock runs ahead of the browser's. */
let serverClockAheadMs: number;
let overdueChecks: number[];
let polls: number[];
let pickReply: Reply;
/** How long the pool takes to answer. */
let poolDelayMs: number;
let socket: FakeDraftSocket;
let store: InjectableStore;
let task: Task;

const serverNow = () => new Date(Date.now() + serverClockAheadMs);
// A copy, as over the wire: the room must not share objects with the server.
const answerState = (): DraftState =>
  JSON.parse(JSON.stringify({ ...serverState, serverTime: serverNow().toISOString() })) as DraftState;
const joinAnswer = (): DraftJoinAnswer => ({ ok: true, state: answerState() });

/** The server records the next pick (player number `playerIndex`) and returns the event it would publish. */
function serverPicks(playerIndex: number, automatic = false): DraftPickMadeEvent {
  const pick = pickOf(serverState.picks.length + 1, playerIndex, automatic);
  const current = turnOf(pick.pickNo + 1, new Date(serverNow().getTime() + TURN_MS).toISOString());
  serverState = { ...serverState, picks: [...serverState.picks, pick], current };
  return { leagueId: LEAGUE_ID, seasonId: serverState.seasonId, pick, current };
}

const room = (): DraftRoomState => store.getState()[DRAFT_KEY] as DraftRoomState;
/** What the live region holds (the latest last), as keys and values. */
const said = () => room().announcements.map(({ key, values }) => ({ key, values }));
const saidKeys = () => said().map(({ key }) => key);
const requestsTo = (method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.path === path);
const stateLoads = () => requestsTo('GET', API.draft(LEAGUE_ID)).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

async function enterLive(): Promise<void> {
  store.dispatch(roomEntered(LEAGUE_ID));
  await until(() => room().room !== null && room().pool !== null);
  socket.serverConnects();
  await until(() => room().connection === 'live');
}

beforeAll(async () => {
  const i18n = await initI18n([registration.i18n]);
  await i18n.changeLanguage('en');
});

beforeEach(async () => {
  serverClockAheadMs = 0;
  serverState = draftState({ nbPicks: 2 });
  overdueChecks = [];
  polls = [];
  pickReply = { status: 201 };
  poolDelayMs = 0;
  server = await startSagaApiServer({
    [`GET ${API.draft(LEAGUE_ID)}`]: () => ({ status: 200, body: answerState() }),
    [`GET ${API.draftPool(LEAGUE_ID)}`]: async () => {
      await sleep(poolDelayMs);
      return { status: 200, body: draftPoolAnswer() };
    },
    [`GET ${API.draftTeam(LEAGUE_ID)}`]: () => {
      polls.push(Date.now());
      const { current } = serverState;
      const body: DraftTeamResponse = {
        draftTeam: TEAMS.find((team) => team.id === current?.teamId) ?? null,
        pickNo: current?.pickNo ?? null,
      };
      return { status: 200, body };
    },
    [`POST ${API.checkDraftOverdue(LEAGUE_ID)}`]: () => {
      overdueChecks.push(Date.now());
      const due = serverState.current !== null && Date.parse(serverState.current.deadlineAt) <= serverNow().getTime();
      if (due) serverPicks(9, true);
      return { status: 200, body: { player_picked: due } };
    },
    [`POST ${API.draftPicks(LEAGUE_ID)}`]: () => pickReply,
    [`PUT ${API.draftQueue(LEAGUE_ID)}`]: async (request) => {
      await sleep(30);
      return { status: 200, body: request.body };
    },
  });
  socket = new FakeDraftSocket(joinAnswer);
  store = createInjectableStore({ [DRAFT_KEY]: draftReducer });
  task = store.runSaga(
    createDraftSaga({ connect: async () => socket, pollMs: POLL_MS, overdueDelayMs: OVERDUE_DELAY_MS }),
  );
});

afterEach(async () => {
  store.dispatch(roomLeft());
  task.cancel();
  await server.close();
});

describe('draft room saga', () => {
  it('when the room is entered, then the state loads, the socket joins the league room and its answer is the truth', async () => {
    store.dispatch(roomEntered(LEAGUE_ID));
    await until(() => room().room !== null);
    expect(room().room?.picks).toHaveLength(2);
    expect(room().connection).toBe('connecting');

    // A pick made before the socket is in the room: the join's answer brings it.
    serverPicks(3);
    socket.serverConnects();
    await until(() => room().connection === 'live' && room().pool !== null);

    expect(socket.joins).toEqual([{ leagueId: LEAGUE_ID }]);
    expect(room().room?.picks).toEqual(serverState.picks);
    expect(room().room?.current).toEqual(serverState.current);
    expect(room().pool).toEqual(draftPoolAnswer().players);
    expect(room().entry).toBe('ready');
  });

  it('when picks are announced, then the next one is added, a repeat is ignored and a gap reloads the whole state', async () => {
    await enterLive();
    const loadsBefore = stateLoads();

    const third = serverPicks(3);
    socket.push('draft/pickMade', third);
    await until(() => room().room?.picks.length === 3);
    expect(room().room?.current).toEqual(third.current);

    socket.push('draft/pickMade', third);
    await sleep(50);
    expect(room().room?.picks).toHaveLength(3);
    expect(stateLoads()).toBe(loadsBefore);

    serverPicks(4);
    socket.push('draft/pickMade', serverPicks(5));
    await until(() => room().room?.picks.length === 5);
    expect(stateLoads()).toBe(loadsBefore + 1);
    expect(room().room?.picks).toEqual(serverState.picks);
    expect(room().room?.current).toEqual(serverState.current);
  });

  it('when the socket drops, then the room polls the team on the clock at the poll interval and reloads once the turn moved on', async () => {
    await enterLive();
    const loadsBefore = stateLoads();

    socket.serverDrops();
    await until(() => room().connection === 'reconnecting');
    await until(() => polls.length >= 3);
    expect(stateLoads()).toBe(loadsBefore);
    const gaps = polls.slice(1).map((at, i) => at - polls[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(POLL_MS - 15);

    serverPicks(3);
    await until(() => room().room?.picks.length === 3);
    expect(stateLoads()).toBe(loadsBefore + 1);
    expect(room().room?.current).toEqual(serverState.current);
  });

  it("when the turn's countdown reaches the deadline on the server's clock, then the overdue check runs after the delay and the automatic pick is loaded", async () => {
    // The browser's clock is an hour behind: a countdown on it would not end during this test.
    serverClockAheadMs = 3_600_000;
    serverState = draftState({ nbPicks: 2, serverTime: serverNow(), turnMs: 150 });
    const enteredAt = Date.now();
    await enterLive();

    await until(() => room().room?.picks.length === 3);

    expect(overdueChecks).toHaveLength(1);
    expect(overdueChecks[0]! - enteredAt).toBeGreaterThanOrEqual(150 + OVERDUE_DELAY_MS - 20);
    expect(room().room?.picks[2]).toMatchObject({ pickNo: 3, playerId: playerId(9), automatic: true });
    await sleep(OVERDUE_DELAY_MS * 2);
    expect(overdueChecks).toHaveLength(1);
  });

  it('when the socket comes back, then the room joins again, takes every pick made meanwhile and stops polling', async () => {
    await enterLive();
    socket.serverDrops();
    await until(() => room().connection === 'reconnecting');
    serverPicks(3);
    serverPicks(4);

    socket.serverConnects();
    await until(() => room().connection === 'live');

    expect(socket.joins).toEqual([{ leagueId: LEAGUE_ID }, { leagueId: LEAGUE_ID }]);
    expect(room().room?.picks).toEqual(serverState.picks);
    const pollsWhenLive = polls.length;
    await sleep(POLL_MS * 3);
    expect(polls).toHaveLength(pollsWhenLive);
  });

  it('when a join answer was read before a pick the room already shows, then that pick stays', async () => {
    store.dispatch(roomEntered(LEAGUE_ID));
    await until(() => room().room !== null);
    let answer: (value: DraftJoinAnswer) => void = () => {};
    const olderAnswer = joinAnswer();
    socket.answerJoinsWith(() => new Promise((resolve) => (answer = resolve)));
    socket.serverConnects();
    await until(() => socket.joins.length === 1);

    const third = serverPicks(3);
    socket.push('draft/pickMade', third);
    await until(() => room().room?.picks.length === 3);
    answer(olderAnswer);
    await until(() => room().connection === 'live');

    expect(room().room?.picks).toEqual(serverState.picks);
    expect(room().room?.current).toEqual(third.current);
  });

  it('when the join is refused for a passing reason, then the room keeps polling and joins again', async () => {
    store.dispatch(roomEntered(LEAGUE_ID));
    await until(() => room().room !== null);
    socket.answerJoinsWith(() => ({
      ok: false,
      status: 502,
      error: { code: 'upstream_unavailable', message: 'Server error' },
    }));
    socket.serverConnects();
    await until(() => socket.joins.length === 1);
    await sleep(10);
    expect(room().connection).toBe('connecting');
    socket.answerJoinsWith(joinAnswer);

    await until(() => room().connection === 'live');

    expect(socket.joins).toHaveLength(2);
  });

  it('when the draft ends, then the state is reloaded and the room says the draft is over', async () => {
    await enterLive();
    serverState = { ...serverState, status: 'ongoing', current: null };

    socket.push('draft/ended', { leagueId: LEAGUE_ID, seasonId: serverState.seasonId });

    await until(() => room().entry === 'ended');
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({
        kind: 'info',
        title: 'Draft ended',
        message: 'The draft has ended, good luck this season',
      }),
    ]);
  });

  it("when the viewer's language changes, then the room reads its state again, in which the managers are named anew", async () => {
    await enterLive();
    const loads = stateLoads();

    store.dispatch(localeChanged('hu', 'Horváth Levente'));

    await until(() => stateLoads() === loads + 1);
  });

  it('when events of another league arrive, then the room ignores them', async () => {
    await enterLive();
    const other = { ...serverPicks(3), leagueId: '66a0000000000000000000ff' };

    socket.push('draft/pickMade', other);
    socket.push('draft/presence', { leagueId: other.leagueId, userIds: ['u-anna'] });
    await sleep(50);

    expect(room().room?.picks).toHaveLength(2);
    expect(room().presentUserIds).toEqual([]);
  });

  it('when a pick is refused because the turn moved on, then the error is toasted and the state reloaded', async () => {
    await enterLive();
    pickReply = { status: 409, body: { error: { code: 'conflict', message: 'This turn has already been picked' } } };
    const loadsBefore = stateLoads();

    store.dispatch(pickRequested({ playerId: playerId(5), pickNo: 3 }));

    await until(() => stateLoads() === loadsBefore + 1);
    expect(requestsTo('POST', API.draftPicks(LEAGUE_ID)).map((request) => request.body)).toEqual([
      { playerId: playerId(5), pickNo: 3 },
    ]);
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ kind: 'error', title: 'Error', message: 'This turn has already been picked' }),
    ]);
    expect(room().picking).toBeNull();
  });

  it('when the queue changes several times quickly, then the saves go one at a time and the last one holds the latest queue', async () => {
    await enterLive();

    store.dispatch(queueChanged([playerId(5)]));
    store.dispatch(queueChanged([playerId(5), playerId(6)]));
    store.dispatch(queueChanged([playerId(5), playerId(6), playerId(7)]));

    await until(() => !room().queueSaving);
    expect(requestsTo('PUT', API.draftQueue(LEAGUE_ID)).map((request) => request.body)).toEqual([
      { playerIds: [playerId(5)] },
      { playerIds: [playerId(5), playerId(6), playerId(7)] },
    ]);
    expect(room().queue).toEqual([playerId(5), playerId(6), playerId(7)]);
    expect(room().savedQueue).toEqual([playerId(5), playerId(6), playerId(7)]);
  });

  it('when the room is left, then its socket leaves the draft room and closes', async () => {
    await enterLive();

    store.dispatch(roomLeft());

    expect(socket.leaves).toEqual([{ leagueId: LEAGUE_ID }]);
    expect(socket.closed).toBe(true);
  });

  describe('the live region', () => {
    it('when picks move the turn towards me, then it says each pick, that I am on deck, then that it is my turn, once each', async () => {
      serverState = draftState({ nbPicks: 0 });
      await enterLive();
      expect(said()).toEqual([]);

      socket.push('draft/pickMade', serverPicks(1));
      await until(() => saidKeys().length === 2);
      expect(said()).toEqual([
        {
          key: 'picked',
          values: { pickNo: 1, team: 'Budapest Bisons', player: 'Ádám Arany', position: 'QB' },
        },
        { key: 'onDeck', values: {} },
      ]);

      socket.push('draft/pickMade', serverPicks(2));
      await until(() => saidKeys().at(-1) === 'yourTurn');
      expect(said().slice(-2)).toEqual([
        {
          key: 'picked',
          values: { pickNo: 2, team: 'Pécs Panthers', player: 'Bence Bognár', position: 'RB' },
        },
        { key: 'yourTurn', values: { round: 1, pickNo: 3 } },
      ]);

      // The same state again (a reconnection's answer) says nothing new.
      const seq = room().announcementSeq;
      socket.serverDrops();
      socket.serverConnects();
      await until(() => socket.joins.length === 2 && room().connection === 'live');
      await sleep(50);
      expect(room().announcementSeq).toBe(seq);
    });

    it('when a pick is made before the pool has loaded, then it says which team picked, without a name it does not know', async () => {
      poolDelayMs = 400;
      store.dispatch(roomEntered(LEAGUE_ID));
      await until(() => room().room !== null);
      socket.serverConnects();
      await until(() => room().connection === 'live');
      expect(room().pool).toBeNull();

      socket.push('draft/pickMade', serverPicks(3));
      await until(() => saidKeys().includes('pickedUnknown'));
      expect(said()).toContainEqual({ key: 'pickedUnknown', values: { pickNo: 3, team: 'Kata Kickers' } });
      expect(saidKeys()).not.toContain('picked');
    });

    it("when my turn's time is nearly up on the server's clock, then it says so, once", async () => {
      // My turn (pick 3) ends a moment (300 ms, scaled as the tests' time: a busy CI machine took longer to enter the
      // room) after the warning is due.
      serverClockAheadMs = 3_600_000;
      serverState = draftState({
        nbPicks: 2,
        serverTime: serverNow(),
        turnMs: RUNNING_OUT_SECONDS * 1000 + testTime(300),
      });
      await enterLive();
      expect(saidKeys()).toEqual(['yourTurn']);

      await until(() => saidKeys().includes('runningOut'));
      expect(said()).toEqual([
        { key: 'yourTurn', values: { round: 1, pickNo: 3 } },
        { key: 'runningOut', values: { count: RUNNING_OUT_SECONDS } },
      ]);
      await sleep(100);
      expect(saidKeys()).toEqual(['yourTurn', 'runningOut']);
    });

    it('when the draft starts and when it ends, then it says so', async () => {
      serverState = draftState({ status: 'pending', current: null });
      await enterLive();
      serverState = draftState({ nbPicks: 0 });

      socket.push('draft/started', { leagueId: LEAGUE_ID, seasonId: serverState.seasonId });
      await until(() => saidKeys().includes('started'));

      serverState = { ...serverState, status: 'ongoing', current: null };
      socket.push('draft/ended', { leagueId: LEAGUE_ID, seasonId: serverState.seasonId });
      await until(() => room().entry === 'ended');
      expect(saidKeys()).toEqual(['started', 'done']);
    });

    it('when I change my queue, then the result is said with the player and the place', async () => {
      await enterLive();
      store.dispatch(queueChanged([playerId(7)], { kind: 'added', playerId: playerId(7) }));
      store.dispatch(queueChanged([playerId(7), playerId(5)], { kind: 'added', playerId: playerId(5) }));
      store.dispatch(queueChanged([playerId(5), playerId(7)], { kind: 'moved', playerId: playerId(5) }));
      store.dispatch(queueChanged([playerId(7)], { kind: 'removed', playerId: playerId(5) }));

      // The latest three.
      expect(said()).toEqual([
        { key: 'queueAdded', values: { player: 'Elemér Erdős', position: 2, total: 2 } },
        { key: 'queueMoved', values: { player: 'Elemér Erdős', position: 1, total: 2 } },
        { key: 'queueRemoved', values: { player: 'Elemér Erdős' } },
      ]);
    });
  });
});
