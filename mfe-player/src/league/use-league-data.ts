import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { API, type LeagueDetails, type MemberRow, type PendingMemberRow } from '@hfl/contracts';
import { ApiError, api, describeApiError, toastShown } from '@hfl/shared-ui';
import { cannotSelectLeague } from './current-league-saga';
import { leagueLeft } from './current-league-slice';

export interface LeagueData {
  league: LeagueDetails;
  members: MemberRow[];
  /** Requests and invitations: read only for the league's admins (and the owner), empty for anyone else. */
  pending: PendingMemberRow[];
}

export type LeagueDataState = { status: 'loading' } | { status: 'ready'; data: LeagueData } | { status: 'failed' };

/**
 * A league's details and members (and, for its admins, pending members), loaded together and again on `reload`
 * after a change. While reloading, the previous answer stays on screen. A failure is toasted; a 404 means the league
 * was deleted since the memberships were read: no longer a league to select, so "Cannot select league" and /secure.
 */
export function useLeagueData(leagueId: string, withPending: boolean): { state: LeagueDataState; reload: () => void } {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LeagueDataState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    Promise.all([
      api.get<LeagueDetails>(API.league(leagueId)),
      api.get<MemberRow[]>(API.leagueMembers(leagueId)),
      withPending ? api.get<PendingMemberRow[]>(API.pendingMembers(leagueId)) : Promise.resolve([]),
    ]).then(
      ([league, members, pending]) => {
        if (live) setState({ status: 'ready', data: { league, members, pending } });
      },
      (error: unknown) => {
        if (!live) return;
        setState({ status: 'failed' });
        if (!(error instanceof ApiError && error.status === 404)) {
          dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
          return;
        }
        dispatch(leagueLeft(leagueId));
        dispatch(cannotSelectLeague(t));
        navigate('/secure', { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [leagueId, withPending, attempt, dispatch, navigate, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
