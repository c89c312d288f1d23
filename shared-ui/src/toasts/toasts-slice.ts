import type { UnknownAction } from 'redux';

export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  title: string;
  message: string;
}

export type ToastsState = Toast[];

export const TOAST_SHOWN = 'toast/shown';
export const TOAST_DISMISSED = 'toast/dismissed';

export type ToastShownAction = {
  type: typeof TOAST_SHOWN;
  payload: Toast;
};
export type ToastDismissedAction = {
  type: typeof TOAST_DISMISSED;
  payload: { id: string };
};

let sequence = 0;

/** The id is made here so reducers stay pure and a saga can dismiss the toast it showed. */
export function toastShown(toast: Omit<Toast, 'id'>): ToastShownAction {
  sequence += 1;
  return { type: TOAST_SHOWN, payload: { ...toast, id: `toast-${Date.now().toString(36)}-${sequence}` } };
}

export function toastDismissed(id: string): ToastDismissedAction {
  return { type: TOAST_DISMISSED, payload: { id } };
}

export function toastsReducer(state: ToastsState = [], action: UnknownAction): ToastsState {
  switch (action.type) {
    case TOAST_SHOWN:
      return [...state, (action as unknown as ToastShownAction).payload];
    case TOAST_DISMISSED: {
      const { id } = (action as unknown as ToastDismissedAction).payload;
      return state.filter((toast) => toast.id !== id);
    }
    default:
      return state;
  }
}

const NO_TOASTS: ToastsState = [];

export const selectToasts = (state: { toasts?: ToastsState }): ToastsState => state.toasts ?? NO_TOASTS;
