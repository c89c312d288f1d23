import type { Task } from 'redux-saga';
import { createInjectableStore, type InjectableStore } from '@hfl/shared-ui';
import { FakeDraftSocket } from '../testing/fake-draft-socket';
import { bestEcho, createReadinessSaga } from './saga';
import {
  READINESS_KEY,
  readinessCheckRequested,
  readinessReducer,
  readinessVerdict,
  type ReadinessState,
} from './slice';

let socket: FakeDraftSocket;
let connects: number;
let store: InjectableStore;
let task: Task;

const readiness = () => store.getState()[READINESS_KEY] as ReadinessState;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(5);
  }
}

beforeEach(() => {
  connects = 0;
  socket = new FakeDraftSocket(() => ({ ok: false, status: 500, error: { code: 'unused', message: 'unused' } }));
  store = createInjectableStore({ [READINESS_KEY]: readinessReducer });
  task = store.runSaga(
    createReadinessSaga({
      connect: async () => {
        connects++;
        return socket;
      },
      timeoutMs: 150,
    }),
  );
});

afterEach(() => task.cancel());

describe('the draft readiness saga', () => {
  it('when the socket connects and answers, then the round trip and clock offset are measured and the browser is ready', async () => {
    socket.serverClockAheadMs = 5000;
    store.dispatch(readinessCheckRequested());
    expect(readinessVerdict(readiness())).toBe('checking');

    socket.serverConnects();
    await until(() => readiness().connection !== 'checking');

    expect(readiness().connection).toBe('connected');
    expect(socket.echoes).toBe(3);
    expect(readiness().echo!.roundTripMs).toBeLessThan(100);
    // The fake server's clock runs 5 s ahead; the estimate is off by at most half a round trip.
    expect(Math.abs(readiness().echo!.clockOffsetMs - 5000)).toBeLessThanOrEqual(50);
    expect(readinessVerdict(readiness())).toBe('ready');
    // The check's own socket is closed once measured.
    expect(socket.closed).toBe(true);
  });

  it('when the socket never connects, then the connection failed and the browser is not ready', async () => {
    store.dispatch(readinessCheckRequested());

    await until(() => readiness().connection !== 'checking');

    expect(readiness().connection).toBe('failed');
    expect(readinessVerdict(readiness())).toBe('notReady');
    expect(socket.closed).toBe(true);
  });

  it('when the echoes are never answered, then the connection failed', async () => {
    socket.answersEchoes = false;
    store.dispatch(readinessCheckRequested());
    socket.serverConnects();

    await until(() => readiness().connection !== 'checking');

    expect(readiness().connection).toBe('failed');
    expect(readiness().echo).toBeNull();
  });

  it('when the check runs again, then it measures anew on a new connection', async () => {
    store.dispatch(readinessCheckRequested());
    socket.serverConnects();
    await until(() => readiness().connection === 'connected');

    socket = new FakeDraftSocket(() => ({ ok: false, status: 500, error: { code: 'unused', message: 'unused' } }));
    store.dispatch(readinessCheckRequested());
    expect(readiness().connection).toBe('checking');
    socket.serverConnects();
    await until(() => readiness().connection === 'connected');

    expect(connects).toBe(2);
    expect(socket.echoes).toBe(3);
  });
});

describe('bestEcho', () => {
  it('when round trips differ, then the fastest one sets the offset (the server answered halfway through it)', () => {
    expect(
      bestEcho([
        { answer: { sentAt: 1000, serverTime: 1400 }, receivedAt: 1500 },
        { answer: { sentAt: 2000, serverTime: 2150 }, receivedAt: 2100 },
      ]),
    ).toEqual({ roundTripMs: 100, clockOffsetMs: 100 });
  });
});
