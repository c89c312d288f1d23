import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '@hfl/shared-ui';
import type { LeagueListItem } from '@hfl/contracts';
import { pagedReply, startSagaApiServer, type ApiServer } from '@hfl/shared-ui/testing';
import { LEAGUE_ID, leagueDetails, leagueRows, memberRows, pendingRows } from '../testing/leagues';
import { ownerLeaguesSaga } from './saga';
import {
  initialOwnerLeaguesState,
  leagueRequested,
  listLoaded,
  listRequested,
  moreLoaded,
  moreRequested,
  ownerLeaguesReducer,
  type OwnerLeaguesState,
} from './slice';

describe('owner leagues saga', () => {
  let server: ApiServer;
  let rows: LeagueListItem[];

  beforeEach(async () => {
    rows = leagueRows();
    server = await startSagaApiServer({
      'GET /api/leagues': (request) =>
        pagedReply(
          request,
          rows.filter((row) => row.name.toLowerCase().includes(new URLSearchParams(request.search).get('term') ?? '')),
        ),
      [`GET /api/leagues/${LEAGUE_ID}`]: () => ({ status: 200, body: leagueDetails() }),
      [`GET /api/leagues/${LEAGUE_ID}/members`]: () => ({ status: 200, body: memberRows() }),
      [`GET /api/leagues/${LEAGUE_ID}/pending-members`]: () => ({ status: 200, body: pendingRows() }),
    });
  });

  afterEach(() => server.close());

  const run = (...actions: Array<ReturnType<typeof listRequested | typeof moreRequested | typeof leagueRequested>>) =>
    actions
      .reduce(
        (saga, action) => saga.dispatch(action),
        expectSaga(ownerLeaguesSaga).withReducer(ownerLeaguesReducer, initialOwnerLeaguesState),
      )
      .silentRun(500);

  it('when a search is requested, then the term goes in the query (encoded) and the rows land in the slice', async () => {
    const { storeState } = await run(listRequested('cup & co'));

    expect(server.requests.map((request) => `${request.path}${request.search}`)).toEqual([
      '/api/leagues?term=cup+%26+co',
    ]);
    expect((storeState as OwnerLeaguesState).list).toEqual({
      status: 'loaded',
      term: 'cup & co',
      items: [],
      total: 0,
      loadingMore: false,
      error: null,
    });
  });

  it('when the list is requested without a term, then every league is asked for', async () => {
    const { storeState } = await run(listRequested(''));

    expect(server.requests.map((request) => `${request.path}${request.search}`)).toEqual(['/api/leagues']);
    expect((storeState as OwnerLeaguesState).list.items).toEqual(leagueRows());
  });

  it('when more is requested after the first page, then the next page of the same search is appended and the total kept', async () => {
    rows = Array.from({ length: 150 }, (_, i) => ({ ...leagueRows()[0]!, id: `league-${i}`, name: `cup ${i}` }));

    const first = (await run(listRequested('cup'))).storeState as OwnerLeaguesState;
    const { storeState } = await expectSaga(ownerLeaguesSaga)
      .withReducer(ownerLeaguesReducer, first)
      .dispatch(moreRequested('cup', 100))
      .silentRun(500);

    expect(server.requests.map((request) => request.search)).toEqual(['?term=cup', '?term=cup&offset=100']);
    const { list } = storeState as OwnerLeaguesState;
    expect(list.items?.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(list).toMatchObject({ status: 'loaded', term: 'cup', total: 150, loadingMore: false });
  });

  it('when a page arrives for rows a new search replaced, then it is not appended', () => {
    const searched = ownerLeaguesReducer(
      ownerLeaguesReducer(initialOwnerLeaguesState, listRequested('bulls')),
      listLoaded(leagueRows().slice(0, 1), 3),
    );

    const state = ownerLeaguesReducer(searched, moreLoaded('', 1, leagueRows(), 3));

    expect(state.list.items).toEqual(leagueRows().slice(0, 1));
    expect(state.list.loadingMore).toBe(false);
  });

  it('when a league is requested with its people, then the league, members and pending members are stored together', async () => {
    const { storeState } = await run(leagueRequested(LEAGUE_ID, true));

    expect((storeState as OwnerLeaguesState).detail).toEqual({
      status: 'loaded',
      id: LEAGUE_ID,
      league: leagueDetails(),
      people: { members: memberRows(), pending: pendingRows() },
      error: null,
    });
  });

  it('when a league is requested without its people, then only the league is fetched', async () => {
    const { storeState } = await run(leagueRequested(LEAGUE_ID, false));

    expect(server.requests.map((request) => request.path)).toEqual([`/api/leagues/${LEAGUE_ID}`]);
    expect((storeState as OwnerLeaguesState).detail).toMatchObject({
      status: 'loaded',
      league: leagueDetails(),
      people: null,
    });
  });

  it('when one of the calls fails, then the slice holds the error and no partial people', async () => {
    const { storeState } = await run(leagueRequested('66a0000000000000000000ff', true));

    const { detail } = storeState as OwnerLeaguesState;
    expect(detail).toMatchObject({ status: 'failed', id: '66a0000000000000000000ff', league: null, people: null });
    expect(detail.error).toBeInstanceOf(ApiError);
    expect((detail.error as ApiError).status).toBe(404);
  });

  it('when another league is requested, then the previous one is not kept on screen meanwhile', () => {
    const loaded = ownerLeaguesReducer(initialOwnerLeaguesState, {
      type: 'ownerLeagues/leagueLoaded',
      payload: { league: leagueDetails(), people: null },
    });
    const withId = { ...loaded, detail: { ...loaded.detail, id: LEAGUE_ID } };

    expect(ownerLeaguesReducer(withId, leagueRequested(LEAGUE_ID, true)).detail.league).toEqual(leagueDetails());
    expect(ownerLeaguesReducer(withId, leagueRequested('66a0000000000000000000ff', true)).detail.league).toBeNull();
  });
});
