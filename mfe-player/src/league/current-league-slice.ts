import type { Reducer } from 'redux';
import type { MyMembership } from '@hfl/contracts';
import { LOGGED_IN, LOGGED_OUT, SESSION_EXPIRED } from '@hfl/shared-ui';

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

export const membershipsRequested = () => ({ type: 'league/membershipsRequested' as const });
/** The memberships arrived; `currentId` is the stored league the saga kept (or switched to), null for none. */
export const membershipsLoaded = (memberships: MyMembership[], currentId: string | null) => ({
  type: 'league/membershipsLoaded' as const,
  payload: { memberships, currentId },
});
export const membershipsFailed = () => ({ type: 'league/membershipsFailed' as const });
/** The user chose a league (switcher, "Choose League", a league's page). */
export const leagueSelected = (leagueId: string) => ({ type: 'league/selected' as const, payload: { leagueId } });
export const currentLeagueChanged = (leagueId: string) => ({ type: 'league/currentChanged' as const, payload: { leagueId } });
export const leagueSelectionRefused = (leagueId: string) => ({ type: 'league/selectionRefused' as const, payload: { leagueId } });
/** The user is no longer in the league: they exited it or it was deleted. */
export const leagueLeft = (leagueId: string) => ({ type: 'league/left' as const, payload: { leagueId } });

export type CurrentLeagueAction = ReturnType<
  | typeof membershipsRequested
  | typeof membershipsLoaded
  | typeof membershipsFailed
  | typeof leagueSelected
  | typeof currentLeagueChanged
  | typeof leagueSelectionRefused
  | typeof leagueLeft
>;

export const initialCurrentLeagueState: CurrentLeagueState = {
  status: 'idle',
  memberships: [],
  currentId: null,
  selection: null,
};

export const currentLeagueReducer: Reducer<CurrentLeagueState> = (state = initialCurrentLeagueState, incoming) => {
  // Another user (or nobody) now: nothing of the previous one may leak into their pages.
  if (incoming.type === LOGGED_IN || incoming.type === LOGGED_OUT || incoming.type === SESSION_EXPIRED) {
    return initialCurrentLeagueState;
  }
  const action = incoming as CurrentLeagueAction;
  switch (action.type) {
    case 'league/membershipsRequested':
      // Earlier answers stay on screen while fresh ones load; an old refusal must not answer a new visit.
      return { ...state, status: 'loading', selection: null };
    case 'league/membershipsLoaded':
      return { ...state, status: 'loaded', ...action.payload };
    case 'league/membershipsFailed':
      return { ...state, status: 'failed' };
    case 'league/selected':
      return { ...state, selection: { leagueId: action.payload.leagueId, status: 'pending' } };
    case 'league/currentChanged':
      return { ...state, currentId: action.payload.leagueId, selection: { leagueId: action.payload.leagueId, status: 'accepted' } };
    case 'league/selectionRefused':
      return { ...state, selection: { leagueId: action.payload.leagueId, status: 'refused' } };
    case 'league/left':
      return {
        ...state,
        memberships: state.memberships.filter((membership) => membership.league.id !== action.payload.leagueId),
        currentId: state.currentId === action.payload.leagueId ? null : state.currentId,
      };
    default:
      return state;
  }
};

type WithCurrentLeague = { [CURRENT_LEAGUE_KEY]?: CurrentLeagueState };

export const selectCurrentLeagueState = (state: WithCurrentLeague): CurrentLeagueState =>
  state[CURRENT_LEAGUE_KEY] ?? initialCurrentLeagueState;

/** Active memberships only: the leagues the user can select. */
export const activeMembershipsOf = (memberships: MyMembership[]): MyMembership[] =>
  memberships.filter((membership) => membership.status === 'active');
