import type { UnknownAction } from 'redux';
import { LOGGED_OUT, SESSION_EXPIRED } from '../session/session-slice';

/** The unread notifications badge. The shell keeps it current (session start, live events); /notifications resets it. */
export interface NotificationsState {
  unreadCount: number;
}

export const UNREAD_COUNT_CHANGED = 'notifications/unreadCountChanged';

export type UnreadCountChangedAction = { type: typeof UNREAD_COUNT_CHANGED; payload: { count: number } };

export const unreadCountChanged = (count: number): UnreadCountChangedAction => ({
  type: UNREAD_COUNT_CHANGED,
  payload: { count },
});

export const initialNotificationsState: NotificationsState = { unreadCount: 0 };

export function notificationsReducer(
  state: NotificationsState = initialNotificationsState,
  action: UnknownAction,
): NotificationsState {
  switch (action.type) {
    case UNREAD_COUNT_CHANGED:
      return { unreadCount: Math.max(0, (action as unknown as UnreadCountChangedAction).payload.count) };
    // Another person may sign in next in this tab: their count is loaded afresh.
    case LOGGED_OUT:
    case SESSION_EXPIRED:
      return initialNotificationsState;
    default:
      return state;
  }
}

type WithNotifications = { notifications?: NotificationsState };

export const selectUnreadCount = (state: WithNotifications): number =>
  (state.notifications ?? initialNotificationsState).unreadCount;
