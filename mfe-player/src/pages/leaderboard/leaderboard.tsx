import { Leaderboard } from '@hfl/shared-ui/leaderboard';

/**
 * The public leaderboard (`/leaderboard`, player-app.md section 2): open to visitors; a logged-in user's rows link to
 * the league's standings and the team's roster. The shell shows the `leaderboard` ad slots (the route's handle).
 */
export function LeaderboardPage() {
  return <Leaderboard />;
}
