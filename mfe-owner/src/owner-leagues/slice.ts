import type { Reducer } from 'redux';
import type { LeagueDetails, LeagueListItem, MemberRow, PendingMemberRow } from '@hfl/contracts';

/** The owner's leagues table and the league being looked at. Forms stay in Formik; this holds what the API said. */
export const OWNER_LEAGUES_KEY = 'ownerLeagues';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A league's active and pending members, which only its detail page needs. */
export interface LeaguePeople {
  members: MemberRow[];
  pending: PendingMemberRow[];
}

export interface OwnerLeaguesState {
  /** `items` are the pages loaded so far; `total` how many leagues match the term in all. */
  list: { status: LoadStatus; term: string; items: LeagueListItem[] | null; total: number; loadingMore: boolean; error: unknown };
  detail: { status: LoadStatus; id: string | null; league: LeagueDetails | null; people: LeaguePeople | null; error: unknown };
}

export const listRequested = (term: string) => ({ type: 'ownerLeagues/listRequested' as const, payload: term });
export const listLoaded = (items: LeagueListItem[], total: number) => ({
  type: 'ownerLeagues/listLoaded' as const,
  payload: { items, total },
});
export const listFailed = (error: unknown) => ({ type: 'ownerLeagues/listFailed' as const, payload: error });
/** "Load more": the page from `offset` (the rows shown) of the table's search for `term`. */
export const moreRequested = (term: string, offset: number) => ({
  type: 'ownerLeagues/moreRequested' as const,
  payload: { term, offset },
});
/** The page that starts at `offset` of the search for `term`. */
export const moreLoaded = (term: string, offset: number, items: LeagueListItem[], total: number) => ({
  type: 'ownerLeagues/moreLoaded' as const,
  payload: { term, offset, items, total },
});
/** `withPeople` also loads the members and pending members (the detail page; the description form needs neither). */
export const leagueRequested = (id: string, withPeople: boolean) => ({
  type: 'ownerLeagues/leagueRequested' as const,
  payload: { id, withPeople },
});
export const leagueLoaded = (league: LeagueDetails, people: LeaguePeople | null) => ({
  type: 'ownerLeagues/leagueLoaded' as const,
  payload: { league, people },
});
export const leagueFailed = (error: unknown) => ({ type: 'ownerLeagues/leagueFailed' as const, payload: error });

type OwnerLeaguesAction = ReturnType<
  | typeof listRequested
  | typeof listLoaded
  | typeof listFailed
  | typeof moreRequested
  | typeof moreLoaded
  | typeof leagueRequested
  | typeof leagueLoaded
  | typeof leagueFailed
>;

export const initialOwnerLeaguesState: OwnerLeaguesState = {
  list: { status: 'idle', term: '', items: null, total: 0, loadingMore: false, error: null },
  detail: { status: 'idle', id: null, league: null, people: null, error: null },
};

export const ownerLeaguesReducer: Reducer<OwnerLeaguesState> = (state = initialOwnerLeaguesState, incoming) => {
  const action = incoming as OwnerLeaguesAction;
  switch (action.type) {
    case 'ownerLeagues/listRequested':
      // The previous rows stay on screen while a refresh or a search loads.
      return { ...state, list: { ...state.list, status: 'loading', term: action.payload, error: null } };
    case 'ownerLeagues/listLoaded':
      return { ...state, list: { ...state.list, status: 'loaded', ...action.payload, error: null } };
    case 'ownerLeagues/listFailed':
      return { ...state, list: { ...state.list, status: 'failed', loadingMore: false, error: action.payload } };
    case 'ownerLeagues/moreRequested':
      return { ...state, list: { ...state.list, loadingMore: true } };
    case 'ownerLeagues/moreLoaded': {
      const { term, offset, items, total } = action.payload;
      // Only onto the rows it continues: a new search or a reload meanwhile replaced them.
      const continues = state.list.term === term && state.list.items?.length === offset;
      if (!continues) return { ...state, list: { ...state.list, loadingMore: false } };
      return { ...state, list: { ...state.list, items: [...state.list.items!, ...items], total, loadingMore: false } };
    }
    case 'ownerLeagues/leagueRequested': {
      // Reloading the same league keeps it on screen; another league must not show the previous one's data.
      const same = state.detail.id === action.payload.id;
      return {
        ...state,
        detail: {
          status: 'loading',
          id: action.payload.id,
          league: same ? state.detail.league : null,
          people: same ? state.detail.people : null,
          error: null,
        },
      };
    }
    case 'ownerLeagues/leagueLoaded':
      return { ...state, detail: { ...state.detail, status: 'loaded', ...action.payload, error: null } };
    case 'ownerLeagues/leagueFailed':
      return { ...state, detail: { ...state.detail, status: 'failed', error: action.payload } };
    default:
      return state;
  }
};

export const selectOwnerLeagues = (state: { [OWNER_LEAGUES_KEY]?: OwnerLeaguesState }): OwnerLeaguesState =>
  state[OWNER_LEAGUES_KEY] ?? initialOwnerLeaguesState;
