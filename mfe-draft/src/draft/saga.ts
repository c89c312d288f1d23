import i18next, { type TFunction } from 'i18next';
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { actionChannel, call, cancel, delay, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  API,
  DRAFT_POLL_MS,
  OVERDUE_CHECK_DELAY_MS,
  type DraftJoinAnswer,
  type DraftPickMadeEvent,
  type DraftPickView,
  type DraftState,
  type DraftTeamResponse,
  type OverdueCheckResponse,
  type AvailablePlayersResponse,
} from '@hfl/contracts';
import { ApiError, api, describeApiError, LOCALE_CHANGED, toastShown } from '@hfl/shared-ui';
import {
  announced,
  connectionChanged,
  draftEnded,
  draftStarted,
  entryFailed,
  isDraftLive,
  lastPickNo,
  pickFailed,
  pickMade,
  pickRequested,
  pickSucceeded,
  poolLoaded,
  presenceChanged,
  queueChanged,
  queueSaveFailed,
  queueSaved,
  roomEntered,
  roomLeft,
  selectClockOffset,
  selectConnection,
  selectDraftEntry,
  selectDraftLeagueId,
  selectDraftPool,
  selectDraftRoom,
  selectQueue,
  selectQueueVersion,
  stateLoaded,
  stateStale,
  type DraftAction,
  type DraftEntry,
  type PoolPlayer,
} from './slice';
import { instantMs, isMyTurn, onDeckPickNo } from './room-view';
import { connectDraftSocket, type DraftSocket } from './socket';

export interface DraftSagaDeps {
  /** Opens the room's socket. */
  connect: () => Promise<DraftSocket>;
  /** How often the room asks for the team on the clock while the socket is down (tests shorten it). */
  pollMs?: number;
  /** How long after a turn's deadline the room asks the server whether it picked (tests shorten it). */
  overdueDelayMs?: number;
}

interface Timings {
  pollMs: number;
  overdueDelayMs: number;
}

type RoomEvent =
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'joined'; answer: DraftJoinAnswer }
  | { type: 'pickMade'; event: DraftPickMadeEvent }
  | { type: 'started' }
  | { type: 'ended' }
  | { type: 'presence'; userIds: string[] };

const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);

function* showError(error: unknown) {
  yield put(toastShown({ kind: 'error', ...describeApiError(error, i18next.t as TFunction) }));
}

/**
 * A refused load: 403 sends the viewer to log in (the page does), 404 means the league has no season. Any other
 * failure of the first load is toasted and offered again; a later reload that fails leaves the room as it is, since
 * the next event or poll asks again.
 */
function* refuse(error: unknown, first: boolean) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) {
    yield put(entryFailed('forbidden'));
  } else if (status === 404) {
    yield put(entryFailed('noSeason'));
    yield put(toastShown({ kind: 'error', title: t('draft:cannotAccess'), message: t('draft:noActiveSeason') }));
  } else if (first) {
    yield put(entryFailed('failed'));
    // A 401 already sends the viewer to /expired.
    if (status !== 401) yield* showError(error);
  }
}

/** Takes a whole state as the truth; a season past its draft ends the visit (announced once). */
function* applyState(state: DraftState) {
  const before: DraftEntry = yield select(selectDraftEntry);
  yield put(stateLoaded(state, Date.now()));
  if (!isDraftLive(state) && before !== 'ended') {
    yield put(toastShown({ kind: 'info', title: t('draft:ended'), message: t('draft:endedText') }));
  }
}

/** GET the room's state; true when the room is open (pending or drafting). */
function* loadState(leagueId: string, first: boolean) {
  try {
    const state: DraftState = yield call([api, api.get], API.draft(leagueId));
    yield* applyState(state);
    return isDraftLive(state);
  } catch (error) {
    yield* refuse(error, first);
    return false;
  }
}

function* loadPool(leagueId: string) {
  try {
    const answer: AvailablePlayersResponse = yield call([api, api.get], API.draftPool(leagueId));
    yield put(poolLoaded(answer.players));
  } catch (error) {
    yield* showError(error);
  }
}

/** Without a socket: the team on the clock every `pollMs`, and the whole state again when the turn moved on. */
function* pollTurn(leagueId: string, pollMs: number) {
  while (true) {
    yield delay(pollMs);
    try {
      const answer: DraftTeamResponse = yield call([api, api.get], API.draftTeam(leagueId));
      const room: DraftState | null = yield select(selectDraftRoom);
      const known = room?.current?.pickNo ?? null;
      // A board with every pick made waits for the season to move on, which only a reload shows.
      const finished = room?.status === 'drafting' && room.current === null;
      if ((answer.pickNo ?? null) !== known || finished) yield put(stateStale('turnChanged'));
    } catch {
      // The next poll asks again.
    }
  }
}

/** When a turn's time is up (on the server's clock) and a little more, asks the server whether it picked. */
function* checkWhenOverdue(leagueId: string, deadlineAt: string, overdueDelayMs: number) {
  const offset: number = yield select(selectClockOffset);
  const left = instantMs(deadlineAt) - (Date.now() + offset);
  yield delay(Math.max(0, left) + overdueDelayMs);
  try {
    const answer: OverdueCheckResponse = yield call([api, api.post], API.checkDraftOverdue(leagueId));
    if (answer.player_picked) yield put(stateStale('autoPicked'));
  } catch {
    // The server's own clock makes the pick anyway; its event or the next poll brings it.
  }
}

/** How many seconds before the end of the viewer's turn the room says that the clock is running out. */
export const RUNNING_OUT_SECONDS = 15;

function* warnRunningOut(deadlineAt: string) {
  const offset: number = yield select(selectClockOffset);
  const left = instantMs(deadlineAt) - (Date.now() + offset);
  if (left <= 0) return;
  const warnIn = left - RUNNING_OUT_SECONDS * 1000;
  if (warnIn > 0) yield delay(warnIn);
  yield put(announced('runningOut', { count: Math.min(RUNNING_OUT_SECONDS, Math.ceil(left / 1000)) }));
}

/**
 * What the live region says as the turn moves on: the viewer's turn (and, shortly before its end, that the clock is
 * running out), that the viewer is on deck, and that every pick has been made. Each once per turn.
 */
function* announceTurns() {
  let announcedPickNo: number | null = null;
  let warnedTurn: string | null = null;
  let warning: Task | null = null;
  let done = false;
  while (true) {
    const room: DraftState | null = yield select(selectDraftRoom);
    if (room) {
      const turn = room.status === 'drafting' ? room.current : null;
      const mine = isMyTurn(room);
      const myTurn = turn && mine ? `${turn.pickNo}@${turn.deadlineAt}` : null;
      if (myTurn !== warnedTurn) {
        if (warning) yield cancel(warning);
        warnedTurn = myTurn;
        warning = turn && myTurn ? ((yield fork(warnRunningOut, turn.deadlineAt)) as Task) : null;
      }
      const pickNo = turn?.pickNo ?? null;
      if (turn && pickNo !== announcedPickNo) {
        if (mine) yield put(announced('yourTurn', { round: turn.round, pickNo: turn.pickNo }));
        else if (onDeckPickNo(room) !== null) yield put(announced('onDeck'));
      }
      announcedPickNo = pickNo;
      if (room.status === 'drafting' && !room.current && !done) {
        done = true;
        yield put(announced('done'));
      }
    }
    const next: DraftAction = yield take([stateLoaded.type, pickMade.type, draftEnded.type]);
    const ended = draftEnded.match(next) || ((yield select(selectDraftEntry)) as DraftEntry) === 'ended';
    if (ended && !done) {
      done = true;
      yield put(announced('done'));
    }
  }
}

/** Says who picked whom, when the pick is the next one on the board (a repeat or a gap is not the room's news). */
function* announcePick(event: DraftPickMadeEvent) {
  const room: DraftState | null = yield select(selectDraftRoom);
  if (!room || event.pick.pickNo !== lastPickNo(room) + 1) return;
  const pool: PoolPlayer[] | null = yield select(selectDraftPool);
  const player = pool?.find((candidate) => candidate.id === event.pick.playerId);
  const team = room.teams.find((candidate) => candidate.id === event.pick.teamId)?.name ?? '';
  const { pickNo } = event.pick;
  // Before the pool has loaded, the player's name is not known yet.
  yield put(
    player
      ? announced('picked', { team, player: player.name, position: player.position, pickNo })
      : announced('pickedUnknown', { team, pickNo }),
  );
}

/** One overdue check per turn on the clock, whatever the connection. */
function* watchOverdue(leagueId: string, overdueDelayMs: number) {
  let watched: string | null = null;
  let task: Task | null = null;
  while (true) {
    const room: DraftState | null = yield select(selectDraftRoom);
    const turn = room?.status === 'drafting' ? room.current : null;
    const key = turn ? `${turn.pickNo}@${turn.deadlineAt}` : null;
    if (key !== watched) {
      if (task) yield cancel(task);
      watched = key;
      task = turn ? ((yield fork(checkWhenOverdue, leagueId, turn.deadlineAt, overdueDelayMs)) as Task) : null;
    }
    yield take([stateLoaded.type, pickMade.type]);
  }
}

/**
 * The socket's events for this league's room, buffered so none is lost while the saga is busy (a reload). `join`
 * enters the room; its answer arrives as an event too, so a connection lost before answering cannot block the room.
 */
function openRoom(socket: DraftSocket, leagueId: string): { events: EventChannel<RoomEvent>; join: () => void } {
  let emitEvent: (event: RoomEvent) => void = () => {};
  const events = eventChannel<RoomEvent>((emit) => {
    emitEvent = emit;
    const ours = (payload: { leagueId: string }) => payload.leagueId === leagueId;
    socket.on('connect', () => emit({ type: 'connected' }));
    socket.on('disconnect', () => emit({ type: 'disconnected' }));
    socket.on('draft/pickMade', (event) => ours(event) && emit({ type: 'pickMade', event }));
    socket.on('draft/started', (event) => ours(event) && emit({ type: 'started' }));
    socket.on('draft/ended', (event) => ours(event) && emit({ type: 'ended' }));
    socket.on('draft/presence', (event) => ours(event) && emit({ type: 'presence', userIds: event.userIds }));
    if (socket.connected) emit({ type: 'connected' });
    return () => {
      if (socket.connected) socket.emit('draft/leave', { leagueId });
      socket.close();
    };
  }, buffers.expanding<RoomEvent>());
  const join = () => socket.emit('draft/join', { leagueId }, (answer) => emitEvent({ type: 'joined', answer }));
  return { events, join };
}

function* rejoinLater(socket: DraftSocket, join: () => void, pollMs: number) {
  yield delay(pollMs);
  if (socket.connected) yield call(join);
}

/**
 * The live room: on every (re)connection it enters the room again and takes the answer's state as the truth; picks
 * extend the board one by one (a repeat is ignored, a hole reloads); until the room is entered it polls.
 */
function* followSocket(leagueId: string, { pollMs }: Timings, connect: () => Promise<DraftSocket>) {
  let poller: Task | null = yield fork(pollTurn, leagueId, pollMs);
  let socket: DraftSocket;
  try {
    socket = yield call(connect);
  } catch {
    // No live updates at all (the client failed to load): the room goes on polling.
    yield put(connectionChanged('reconnecting'));
    return;
  }
  const { events, join } = openRoom(socket, leagueId);
  try {
    while (true) {
      const event: RoomEvent = yield take(events);
      switch (event.type) {
        case 'connected':
          yield call(join);
          break;
        case 'joined': {
          const { answer } = event;
          if (answer.ok) {
            yield* applyState(answer.state);
            if (poller) yield cancel(poller);
            poller = null;
            yield put(connectionChanged('live'));
          } else if (answer.status === 403 || answer.status === 404) {
            yield* refuse(new ApiError({ status: answer.status, ...answer.error, hasBody: true }), false);
          } else {
            // Not in the room, so no events: keep polling and try again.
            yield fork(rejoinLater, socket, join, pollMs);
          }
          break;
        }
        case 'disconnected':
          yield put(connectionChanged('reconnecting'));
          if (!poller) poller = (yield fork(pollTurn, leagueId, pollMs)) as Task;
          break;
        case 'pickMade': {
          const room: DraftState | null = yield select(selectDraftRoom);
          yield* announcePick(event.event);
          yield put(pickMade(event.event));
          if (event.event.pick.pickNo > lastPickNo(room) + 1) yield put(stateStale('gap'));
          break;
        }
        case 'started':
          yield put(draftStarted());
          yield put(announced('started'));
          yield put(stateStale('started'));
          break;
        case 'ended':
          yield put(draftEnded());
          yield put(stateStale('ended'));
          break;
        case 'presence':
          yield put(presenceChanged(event.userIds));
          break;
      }
    }
  } finally {
    events.close();
  }
}

/** One visit of a league's room, from its first load until the viewer leaves (the task is cancelled). */
function* runRoom(leagueId: string, timings: Timings, connect: () => Promise<DraftSocket>) {
  const open: boolean = yield call(loadState, leagueId, true);
  if (!open) return;
  yield fork(loadPool, leagueId);
  yield takeLatest(stateStale.type, function* reload() {
    yield call(loadState, leagueId, false);
  });
  yield takeEvery(LOCALE_CHANGED, function* readInNewLanguage() {
    yield put(stateStale('languageChanged'));
  });
  yield fork(watchOverdue, leagueId, timings.overdueDelayMs);
  yield fork(announceTurns);
  yield call(followSocket, leagueId, timings, connect);
}

function* makePick({ payload }: ReturnType<typeof pickRequested>) {
  const leagueId: string | null = yield select(selectDraftLeagueId);
  if (!leagueId) return;
  try {
    const pick: DraftPickView = yield call([api, api.post], API.draftPicks(leagueId), payload);
    yield put(pickSucceeded(pick));
    const pool: PoolPlayer[] | null = yield select(selectDraftPool);
    const player = pool?.find((candidate) => candidate.id === pick.playerId);
    yield put(
      toastShown({
        kind: 'success',
        title: t('draft:room.pick.successTitle'),
        message: t('draft:room.pick.successText', { player: player?.name ?? '', position: player?.position ?? '' }),
      }),
    );
    // Live, the pick's event updates the board; otherwise the room would wait for the next poll.
    const connection: ReturnType<typeof selectConnection> = yield select(selectConnection);
    if (connection !== 'live') yield put(stateStale('picked'));
  } catch (error) {
    yield put(pickFailed());
    yield* showError(error);
    // The turn moved on or the player went: what the room shows is behind.
    if (error instanceof ApiError && error.status === 409) yield put(stateStale('pickRefused'));
  }
}

/** Saves queue changes one at a time; changes made meanwhile are saved together (the latest queue) next. */
function* saveQueues() {
  const changes: EventChannel<DraftAction> = yield actionChannel(queueChanged.type, buffers.sliding(1));
  while (true) {
    yield take(changes);
    const leagueId: string | null = yield select(selectDraftLeagueId);
    if (!leagueId) continue;
    const playerIds: string[] = yield select(selectQueue);
    const version: number = yield select(selectQueueVersion);
    try {
      yield call([api, api.put], API.draftQueue(leagueId), { playerIds });
      yield put(queueSaved(playerIds, version));
    } catch (error) {
      yield put(queueSaveFailed(version));
      yield* showError(error);
    }
  }
}

export function createDraftSaga(deps: DraftSagaDeps) {
  const timings: Timings = {
    pollMs: deps.pollMs ?? DRAFT_POLL_MS,
    overdueDelayMs: deps.overdueDelayMs ?? OVERDUE_CHECK_DELAY_MS,
  };
  return function* draftSaga() {
    // Entering another room, or leaving, ends the previous visit (its socket closes).
    yield takeLatest([roomEntered.type, roomLeft.type], function* visit(action: DraftAction) {
      if (roomEntered.match(action)) yield call(runRoom, action.payload.leagueId, timings, deps.connect);
    });
    yield takeEvery(pickRequested.type, makePick);
    yield fork(saveQueues);
  };
}

export const draftSaga = createDraftSaga({ connect: connectDraftSocket });
