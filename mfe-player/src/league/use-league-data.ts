import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { API, type LeagueDetails, type MemberRow, type PendingMemberRow } from '@hfl/contracts';
import { useApiGetTogether } from '@hfl/shared-ui';
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
 * A league's details and members (and, for its admins, pending members), loaded together (useApiGetTogether) and
 * again on `reload` after a change. While reloading, the previous answer stays on screen. A failure is toasted; a 404
 * means the league was deleted since the memberships were read: no longer a league to select, so "Cannot select
 * league" and /secure.
 */
export function useLeagueData(leagueId: string, withPending: boolean): { state: LeagueDataState; reload: () => void } {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const paths = [API.league(leagueId), API.leagueMembers(leagueId)];
  if (withPending) paths.push(API.pendingMembers(leagueId));
  const loaded = useApiGetTogether<[LeagueDetails, MemberRow[], PendingMemberRow[]?]>(
    paths as [string, string, string?],
    attempt,
  );
  const deleted = loaded.status === 'failed' && loaded.notFound;

  useEffect(() => {
    if (!deleted) return;
    dispatch(leagueLeft(leagueId));
    dispatch(cannotSelectLeague(t));
    navigate('/secure', { replace: true });
  }, [deleted, leagueId, dispatch, navigate, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (loaded.status !== 'ready') return { state: { status: loaded.status }, reload };
  const [league, members, pending = []] = loaded.data;
  return { state: { status: 'ready', data: { league, members, pending } }, reload };
}
