import { useState } from 'react';
import { Spinner, RetryButton } from '@hfl/shared-ui';
import {
  FinalPlaces,
  StandingsOrder,
  StandingsProgress,
  StandingsTable,
  useLeagueStandings,
} from '@hfl/shared-ui/season';

/** A team's roster page, where the standings' team names link. */
export const rosterHref = (leagueId: string) => (teamId: string) => `/leagues/${leagueId}/team/${teamId}/roster`;

/**
 * A league's standings (its current season's, or `seasonId`'s) as the player's pages show them: a spinner, a retry after a failure (toasted), the table (empty
 * with its explanation before the season has a schedule). The full view adds the final places, the regular season's
 * progress, the tie-break notes and how the order is made; the compact one (league home) is the table alone.
 */
export function LeagueStandings({
  leagueId,
  seasonId,
  compact = false,
}: {
  leagueId: string;
  /** One of the league's seasons; the current one without it. */
  seasonId?: string;
  compact?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useLeagueStandings(leagueId, seasonId, attempt);
  if (loaded.status === 'loading') return <Spinner />;
  if (loaded.status === 'failed') return <RetryButton onRetry={() => setAttempt((n) => n + 1)} />;
  const standings = loaded.data;
  if (compact) return <StandingsTable standings={standings} teamHref={rosterHref(leagueId)} compact />;
  return (
    <>
      {standings && <FinalPlaces standings={standings} />}
      {standings && <StandingsProgress standings={standings} />}
      <StandingsTable standings={standings} teamHref={rosterHref(leagueId)} />
      <StandingsOrder />
    </>
  );
}
