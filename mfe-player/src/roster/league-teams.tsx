import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API, type MemberRow } from '@hfl/contracts';
import { useApiGet, RetryButton } from '@hfl/shared-ui';
import { LinkRow } from '../league/link-row';
import { TeamLogo, TeamName } from '../league/team-logo';

/**
 * The league's other teams, each linking to its roster (where a trade is proposed), from the league's members.
 * Nothing while they load or when the league is gone (404); a retry after another failure (it was toasted).
 */
export function LeagueTeams({ leagueId, exceptTeamId }: { leagueId: string; exceptTeamId: string }) {
  const { t } = useTranslation('player');
  const [attempt, setAttempt] = useState(0);
  const members = useApiGet<MemberRow[]>(API.leagueMembers(leagueId), attempt);
  if (members.status === 'loading' || (members.status === 'failed' && members.notFound)) return null;
  if (members.status === 'failed') return <RetryButton onRetry={() => setAttempt((count) => count + 1)} />;
  const teams = members.data.flatMap((member) =>
    member.team && member.team.id !== exceptTeamId ? [{ team: member.team, manager: member.name }] : [],
  );
  if (teams.length === 0) return null;

  return (
    <section aria-labelledby="league-teams">
      <h2 id="league-teams">{t('team.teamsTitle')}</h2>
      <p>{t('team.teamsIntro')}</p>
      <LinkRow>
        {teams.map(({ team, manager }) => (
          <li key={team.id}>
            <TeamName>
              <TeamLogo team={team} />
              <Link to={`/leagues/${leagueId}/team/${team.id}/roster`}>{team.name}</Link>
              <span>({manager})</span>
            </TeamName>
          </li>
        ))}
      </LinkRow>
    </section>
  );
}
