import type { Reducer } from 'redux';
import type { Settings } from '@hfl/contracts';

/** Site settings as the back-office last read or saved them. The form itself stays in Formik. */
export const OWNER_SETTINGS_KEY = 'ownerSettings';

export interface OwnerSettingsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  settings: Settings | null;
  /** The thrown error (usually an ApiError), kept so the page can describe it in the current language. */
  error: unknown;
}

export const loadRequested = () => ({ type: 'ownerSettings/loadRequested' as const });
export const loaded = (settings: Settings) => ({ type: 'ownerSettings/loaded' as const, payload: settings });
export const loadFailed = (error: unknown) => ({ type: 'ownerSettings/loadFailed' as const, payload: error });
export const saved = (settings: Settings) => ({ type: 'ownerSettings/saved' as const, payload: settings });

type OwnerSettingsAction = ReturnType<typeof loadRequested | typeof loaded | typeof loadFailed | typeof saved>;

export const initialOwnerSettingsState: OwnerSettingsState = { status: 'idle', settings: null, error: null };

export const ownerSettingsReducer: Reducer<OwnerSettingsState> = (state = initialOwnerSettingsState, incoming) => {
  const action = incoming as OwnerSettingsAction;
  switch (action.type) {
    case 'ownerSettings/loadRequested':
      return { ...state, status: 'loading', error: null };
    case 'ownerSettings/loaded':
    case 'ownerSettings/saved':
      return { status: 'loaded', settings: action.payload, error: null };
    case 'ownerSettings/loadFailed':
      return { ...state, status: 'failed', error: action.payload };
    default:
      return state;
  }
};

export const selectOwnerSettings = (state: { [OWNER_SETTINGS_KEY]?: OwnerSettingsState }): OwnerSettingsState =>
  state[OWNER_SETTINGS_KEY] ?? initialOwnerSettingsState;
