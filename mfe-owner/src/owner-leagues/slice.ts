import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
  list: {
    status: LoadStatus;
    term: string;
    items: LeagueListItem[] | null;
    total: number;
    loadingMore: boolean;
    error: unknown;
  };
  detail: {
    status: LoadStatus;
    id: string | null;
    league: LeagueDetails | null;
    people: LeaguePeople | null;
    error: unknown;
  };
}

export const initialOwnerLeaguesState: OwnerLeaguesState = {
  list: { status: 'idle', term: '', items: null, total: 0, loadingMore: false, error: null },
  detail: { status: 'idle', id: null, league: null, people: null, error: null },
};

const ownerLeaguesSlice = createSlice({
  name: OWNER_LEAGUES_KEY,
  initialState: initialOwnerLeaguesState,
  reducers: {
    listRequested(state, action: PayloadAction<string>) {
      // The previous rows stay on screen while a refresh or a search loads.
      Object.assign(state.list, { status: 'loading', term: action.payload, error: null });
    },
    listLoaded: {
      reducer(state, action: PayloadAction<{ items: LeagueListItem[]; total: number }>) {
        Object.assign(state.list, { status: 'loaded', ...action.payload, error: null });
      },
      prepare: (items: LeagueListItem[], total: number) => ({ payload: { items, total } }),
    },
    listFailed(state, action: PayloadAction<unknown>) {
      Object.assign(state.list, { status: 'failed', loadingMore: false, error: action.payload });
    },
    /** "Load more": the page from `offset` (the rows shown) of the table's search for `term`. */
    moreRequested: {
      reducer(state) {
        state.list.loadingMore = true;
      },
      prepare: (term: string, offset: number) => ({ payload: { term, offset } }),
    },
    /** The page that starts at `offset` of the search for `term`. */
    moreLoaded: {
      reducer(state, action: PayloadAction<{ term: string; offset: number; items: LeagueListItem[]; total: number }>) {
        const { term, offset, items, total } = action.payload;
        state.list.loadingMore = false;
        // Only onto the rows it continues: a new search or a reload meanwhile replaced them.
        const continues = state.list.term === term && state.list.items?.length === offset;
        if (!continues) return;
        state.list.items = [...state.list.items!, ...items];
        state.list.total = total;
      },
      prepare: (term: string, offset: number, items: LeagueListItem[], total: number) => ({
        payload: { term, offset, items, total },
      }),
    },
    /** `withPeople` also loads the members and pending members (the detail page; the description form needs neither). */
    leagueRequested: {
      reducer(state, action: PayloadAction<{ id: string; withPeople: boolean }>) {
        // Reloading the same league keeps it on screen; another league must not show the previous one's data.
        const same = state.detail.id === action.payload.id;
        state.detail = {
          status: 'loading',
          id: action.payload.id,
          league: same ? state.detail.league : null,
          people: same ? state.detail.people : null,
          error: null,
        };
      },
      prepare: (id: string, withPeople: boolean) => ({ payload: { id, withPeople } }),
    },
    leagueLoaded: {
      reducer(state, action: PayloadAction<{ league: LeagueDetails; people: LeaguePeople | null }>) {
        Object.assign(state.detail, { status: 'loaded', ...action.payload, error: null });
      },
      prepare: (league: LeagueDetails, people: LeaguePeople | null) => ({ payload: { league, people } }),
    },
    leagueFailed(state, action: PayloadAction<unknown>) {
      Object.assign(state.detail, { status: 'failed', error: action.payload });
    },
  },
});

export const {
  listRequested,
  listLoaded,
  listFailed,
  moreRequested,
  moreLoaded,
  leagueRequested,
  leagueLoaded,
  leagueFailed,
} = ownerLeaguesSlice.actions;
export const ownerLeaguesReducer = ownerLeaguesSlice.reducer;

export const selectOwnerLeagues = (state: { [OWNER_LEAGUES_KEY]?: OwnerLeaguesState }): OwnerLeaguesState =>
  state[OWNER_LEAGUES_KEY] ?? initialOwnerLeaguesState;
