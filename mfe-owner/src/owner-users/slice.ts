import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const OWNER_USERS_KEY = 'ownerUsers';

/**
 * The owner users table's selection: individual users, or "the whole list" (every user the filter matches, not only
 * the rows loaded), always of one filter (its query string): a new filter clears it. The bulk message sends to it.
 */
export interface OwnerUsersState {
  /** The query string of the filter the selection belongs to ('' for no filter). */
  filter: string;
  wholeList: boolean;
  selectedIds: string[];
}

export const initialOwnerUsersState: OwnerUsersState = { filter: '', wholeList: false, selectedIds: [] };

const ownerUsersSlice = createSlice({
  name: OWNER_USERS_KEY,
  initialState: initialOwnerUsersState,
  reducers: {
    /** The table shows another filter's users: what was selected under the old one is dropped. */
    filterShown(state, { payload: filter }: PayloadAction<string>) {
      if (filter === state.filter) return;
      return { ...initialOwnerUsersState, filter };
    },
    userToggled(state, { payload: id }: PayloadAction<string>) {
      if (state.wholeList) return;
      state.selectedIds = state.selectedIds.includes(id)
        ? state.selectedIds.filter((selected) => selected !== id)
        : [...state.selectedIds, id];
    },
    wholeListToggled(state) {
      state.wholeList = !state.wholeList;
      state.selectedIds = [];
    },
    selectionCleared(state) {
      state.wholeList = false;
      state.selectedIds = [];
    },
    /** A user is gone (deleted): no longer selected. */
    userRemoved(state, { payload: id }: PayloadAction<string>) {
      state.selectedIds = state.selectedIds.filter((selected) => selected !== id);
    },
  },
});

export const { filterShown, userToggled, wholeListToggled, selectionCleared, userRemoved } = ownerUsersSlice.actions;
export const ownerUsersReducer = ownerUsersSlice.reducer;

type WithOwnerUsers = { [OWNER_USERS_KEY]?: OwnerUsersState };

export const selectOwnerUsers = (state: WithOwnerUsers): OwnerUsersState =>
  state[OWNER_USERS_KEY] ?? initialOwnerUsersState;

/** Who a bulk message goes to: the chosen users, or every user the filter matches; null when nobody is chosen. */
export type OwnerUsersRecipients = { kind: 'users'; ids: string[] } | { kind: 'wholeList'; filter: string } | null;

const NOBODY: OwnerUsersRecipients = null;
let lastState: OwnerUsersState | undefined;
let lastRecipients: OwnerUsersRecipients = NOBODY;

/** The recipients of the selection (the same object while the selection does not change). */
export function selectOwnerUsersRecipients(state: WithOwnerUsers): OwnerUsersRecipients {
  const users = selectOwnerUsers(state);
  if (users === lastState) return lastRecipients;
  lastState = users;
  if (users.wholeList) lastRecipients = { kind: 'wholeList', filter: users.filter };
  else if (users.selectedIds.length > 0) lastRecipients = { kind: 'users', ids: users.selectedIds };
  else lastRecipients = NOBODY;
  return lastRecipients;
}
