import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DraftPickMadeEvent, DraftPickPayload, DraftPickView, DraftState } from '@hfl/contracts';
import { instantMs, type PoolPlayer } from './room-view';

/**
 * The draft room: the league's DraftState as the server last told it (kept current by live events, or by polling
 * while the socket is down), the player pool, the connection and who is in the room. Action types are events.
 */
export const DRAFT_KEY = 'draft';

export type { PoolPlayer } from './room-view';

/**
 * How entering the room went: `forbidden` (403: not a member), `noSeason` (404), `ended` (the season is past its
 * draft), `failed` (any other failure, with a retry).
 */
export type DraftEntry = 'loading' | 'ready' | 'forbidden' | 'noSeason' | 'ended' | 'failed';
export type DraftEntryFailure = Exclude<DraftEntry, 'loading' | 'ready'>;

/** `reconnecting`: the socket is down and the room polls. */
export type DraftConnection = 'connecting' | 'live' | 'reconnecting';

/** Why the room asks for the whole state again. */
export type StaleReason =
  | 'gap'
  | 'started'
  | 'ended'
  | 'turnChanged'
  | 'autoPicked'
  | 'picked'
  | 'pickRefused'
  /** The viewer's language changed: the managers' names are written otherwise in it ("Szabó Anna"). */
  | 'languageChanged';

/**
 * A sentence for screen readers (the room's one polite live region): a key of the `draft` texts under `room.live`
 * and its values, translated when shown so it follows the language. `id` tells a repeat from the same text again.
 */
export interface Announcement {
  id: number;
  key: AnnouncementKey;
  values: Record<string, string | number>;
}

export type AnnouncementKey =
  | 'started'
  | 'yourTurn'
  | 'onDeck'
  | 'picked'
  | 'pickedUnknown'
  | 'runningOut'
  | 'done'
  | 'queueAdded'
  | 'queueRemoved'
  | 'queueMoved';

/** How many announcements the live region keeps (the latest last): events that come together are all read. */
export const ANNOUNCEMENTS_KEPT = 3;

/** What a queue change did, so the live region can say it (the queue buttons are announced by their result). */
export type QueueChange =
  { kind: 'added'; playerId: string } | { kind: 'removed'; playerId: string } | { kind: 'moved'; playerId: string };

export interface DraftRoomState {
  leagueId: string | null;
  entry: DraftEntry;
  room: DraftState | null;
  /** The server's clock minus the browser's when the state arrived: countdowns run on the server's time. */
  clockOffsetMs: number;
  pool: PoolPlayer[] | null;
  connection: DraftConnection;
  presentUserIds: string[];
  /** The viewer's queue as shown (a change is shown at once, then saved). */
  queue: string[];
  /** The queue the server holds, shown again when saving a change fails. */
  savedQueue: string[];
  /** Counts the viewer's queue changes, so a save knows whether a newer change followed it. */
  queueVersion: number;
  /** A change is not saved yet: a state arriving meanwhile must not bring back the older queue. */
  queueSaving: boolean;
  /** The player whose pick is on its way to the server. */
  picking: string | null;
  announcements: Announcement[];
  /** The last announcement's id. */
  announcementSeq: number;
}

export const initialDraftRoomState: DraftRoomState = {
  leagueId: null,
  entry: 'loading',
  room: null,
  clockOffsetMs: 0,
  pool: null,
  connection: 'connecting',
  presentUserIds: [],
  queue: [],
  savedQueue: [],
  queueVersion: 0,
  queueSaving: false,
  picking: null,
  announcements: [],
  announcementSeq: 0,
};

function announce(state: DraftRoomState, key: AnnouncementKey, values: Announcement['values'] = {}): void {
  state.announcementSeq += 1;
  state.announcements = [...state.announcements, { id: state.announcementSeq, key, values }].slice(-ANNOUNCEMENTS_KEPT);
}

function announceQueueChange(state: DraftRoomState, change: QueueChange): void {
  const player = state.pool?.find((candidate) => candidate.id === change.playerId)?.name ?? '';
  if (change.kind === 'removed') {
    announce(state, 'queueRemoved', { player });
    return;
  }
  const position = state.queue.indexOf(change.playerId) + 1;
  if (position === 0) return;
  announce(state, change.kind === 'added' ? 'queueAdded' : 'queueMoved', {
    player,
    position,
    total: state.queue.length,
  });
}

/** Picks are numbered 1, 2, 3… without holes: the last one's number is how far the room knows the draft. */
export const lastPickNo = (room: Pick<DraftState, 'picks'> | null): number => room?.picks.at(-1)?.pickNo ?? 0;

export const isDraftLive = (room: Pick<DraftState, 'status'>): boolean =>
  room.status === 'pending' || room.status === 'drafting';

/**
 * A loaded state is the truth, except that picks announced after the server read it (events that overtook the answer)
 * are kept on top of it, with the turn they announced.
 */
function withNewerPicks(known: DraftState | null, incoming: DraftState): DraftState {
  if (!known || known.seasonId !== incoming.seasonId) return incoming;
  const newer = known.picks.filter((pick) => pick.pickNo > lastPickNo(incoming));
  if (newer[0]?.pickNo !== lastPickNo(incoming) + 1) return incoming;
  return { ...incoming, picks: [...incoming.picks, ...newer], current: known.current };
}

const draftSlice = createSlice({
  name: DRAFT_KEY,
  initialState: initialDraftRoomState,
  reducers: {
    roomEntered: {
      reducer: (_state, action: PayloadAction<{ leagueId: string }>) => ({
        ...initialDraftRoomState,
        leagueId: action.payload.leagueId,
      }),
      prepare: (leagueId: string) => ({ payload: { leagueId } }),
    },
    roomLeft: () => initialDraftRoomState,
    /** `receivedAt` is the browser's clock when the answer arrived. */
    stateLoaded: {
      reducer(state, action: PayloadAction<{ state: DraftState; receivedAt: number }>) {
        const { state: loaded, receivedAt } = action.payload;
        state.entry = isDraftLive(loaded) ? 'ready' : 'ended';
        state.room = withNewerPicks(state.room, loaded);
        state.clockOffsetMs = instantMs(loaded.serverTime) - receivedAt;
        if (!state.queueSaving) state.queue = loaded.queue;
        state.savedQueue = loaded.queue;
      },
      prepare: (state: DraftState, receivedAt: number) => ({ payload: { state, receivedAt } }),
    },
    entryFailed: {
      reducer(state, action: PayloadAction<{ reason: DraftEntryFailure }>) {
        state.entry = action.payload.reason;
      },
      prepare: (reason: DraftEntryFailure) => ({ payload: { reason } }),
    },
    poolLoaded: {
      reducer(state, action: PayloadAction<{ players: PoolPlayer[] }>) {
        state.pool = action.payload.players;
      },
      prepare: (players: PoolPlayer[]) => ({ payload: { players } }),
    },
    pickMade(state, action: PayloadAction<DraftPickMadeEvent>) {
      const { room } = state;
      // Only the next pick extends the board: a known one is a repeat, a later one means some were missed (reload).
      if (!room || action.payload.pick.pickNo !== lastPickNo(room) + 1) return;
      room.status = 'drafting';
      room.picks.push(action.payload.pick);
      room.current = action.payload.current;
    },
    connectionChanged: {
      reducer(state, action: PayloadAction<{ connection: Exclude<DraftConnection, 'connecting'> }>) {
        state.connection = action.payload.connection;
      },
      prepare: (connection: Exclude<DraftConnection, 'connecting'>) => ({ payload: { connection } }),
    },
    presenceChanged: {
      reducer(state, action: PayloadAction<{ userIds: string[] }>) {
        state.presentUserIds = action.payload.userIds;
      },
      prepare: (userIds: string[]) => ({ payload: { userIds } }),
    },
    pickRequested(state, action: PayloadAction<DraftPickPayload>) {
      state.picking = action.payload.playerId;
    },
    pickSucceeded(state, _action: PayloadAction<DraftPickView>) {
      state.picking = null;
    },
    pickFailed(state) {
      state.picking = null;
    },
    /** `change` (what the viewer did) is announced. */
    queueChanged: {
      reducer(state, action: PayloadAction<{ playerIds: string[]; change: QueueChange | null }>) {
        state.queue = action.payload.playerIds;
        state.queueVersion += 1;
        state.queueSaving = true;
        if (action.payload.change) announceQueueChange(state, action.payload.change);
      },
      prepare: (playerIds: string[], change: QueueChange | null = null) => ({ payload: { playerIds, change } }),
    },
    /** An event said to screen readers through the room's live region. */
    announced: {
      reducer(state, action: PayloadAction<{ key: AnnouncementKey; values: Announcement['values'] }>) {
        announce(state, action.payload.key, action.payload.values);
      },
      prepare: (key: AnnouncementKey, values: Announcement['values'] = {}) => ({ payload: { key, values } }),
    },
    /** `version`: the change that was saved. */
    queueSaved: {
      reducer(state, action: PayloadAction<{ playerIds: string[]; version: number }>) {
        // A newer change may already be shown and on its way: it stays.
        state.savedQueue = action.payload.playerIds;
        state.queueSaving = action.payload.version !== state.queueVersion;
      },
      prepare: (playerIds: string[], version: number) => ({ payload: { playerIds, version } }),
    },
    queueSaveFailed: {
      reducer(state, action: PayloadAction<{ version: number }>) {
        // Unless a newer change follows (and is being saved), the room shows what the server holds.
        if (action.payload.version !== state.queueVersion) return;
        state.queue = state.savedQueue;
        state.queueSaving = false;
      },
      prepare: (version: number) => ({ payload: { version } }),
    },
  },
});

export const {
  roomEntered,
  roomLeft,
  stateLoaded,
  entryFailed,
  poolLoaded,
  pickMade,
  connectionChanged,
  presenceChanged,
  pickRequested,
  pickSucceeded,
  pickFailed,
  queueChanged,
  queueSaved,
  queueSaveFailed,
  announced,
} = draftSlice.actions;
export const draftReducer = draftSlice.reducer;

/** Events only the saga acts on: the state does not change until the room reloads. */
export const stateStale = createAction('draft/stateStale', (reason: StaleReason) => ({ payload: { reason } }));
export const draftStarted = createAction('draft/started');
export const draftEnded = createAction('draft/ended');

export type DraftAction = ReturnType<
  | typeof roomEntered
  | typeof roomLeft
  | typeof stateLoaded
  | typeof entryFailed
  | typeof stateStale
  | typeof poolLoaded
  | typeof pickMade
  | typeof draftStarted
  | typeof draftEnded
  | typeof connectionChanged
  | typeof presenceChanged
  | typeof pickRequested
  | typeof pickSucceeded
  | typeof pickFailed
  | typeof queueChanged
  | typeof queueSaved
  | typeof queueSaveFailed
  | typeof announced
>;

type WithDraft = { [DRAFT_KEY]?: DraftRoomState };
const slice = (state: WithDraft): DraftRoomState => state[DRAFT_KEY] ?? initialDraftRoomState;

export const selectDraftLeagueId = (state: WithDraft) => slice(state).leagueId;
export const selectDraftEntry = (state: WithDraft) => slice(state).entry;
export const selectDraftRoom = (state: WithDraft) => slice(state).room;
export const selectClockOffset = (state: WithDraft) => slice(state).clockOffsetMs;
export const selectDraftPool = (state: WithDraft) => slice(state).pool;
export const selectConnection = (state: WithDraft) => slice(state).connection;
export const selectPresentUserIds = (state: WithDraft) => slice(state).presentUserIds;
export const selectQueue = (state: WithDraft) => slice(state).queue;
export const selectQueueVersion = (state: WithDraft) => slice(state).queueVersion;
export const selectPicking = (state: WithDraft) => slice(state).picking;
export const selectAnnouncements = (state: WithDraft) => slice(state).announcements;
