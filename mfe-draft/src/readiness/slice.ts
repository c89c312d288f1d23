import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The draft readiness check (/test): what this browser and its connection can do, as last measured. Action types are
 * events; the saga measures, the page shows.
 */
export const READINESS_KEY = 'draftReadiness';

export type NotificationsState = NotificationPermission | 'unsupported';

export interface EchoMeasure {
  /** The fastest of the round trips, in ms. */
  roundTripMs: number;
  /** The server's clock minus the browser's, in ms, estimated from the fastest round trip. */
  clockOffsetMs: number;
}

export interface ReadinessState {
  connection: 'checking' | 'connected' | 'failed';
  echo: EchoMeasure | null;
  notifications: NotificationsState;
  /** The browser features the room needs and this browser lacks (names as in `BROWSER_FEATURES`). */
  missingFeatures: string[];
}

const initialState: ReadinessState = {
  connection: 'checking',
  echo: null,
  notifications: 'default',
  missingFeatures: [],
};

/** The page opened, or its user asked to check again. */
export const readinessCheckRequested = createAction('draftReadiness/checkRequested');
/** The user asked to allow notifications. */
export const notificationsPermissionRequested = createAction('draftReadiness/notificationsPermissionRequested');

const slice = createSlice({
  name: 'draftReadiness',
  initialState,
  reducers: {
    browserInspected(state, action: PayloadAction<{ missingFeatures: string[]; notifications: NotificationsState }>) {
      state.missingFeatures = action.payload.missingFeatures;
      state.notifications = action.payload.notifications;
    },
    echoMeasured(state, action: PayloadAction<EchoMeasure>) {
      state.connection = 'connected';
      state.echo = action.payload;
    },
    connectionFailed(state) {
      state.connection = 'failed';
      state.echo = null;
    },
    notificationsPermissionAnswered(state, action: PayloadAction<NotificationsState>) {
      state.notifications = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(readinessCheckRequested, (state) => {
      state.connection = 'checking';
      state.echo = null;
    });
  },
});

export const { browserInspected, echoMeasured, connectionFailed, notificationsPermissionAnswered } = slice.actions;
export const readinessReducer = slice.reducer;

type WithReadiness = { [READINESS_KEY]?: ReadinessState };
export const selectReadiness = (state: WithReadiness): ReadinessState => state[READINESS_KEY] ?? initialState;

/** Whether the draft room will work here: a live connection and every feature it needs (notifications are a plus). */
export function readinessVerdict(state: ReadinessState): 'checking' | 'ready' | 'notReady' {
  if (state.connection === 'checking') return 'checking';
  return state.connection === 'connected' && state.missingFeatures.length === 0 ? 'ready' : 'notReady';
}
