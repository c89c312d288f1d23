import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Settings } from '@hfl/contracts';

/** Site settings as the back-office last read or saved them. The form itself stays in Formik. */
export const OWNER_SETTINGS_KEY = 'ownerSettings';

export interface OwnerSettingsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  settings: Settings | null;
  /** The thrown error (usually an ApiError), kept so the page can describe it in the current language. */
  error: unknown;
}

export const initialOwnerSettingsState: OwnerSettingsState = { status: 'idle', settings: null, error: null };

const known = (_state: OwnerSettingsState, action: PayloadAction<Settings>): OwnerSettingsState => ({
  status: 'loaded',
  settings: action.payload,
  error: null,
});

const ownerSettingsSlice = createSlice({
  name: OWNER_SETTINGS_KEY,
  initialState: initialOwnerSettingsState,
  reducers: {
    loadRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    loaded: known,
    loadFailed(state, action: PayloadAction<unknown>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    saved: known,
  },
});

export const { loadRequested, loaded, loadFailed, saved } = ownerSettingsSlice.actions;
export const ownerSettingsReducer = ownerSettingsSlice.reducer;

export const selectOwnerSettings = (state: { [OWNER_SETTINGS_KEY]?: OwnerSettingsState }): OwnerSettingsState =>
  state[OWNER_SETTINGS_KEY] ?? initialOwnerSettingsState;
