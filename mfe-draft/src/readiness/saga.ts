import { call, delay, put, race, takeLatest } from 'redux-saga/effects';
import type { EchoAnswer } from '@hfl/contracts';
import { connectDraftSocket, type DraftSocket } from '../draft/socket';
import { askNotificationsPermission, missingBrowserFeatures, notificationsPermission } from './browser';
import {
  browserInspected,
  connectionFailed,
  echoMeasured,
  notificationsPermissionAnswered,
  notificationsPermissionRequested,
  readinessCheckRequested,
  type EchoMeasure,
} from './slice';

/** How long the connection and each round trip may take before the check says the connection failed. */
export const READINESS_TIMEOUT_MS = 10_000;
/** Round trips measured; the fastest gives the best clock estimate (the least time spent in queues). */
const ECHOES = 3;

export interface ReadinessSagaDeps {
  connect: () => Promise<DraftSocket>;
  timeoutMs?: number;
}

function connected(socket: DraftSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.connected) resolve();
    else socket.on('connect', () => resolve());
  });
}

function echo(socket: DraftSocket): Promise<{ answer: EchoAnswer; receivedAt: number }> {
  return new Promise((resolve) => {
    socket.emit('diagnostics/echo', { sentAt: Date.now() }, (answer) => resolve({ answer, receivedAt: Date.now() }));
  });
}

/** The fastest round trip, and the clock offset it implies (the server answered halfway through it). */
export function bestEcho(samples: Array<{ answer: EchoAnswer; receivedAt: number }>): EchoMeasure {
  const measures = samples.map(({ answer, receivedAt }) => {
    const roundTripMs = receivedAt - answer.sentAt;
    return { roundTripMs, clockOffsetMs: Math.round(answer.serverTime - (answer.sentAt + roundTripMs / 2)) };
  });
  return measures.reduce((best, measure) => (measure.roundTripMs < best.roundTripMs ? measure : best));
}

function* measureConnection(socket: DraftSocket, timeoutMs: number) {
  const { ready } = yield race({ ready: call(connected, socket), timeout: delay(timeoutMs) });
  if (!ready && !socket.connected) return null;
  const samples: Array<{ answer: EchoAnswer; receivedAt: number }> = [];
  for (let i = 0; i < ECHOES; i++) {
    const { sample } = yield race({ sample: call(echo, socket), timeout: delay(timeoutMs) });
    if (!sample) return null;
    samples.push(sample);
  }
  return bestEcho(samples);
}

function* runCheck(deps: Required<ReadinessSagaDeps>) {
  yield put(browserInspected({ missingFeatures: missingBrowserFeatures(), notifications: notificationsPermission() }));
  let socket: DraftSocket | null = null;
  try {
    socket = yield call(deps.connect);
    const measure: EchoMeasure | null = yield call(measureConnection, socket!, deps.timeoutMs);
    yield put(measure ? echoMeasured(measure) : connectionFailed());
  } catch {
    yield put(connectionFailed());
  } finally {
    // The check's own connection: the room opens its own when the manager enters it.
    socket?.close();
  }
}

function* askPermission() {
  const answer: Awaited<ReturnType<typeof askNotificationsPermission>> = yield call(askNotificationsPermission);
  yield put(notificationsPermissionAnswered(answer));
}

export function createReadinessSaga(deps: ReadinessSagaDeps) {
  const settled = { connect: deps.connect, timeoutMs: deps.timeoutMs ?? READINESS_TIMEOUT_MS };
  return function* readinessSaga() {
    yield takeLatest(readinessCheckRequested.type, runCheck, settled);
    yield takeLatest(notificationsPermissionRequested.type, askPermission);
  };
}

export const readinessSaga = createReadinessSaga({ connect: connectDraftSocket });
