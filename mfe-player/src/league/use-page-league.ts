import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { selectIsSuperAdmin, toastShown } from '@hfl/shared-ui';
import { useCurrentLeague, type CurrentLeague } from './use-current-league';

export interface PageLeague extends CurrentLeague {
  /** The league the page shows, once decided; null while deciding and when the user is being sent away. */
  leagueId: string | null;
}

type Outcome = 'waiting' | 'accepted' | 'refused' | 'none';

/**
 * The league a page works on. A league the URL names (`/leagues/{leagueId}`, `/settings?league={leagueId}`) is selected first;
 * refused, the saga has said "Cannot select league" and the user goes to /secure. Otherwise the current league;
 * with none the user is told (spec section 8: "No league selected" with `noLeagueTextKey`'s text, or "You don't
 * have any active memberships!" for a non-owner without any) and goes to /secure.
 */
export function usePageLeague(requestedId?: string | null, noLeagueTextKey = 'currentLeague.noLeagueText'): PageLeague {
  const league = useCurrentLeague();
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const isSuperAdmin = useSelector(selectIsSuperAdmin);
  const { ready, currentId, selection, select, memberships } = league;
  const target = requestedId || null;

  let outcome: Outcome = 'waiting';
  if (ready && target) {
    if (currentId === target) outcome = 'accepted';
    else if (selection?.leagueId === target && selection.status === 'refused') outcome = 'refused';
  } else if (ready) {
    outcome = currentId ? 'accepted' : 'none';
  }

  // Once per league the URL names: after the switcher chose another league, this page must not take it back.
  const selectedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !target || selectedFor.current === target) return;
    selectedFor.current = target;
    if (currentId !== target) select(target);
  }, [ready, target, currentId, select]);

  // Told once (StrictMode runs effects twice). A page that had its league and lost it by the user's own action
  // (exit, delete) is already on its way to /secure: no "No league selected" for that.
  const sentAway = useRef(false);
  const hadLeague = useRef(false);
  if (outcome === 'accepted') hadLeague.current = true;
  const lostLeague = outcome === 'none' && hadLeague.current;
  useEffect(() => {
    if (sentAway.current || lostLeague || (outcome !== 'refused' && outcome !== 'none')) return;
    sentAway.current = true;
    if (outcome === 'none') {
      dispatch(
        toastShown(
          memberships.length === 0 && !isSuperAdmin
            ? { kind: 'error', title: t('common:toast.error'), message: t('currentLeague.noMemberships') }
            : { kind: 'info', title: t('currentLeague.noLeagueTitle'), message: t(noLeagueTextKey) },
        ),
      );
    }
    navigate('/secure', { replace: true });
  }, [outcome, lostLeague, memberships.length, isSuperAdmin, dispatch, navigate, t, noLeagueTextKey]);

  return { ...league, leagueId: outcome === 'accepted' ? (target ?? currentId) : null };
}
