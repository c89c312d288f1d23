import type { ReactNode } from 'react';
import { RetryButton, Spinner } from '@hfl/shared-ui';
import { useLeagueData, type LeagueData } from './use-league-data';
import { usePageLeague, type PageLeague } from './use-page-league';

/**
 * The league a league page works on (see usePageLeague): a retry button after a failed load (the error was toasted),
 * a spinner until it is decided, then the page.
 */
export function WithPageLeague({
  requestedId,
  noLeagueTextKey,
  children,
}: {
  requestedId?: string | null;
  /** The "No league selected" notice's text (player namespace key), when the page's differs from the default. */
  noLeagueTextKey?: string;
  children: (page: PageLeague, leagueId: string) => ReactNode;
}) {
  const page = usePageLeague(requestedId, noLeagueTextKey);
  if (page.failed) return <RetryButton onRetry={page.reload} />;
  if (!page.leagueId) return <Spinner />;
  return children(page, page.leagueId);
}

/** A league's details and members (see useLeagueData): a retry button after a failed load, a spinner, then the page. */
export function WithLeagueData({
  leagueId,
  withPending,
  children,
}: {
  leagueId: string;
  withPending: boolean;
  children: (data: LeagueData, reload: () => void) => ReactNode;
}) {
  const { state, reload } = useLeagueData(leagueId, withPending);
  if (state.status === 'failed') return <RetryButton onRetry={reload} />;
  if (state.status === 'loading') return <Spinner />;
  return children(state.data, reload);
}
