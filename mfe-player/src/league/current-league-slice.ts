import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { MyMembership } from '@hfl/contracts';
import { loggedIn, loggedOut, sessionExpired } from '@hfl/shared-ui';

/**
 * The signed-in user's memberships and the league they are looking at (spec: current league, league switcher,
 * "select league"). Injected by the pages that need it; actions are events.
 */
export const CURRENT_LEAGUE_KEY = 'currentLeague';

/** The outcome of the last "select league": pages that select a league from their URL wait for it. */
export interface LeagueSelection {
  leagueId: string;
  status: 'pending' | 'accepted' | 'refused';
}

export interface CurrentLeagueState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Active and pending memberships, as `GET /api/leagues/memberships/me` answered. */
  memberships: MyMembership[];
  /** The current league's id; for a SUPER_ADMIN (admin of every league) any league they opened. */
  currentId: string | null;
  selection: LeagueSelection | null;
}

export const initialCurrentLeagueState: CurrentLeagueState = {
  status: 'idle',
  memberships: [],
  currentId: null,
  selection: null,
};

const currentLeagueSlice = createSlice({
  name: 'league',
  initialState: initialCurrentLeagueState,
  reducers: {
    membershipsRequested(state) {
      // Earlier answers stay on screen while fresh ones load; an old refusal must not answer a new visit.
      state.status = 'loading';
      state.selection = null;
    },
    /** The memberships arrived; `currentId` is the stored league the saga kept (or switched to), null for none. */
    membershipsLoaded: {
      reducer(state, action: PayloadAction<{ memberships: MyMembership[]; currentId: string | null }>) {
        return { ...state, status: 'loaded', ...action.payload };
      },
      prepare: (memberships: MyMembership[], currentId: string | null) => ({ payload: { memberships, currentId } }),
    },
    membershipsFailed(state) {
      state.status = 'failed';
    },
    /** The user chose a league (switcher, "Choose League", a league's page). */
    selected: {
      reducer(state, action: PayloadAction<{ leagueId: string }>) {
        state.selection = { leagueId: action.payload.leagueId, status: 'pending' };
      },
      prepare: (leagueId: string) => ({ payload: { leagueId } }),
    },
    currentChanged: {
      reducer(state, action: PayloadAction<{ leagueId: string }>) {
        state.currentId = action.payload.leagueId;
        state.selection = { leagueId: action.payload.leagueId, status: 'accepted' };
      },
      prepare: (leagueId: string) => ({ payload: { leagueId } }),
    },
    selectionRefused: {
      reducer(state, action: PayloadAction<{ leagueId: string }>) {
        state.selection = { leagueId: action.payload.leagueId, status: 'refused' };
      },
      prepare: (leagueId: string) => ({ payload: { leagueId } }),
    },
    /** The user is no longer in the league: they exited it or it was deleted. */
    left: {
      reducer(state, action: PayloadAction<{ leagueId: string }>) {
        const { leagueId } = action.payload;
        state.memberships = state.memberships.filter((membership) => membership.league.id !== leagueId);
        if (state.currentId === leagueId) state.currentId = null;
      },
      prepare: (leagueId: string) => ({ payload: { leagueId } }),
    },
  },
  extraReducers: (builder) => {
    // Another user (or nobody) now: nothing of the previous one may leak into their pages.
    builder.addMatcher(isAnyOf(loggedIn, loggedOut, sessionExpired), () => initialCurrentLeagueState);
  },
});

export const {
  membershipsRequested,
  membershipsLoaded,
  membershipsFailed,
  selected: leagueSelected,
  currentChanged: currentLeagueChanged,
  selectionRefused: leagueSelectionRefused,
  left: leagueLeft,
} = currentLeagueSlice.actions;
export const currentLeagueReducer = currentLeagueSlice.reducer;

export type CurrentLeagueAction = ReturnType<
  | typeof membershipsRequested
  | typeof membershipsLoaded
  | typeof membershipsFailed
  | typeof leagueSelected
  | typeof currentLeagueChanged
  | typeof leagueSelectionRefused
  | typeof leagueLeft
>;

type WithCurrentLeague = { [CURRENT_LEAGUE_KEY]?: CurrentLeagueState };

export const selectCurrentLeagueState = (state: WithCurrentLeague): CurrentLeagueState =>
  state[CURRENT_LEAGUE_KEY] ?? initialCurrentLeagueState;

/** Active memberships only: the leagues the user can select. */
export const activeMembershipsOf = (memberships: MyMembership[]): MyMembership[] =>
  memberships.filter((membership) => membership.status === 'active');
