import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { MyMembership } from '@hfl/contracts';
import {
  activeMembershipsOf,
  leagueSelected,
  membershipsRequested,
  membershipsWanted,
  selectCurrentLeagueState,
  type LeagueSelection,
} from './current-league-slice';

export interface CurrentLeague {
  /** The memberships asked for when this page opened have arrived (an earlier page's answer may be stale). */
  ready: boolean;
  failed: boolean;
  /** Active memberships: the leagues the user can select. */
  memberships: MyMembership[];
  /** Pending memberships: requests to join and invitations. */
  pending: MyMembership[];
  currentId: string | null;
  /** The user's active membership in the current league; null for a SUPER_ADMIN's league they are not in. */
  current: MyMembership | null;
  selection: LeagueSelection | null;
  /** "Select league": a member's league becomes current; anything else is refused with the spec's error. */
  select: (leagueId: string) => void;
  /** Asks for the memberships again (after joining, leaving, withdrawing, a failed load). */
  reload: () => void;
}

/**
 * The user's memberships and current league, read as the page opens (or, on the page mfe-player arrived on, by the read
 * its registration started). The slice and saga are the registration's.
 */
export function useCurrentLeague(): CurrentLeague {
  const dispatch = useDispatch();
  const latest = useSelector(selectCurrentLeagueState);
  // The request is sent after the first render, so until then the slice may still hold an earlier page's answer.
  const [asked, setRequested] = useState(false);
  // A store update renders at once, in one task; deferred, the page the memberships open renders as a transition,
  // in slices a phone can answer taps between. Deferred together, so a new request is never read with an old answer.
  const { state, requested } = useDeferredValue(useMemo(() => ({ state: latest, requested: asked }), [latest, asked]));

  const reload = useCallback(() => {
    dispatch(membershipsRequested());
    setRequested(true);
  }, [dispatch]);
  useEffect(() => {
    dispatch(membershipsWanted());
    setRequested(true);
  }, [dispatch]);

  const select = useCallback(
    (leagueId: string) => {
      dispatch(leagueSelected(leagueId));
    },
    [dispatch],
  );
  const memberships = useMemo(() => activeMembershipsOf(state.memberships), [state.memberships]);
  const pending = useMemo(
    () => state.memberships.filter((membership) => membership.status === 'pending'),
    [state.memberships],
  );
  const current = memberships.find((membership) => membership.league.id === state.currentId) ?? null;

  // Once this page had its answer it stays ready while a reload (after a change) is in flight: no blank page.
  const answered = useRef(false);
  if (requested && state.status === 'loaded') answered.current = true;

  return {
    ready: answered.current,
    failed: requested && state.status === 'failed',
    memberships,
    pending,
    currentId: state.currentId,
    current,
    selection: state.selection,
    select,
    reload,
  };
}
