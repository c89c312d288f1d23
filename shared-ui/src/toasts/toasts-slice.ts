import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn } from '../session/session-slice';

export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  title: string;
  message: string;
  /** Made from the failure of a call that ended the session (describeApiError): never shown, /expired says it. */
  endedSession?: true;
}

export type ToastsState = Toast[];

let sequence = 0;

const NO_TOASTS: ToastsState = [];

const toastsSlice = createSlice({
  name: 'toast',
  initialState: NO_TOASTS,
  reducers: {
    shown: {
      reducer: (state, action: PayloadAction<Toast>) =>
        action.payload.endedSession ? state : [...state, action.payload],
      /** The id is made here so reducers stay pure and a saga can dismiss the toast it showed. */
      prepare(toast: Omit<Toast, 'id'>) {
        sequence += 1;
        return { payload: { ...toast, id: `toast-${Date.now().toString(36)}-${sequence}` } };
      },
    },
    dismissed: {
      reducer: (state, action: PayloadAction<{ id: string }>) =>
        state.filter((toast) => toast.id !== action.payload.id),
      prepare: (id: string) => ({ payload: { id } }),
    },
  },
  extraReducers: (builder) => {
    // What was said to the visitor ("Please login to continue", a failed login, "login first to join") is answered
    // by the login itself: none of it outlives it.
    builder.addCase(loggedIn, () => NO_TOASTS);
  },
});

export const { shown: toastShown, dismissed: toastDismissed } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

export const TOAST_SHOWN = toastShown.type;
export const TOAST_DISMISSED = toastDismissed.type;
export type ToastShownAction = ReturnType<typeof toastShown>;
export type ToastDismissedAction = ReturnType<typeof toastDismissed>;

export const selectToasts = (state: { toasts?: ToastsState }): ToastsState => state.toasts ?? NO_TOASTS;
