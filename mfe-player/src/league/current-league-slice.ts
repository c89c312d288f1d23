import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { MyMembership } from '@hfl/contracts';
import { loggedIn, loggedOut, sessionExpired } from '@hfl/shared-ui/core';

/**
 * The signed-in user's memberships and the league they are looking at (spec: current league, league switcher,
 * "select league"). mfe-player's registration injects it; actions are events.
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
  /** Until when (ms since the epoch) the answer read ahead of the page being arrived at serves the pages that open. */
  aheadUntil: number;
}

export const initialCurrentLeagueState: CurrentLeagueState = {
  status: 'idle',
  memberships: [],
  currentId: null,
  selection: null,
  aheadUntil: 0,
};

/**
 * How long the read started as mfe-player arrives serves the page it arrived at: that page opens once its code is in,
 * which on a slow phone takes seconds; a page opened later reads for itself.
 */
export const READ_AHEAD_MS = 15_000;

const at = () => ({ payload: { at: Date.now() } });

/**
 * "loading" says a read is in flight or due (the saga starts one when none runs). Earlier answers stay on screen
 * meanwhile; an old refusal must not answer a new visit.
 */
function readDue(state: CurrentLeagueState) {
  state.status = 'loading';
  state.selection = null;
}

const currentLeagueSlice = createSlice({
  name: 'league',
  initialState: initialCurrentLeagueState,
  reducers: {
    /** Asked for afresh (after joining, leaving, withdrawing, a failed load): a read in flight may predate the change. */
    membershipsRequested(state) {
      readDue(state);
      state.aheadUntil = 0;
    },
    /** mfe-player arrives on a page that opens on them: read now, while the page's code loads. */
    membershipsReadAhead: {
      reducer(state, action: PayloadAction<{ at: number }>) {
        readDue(state);
        state.aheadUntil = action.payload.at + READ_AHEAD_MS;
      },
      prepare: at,
    },
    /** A page that opens on them opened: a read in flight serves it, and so does the answer read ahead of it. */
    membershipsWanted: {
      reducer(state, action: PayloadAction<{ at: number }>) {
        if (state.status === 'loaded' && action.payload.at < state.aheadUntil) state.selection = null;
        else readDue(state);
      },
      prepare: at,
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
  membershipsReadAhead,
  membershipsWanted,
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
  | typeof membershipsReadAhead
  | typeof membershipsWanted
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
