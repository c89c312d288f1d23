import { useParams } from 'react-router';
import { API } from '@hfl/contracts';
import { RequireAuth } from '@hfl/shared-ui';
import { useCurrentLeague } from '../../league/use-current-league';
import { RosterScreen } from '../../roster/roster-screen';

/**
 * A team's roster (`/leagues/{leagueId}/team/{teamId}/roster`, where the leaderboard and standings link): any team of
 * a league the user belongs to. The own team's roster acts as /team does; another team's is read-only, with "Propose
 * trade" on its players when both rosters are open. A 403 (not a member) and a 422 (no roster yet) are explained.
 */
export function RosterPage() {
  const { leagueId = '', teamId = '' } = useParams();
  // The viewer's own team in this league: its clock is his.
  const { memberships } = useCurrentLeague();
  const viewerTeamId = memberships.find((membership) => membership.league.id === leagueId)?.team?.id ?? null;
  return (
    <RequireAuth>
      <section>
        {/* Keyed: another team starts from loading. */}
        <RosterScreen
          key={`${leagueId}/${teamId}`}
          leagueId={leagueId}
          path={API.roster(leagueId, teamId)}
          nameIsTitle
          mine={false}
          viewerTeamId={viewerTeamId}
        />
      </section>
    </RequireAuth>
  );
}
