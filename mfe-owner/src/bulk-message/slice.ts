import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BulkSendProgress } from '@hfl/contracts';

/** The send the Bulk Message modal started last, and how far it has come (polled by the saga until done). */
export const BULK_SEND_KEY = 'bulkSend';

export interface BulkSendState {
  sendId: string | null;
  progress: BulkSendProgress | null;
  failed: boolean;
}

export const initialBulkSendState: BulkSendState = { sendId: null, progress: null, failed: false };

const slice = createSlice({
  name: BULK_SEND_KEY,
  initialState: initialBulkSendState,
  reducers: {
    /** A send was queued: follow it. */
    watchRequested: (_state, action: PayloadAction<string>) => ({
      sendId: action.payload,
      progress: null,
      failed: false,
    }),
    progressLoaded: (state, action: PayloadAction<BulkSendProgress>) => {
      state.progress = action.payload;
      state.failed = false;
    },
    progressFailed: (state) => {
      state.failed = true;
    },
    /** The modal closed: stop following. */
    watchStopped: () => initialBulkSendState,
  },
});

export const { watchRequested, progressLoaded, progressFailed, watchStopped } = slice.actions;
export const bulkSendReducer = slice.reducer;

export const selectBulkSend = (state: { [BULK_SEND_KEY]?: BulkSendState }): BulkSendState =>
  state[BULK_SEND_KEY] ?? initialBulkSendState;
