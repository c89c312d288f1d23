import type { Reducer } from 'redux';
import type { AvailablePlayersResponse, DraftPickMadeEvent, DraftPickPayload, DraftPickView, DraftState } from '@hfl/contracts';
import { instantMs } from './room-view';

/**
 * The draft room: the league's DraftState as the server last told it (kept current by live events, or by polling
 * while the socket is down), the player pool, the connection and who is in the room. Action types are events.
 */
export const DRAFT_KEY = 'draft';

export type PoolPlayer = AvailablePlayersResponse['players'][number];

/**
 * How entering the room went: `forbidden` (403: not a member), `noSeason` (404), `ended` (the season is past its
 * draft), `failed` (any other failure, with a retry).
 */
export type DraftEntry = 'loading' | 'ready' | 'forbidden' | 'noSeason' | 'ended' | 'failed';
export type DraftEntryFailure = Exclude<DraftEntry, 'loading' | 'ready'>;

/** `reconnecting`: the socket is down and the room polls. */
export type DraftConnection = 'connecting' | 'live' | 'reconnecting';

/** Why the room asks for the whole state again. */
export type StaleReason = 'gap' | 'started' | 'ended' | 'turnChanged' | 'autoPicked' | 'picked' | 'pickRefused';

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
};

export const roomEntered = (leagueId: string) => ({ type: 'draft/roomEntered' as const, payload: { leagueId } });
export const roomLeft = () => ({ type: 'draft/roomLeft' as const });
/** `receivedAt` is the browser's clock when the answer arrived. */
export const stateLoaded = (state: DraftState, receivedAt: number) => ({
  type: 'draft/stateLoaded' as const,
  payload: { state, receivedAt },
});
export const entryFailed = (reason: DraftEntryFailure) => ({ type: 'draft/entryFailed' as const, payload: { reason } });
export const stateStale = (reason: StaleReason) => ({ type: 'draft/stateStale' as const, payload: { reason } });
export const poolLoaded = (players: PoolPlayer[]) => ({ type: 'draft/poolLoaded' as const, payload: { players } });
export const pickMade = (event: DraftPickMadeEvent) => ({ type: 'draft/pickMade' as const, payload: event });
export const draftStarted = () => ({ type: 'draft/started' as const });
export const draftEnded = () => ({ type: 'draft/ended' as const });
export const connectionChanged = (connection: Exclude<DraftConnection, 'connecting'>) => ({
  type: 'draft/connectionChanged' as const,
  payload: { connection },
});
export const presenceChanged = (userIds: string[]) => ({ type: 'draft/presenceChanged' as const, payload: { userIds } });
export const pickRequested = (pick: DraftPickPayload) => ({ type: 'draft/pickRequested' as const, payload: pick });
export const pickSucceeded = (pick: DraftPickView) => ({ type: 'draft/pickSucceeded' as const, payload: pick });
export const pickFailed = () => ({ type: 'draft/pickFailed' as const });
export const queueChanged = (playerIds: string[]) => ({ type: 'draft/queueChanged' as const, payload: { playerIds } });
/** `version`: the change that was saved. */
export const queueSaved = (playerIds: string[], version: number) => ({
  type: 'draft/queueSaved' as const,
  payload: { playerIds, version },
});
export const queueSaveFailed = (version: number) => ({ type: 'draft/queueSaveFailed' as const, payload: { version } });

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
>;

/** Picks are numbered 1, 2, 3… without holes: the last one's number is how far the room knows the draft. */
export const lastPickNo = (room: Pick<DraftState, 'picks'> | null): number => room?.picks.at(-1)?.pickNo ?? 0;

export const isDraftLive = (room: Pick<DraftState, 'status'>): boolean => room.status === 'pending' || room.status === 'drafting';

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

export const draftReducer: Reducer<DraftRoomState> = (state = initialDraftRoomState, incoming) => {
  const action = incoming as DraftAction;
  switch (action.type) {
    case 'draft/roomEntered':
      return { ...initialDraftRoomState, leagueId: action.payload.leagueId };
    case 'draft/roomLeft':
      return initialDraftRoomState;
    case 'draft/stateLoaded': {
      const { state: loaded, receivedAt } = action.payload;
      return {
        ...state,
        entry: isDraftLive(loaded) ? 'ready' : 'ended',
        room: withNewerPicks(state.room, loaded),
        clockOffsetMs: instantMs(loaded.serverTime) - receivedAt,
        queue: state.queueSaving ? state.queue : loaded.queue,
        savedQueue: loaded.queue,
      };
    }
    case 'draft/entryFailed':
      return { ...state, entry: action.payload.reason };
    case 'draft/poolLoaded':
      return { ...state, pool: action.payload.players };
    case 'draft/pickMade': {
      const { room } = state;
      // Only the next pick extends the board: a known one is a repeat, a later one means some were missed (reload).
      if (!room || action.payload.pick.pickNo !== lastPickNo(room) + 1) return state;
      return {
        ...state,
        room: {
          ...room,
          status: 'drafting',
          picks: [...room.picks, action.payload.pick],
          current: action.payload.current,
        },
      };
    }
    case 'draft/connectionChanged':
      return { ...state, connection: action.payload.connection };
    case 'draft/presenceChanged':
      return { ...state, presentUserIds: action.payload.userIds };
    case 'draft/pickRequested':
      return { ...state, picking: action.payload.playerId };
    case 'draft/pickSucceeded':
    case 'draft/pickFailed':
      return { ...state, picking: null };
    case 'draft/queueChanged':
      return { ...state, queue: action.payload.playerIds, queueVersion: state.queueVersion + 1, queueSaving: true };
    case 'draft/queueSaved':
      // A newer change may already be shown and on its way: it stays.
      return { ...state, savedQueue: action.payload.playerIds, queueSaving: action.payload.version !== state.queueVersion };
    case 'draft/queueSaveFailed':
      // Unless a newer change follows (and is being saved), the room shows what the server holds.
      if (action.payload.version !== state.queueVersion) return state;
      return { ...state, queue: state.savedQueue, queueSaving: false };
    default:
      return state;
  }
};

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
