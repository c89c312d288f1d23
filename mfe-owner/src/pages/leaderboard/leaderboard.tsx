import { Leaderboard } from '@hfl/shared-ui/leaderboard';

/** The owner's leaderboard (`/owner/leaderboard`, owner-back-office.md "Leaderboards"): the public board's filters. */
export function OwnerLeaderboardPage() {
  return <Leaderboard />;
}
