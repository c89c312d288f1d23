import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router';
import styled from 'styled-components';
import { MEMBERSHIP_ROLE, type MyMembership } from '@hfl/contracts';
import { RequireAuth, Spinner, selectIsSuperAdmin } from '@hfl/shared-ui';
import { RetryButton } from '../../league/retry-button';
import { TeamLogo, TeamName } from '../../league/team-logo';
import { useLeagueData } from '../../league/use-league-data';
import { usePageLeague } from '../../league/use-page-league';

type DashboardRole = 'admin' | 'user';

const PATHS: Record<DashboardRole, string> = {
  admin: '/league-admin/dashboard',
  user: '/league-user/dashboard',
};

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(160px, max-content) 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

/** `/league-admin/dashboard`: the current league as its admin runs it. */
export function AdminDashboardPage() {
  return (
    <RequireAuth>
      <Dashboard role="admin" />
    </RequireAuth>
  );
}

/** `/league-user/dashboard`: the current league as a member plays it. */
export function UserDashboardPage() {
  return (
    <RequireAuth>
      <Dashboard role="user" />
    </RequireAuth>
  );
}

/**
 * The dashboards are "chosen by membership role" (spec section 2): each shows the current league for its role, and
 * the wrong one for the user's role in that league sends them to the right one. No league selected: /secure.
 */
function Dashboard({ role }: { role: DashboardRole }) {
  const page = usePageLeague();
  const isSuperAdmin = useSelector(selectIsSuperAdmin);
  if (page.failed) return <RetryButton onRetry={page.reload} />;
  if (!page.leagueId) return <Spinner />;
  // A SUPER_ADMIN counts as admin of every league (spec section 6).
  const actual: DashboardRole = isSuperAdmin || page.current?.role === MEMBERSHIP_ROLE.ADMIN ? 'admin' : 'user';
  if (actual !== role) return <Navigate to={PATHS[actual]} replace />;
  if (role === 'admin') return <AdminDashboard leagueId={page.leagueId} />;
  return page.current && <UserDashboard membership={page.current} />;
}

function FactList({ facts }: { facts: Array<[label: string, value: ReactNode]> }) {
  return (
    <Facts>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

function AdminDashboard({ leagueId }: { leagueId: string }) {
  const { t } = useTranslation('player');
  const { state, reload } = useLeagueData(leagueId, true);
  if (state.status === 'failed') return <RetryButton onRetry={reload} />;
  if (state.status === 'loading') return <Spinner />;
  const { league, members, pending } = state.data;
  const requests = pending.filter((row) => row.type === 'REQUESTED').length;

  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.adminTitle', { league: league.name })}</h1>
      <FactList
        facts={[
          [t('dashboard.members'), `${members.length} / ${league.nbMaxTeams}`],
          [t('dashboard.openSlots'), league.nbAvailableSlots],
          [
            t('dashboard.pendingRequests'),
            <>
              {requests} <Link to="/settings#members">{t('dashboard.manageMembers')}</Link>
            </>,
          ],
        ]}
      />
      <Links>
        {league.nbAvailableSlots > 0 && (
          <li>
            <Link to={`/invite/${league.id}`}>{t('settings.invite')}</Link>
          </li>
        )}
        <li>
          <Link to={`/leagues/${league.id}/edit`}>{t('settings.editLeague')}</Link>
        </li>
        <li>
          <Link to={`/leagues/${league.id}`}>{t('dashboard.leagueHome')}</Link>
        </li>
      </Links>
    </section>
  );
}

function UserDashboard({ membership }: { membership: MyMembership }) {
  const { t } = useTranslation('player');
  const { league, team } = membership;
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.userTitle', { league: league.name })}</h1>
      <FactList
        facts={[
          [t('dashboard.league'), league.name],
          [
            t('dashboard.team'),
            team && (
              <TeamName>
                <TeamLogo team={team} />
                {team.name}
              </TeamName>
            ),
          ],
        ]}
      />
      <Links>
        <li>
          <Link to={`/leagues/${league.id}`}>{t('dashboard.leagueHome')}</Link>
        </li>
        <li>
          <Link to="/settings">{t('settings.title')}</Link>
        </li>
      </Links>
    </section>
  );
}
