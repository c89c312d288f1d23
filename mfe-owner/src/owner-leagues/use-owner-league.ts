import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useInjectReducer, useInjectSaga } from '@hfl/shared-ui';
import { useFailureToast } from '../components/use-failure-toast';
import { ownerLeaguesSaga } from './saga';
import { OWNER_LEAGUES_KEY, leagueRequested, ownerLeaguesReducer, selectOwnerLeagues } from './slice';

/**
 * The league an owner page is about (`/owner/leagues/:leagueId…`), asked for when the page opens (with its members and
 * pending members when `withPeople`); a failed load is toasted. `league` and `people` are null until this league's
 * answer is there: the slice may still hold another league's.
 */
export function useOwnerLeague(withPeople: boolean) {
  useInjectReducer(OWNER_LEAGUES_KEY, ownerLeaguesReducer);
  useInjectSaga(OWNER_LEAGUES_KEY, ownerLeaguesSaga);
  const { leagueId = '' } = useParams();
  const dispatch = useDispatch();
  const { detail } = useSelector(selectOwnerLeagues);

  const reload = useCallback(() => {
    dispatch(leagueRequested(leagueId, withPeople));
  }, [dispatch, leagueId, withPeople]);
  useEffect(reload, [reload]);
  useFailureToast(detail.status, detail.error);

  const shown = detail.id === leagueId;
  return {
    id: leagueId,
    status: detail.status,
    league: shown ? detail.league : null,
    people: shown ? detail.people : null,
    reload,
  };
}
