import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router';
import styled from 'styled-components';
import { MEMBERSHIP_ROLE, type MyMembership } from '@hfl/contracts';
import { RequireAuth, selectIsSuperAdmin } from '@hfl/shared-ui';
import { WithLeagueData, WithPageLeague } from '../../league/league-gates';
import { LinkRow } from '../../league/link-row';
import { TeamLogo, TeamName } from '../../league/team-logo';
import type { LeagueData } from '../../league/use-league-data';
import type { PageLeague } from '../../league/use-page-league';

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
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
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
  return (
    <WithPageLeague>{(page, leagueId) => <RoleDashboard role={role} page={page} leagueId={leagueId} />}</WithPageLeague>
  );
}

function RoleDashboard({ role, page, leagueId }: { role: DashboardRole; page: PageLeague; leagueId: string }) {
  const isSuperAdmin = useSelector(selectIsSuperAdmin);
  // A SUPER_ADMIN counts as admin of every league (spec section 6).
  const actual: DashboardRole = isSuperAdmin || page.current?.role === MEMBERSHIP_ROLE.ADMIN ? 'admin' : 'user';
  if (actual !== role) return <Navigate to={PATHS[actual]} replace />;
  if (role === 'admin') {
    return (
      <WithLeagueData leagueId={leagueId} withPending>
        {(data) => <AdminDashboard data={data} />}
      </WithLeagueData>
    );
  }
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

function AdminDashboard({ data: { league, members, pending } }: { data: LeagueData }) {
  const { t } = useTranslation('player');
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
      <LinkRow>
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
      </LinkRow>
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
      <LinkRow>
        <li>
          <Link to={`/leagues/${league.id}`}>{t('dashboard.leagueHome')}</Link>
        </li>
        <li>
          <Link to="/settings">{t('settings.title')}</Link>
        </li>
      </LinkRow>
    </section>
  );
}
