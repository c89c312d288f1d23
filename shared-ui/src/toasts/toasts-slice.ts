import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  title: string;
  message: string;
}

export type ToastsState = Toast[];

let sequence = 0;

const NO_TOASTS: ToastsState = [];

const toastsSlice = createSlice({
  name: 'toast',
  initialState: NO_TOASTS,
  reducers: {
    shown: {
      reducer: (state, action: PayloadAction<Toast>) => [...state, action.payload],
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
});

export const { shown: toastShown, dismissed: toastDismissed } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

export const TOAST_SHOWN = toastShown.type;
export const TOAST_DISMISSED = toastDismissed.type;
export type ToastShownAction = ReturnType<typeof toastShown>;
export type ToastDismissedAction = ReturnType<typeof toastDismissed>;

export const selectToasts = (state: { toasts?: ToastsState }): ToastsState => state.toasts ?? NO_TOASTS;
