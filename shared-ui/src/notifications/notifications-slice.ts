import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, sessionExpired } from '../session/session-slice';

/** The unread notifications badge. The shell keeps it current (session start, live events); /notifications resets it. */
export interface NotificationsState {
  unreadCount: number;
}

export const initialNotificationsState: NotificationsState = { unreadCount: 0 };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    unreadCountChanged: {
      reducer(state, action: PayloadAction<{ count: number }>) {
        state.unreadCount = Math.max(0, action.payload.count);
      },
      prepare: (count: number) => ({ payload: { count } }),
    },
  },
  extraReducers: (builder) => {
    // Another person may sign in next in this tab: their count is loaded afresh.
    builder.addMatcher(isAnyOf(loggedOut, sessionExpired), () => initialNotificationsState);
  },
});

export const { unreadCountChanged } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;

export const UNREAD_COUNT_CHANGED = unreadCountChanged.type;
export type UnreadCountChangedAction = ReturnType<typeof unreadCountChanged>;

type WithNotifications = { notifications?: NotificationsState };

export const selectUnreadCount = (state: WithNotifications): number =>
  (state.notifications ?? initialNotificationsState).unreadCount;
