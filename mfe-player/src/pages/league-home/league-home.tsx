import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { API, MEMBERSHIP_ROLE, formatZonedDateTime, type LeagueSeason, type MyMembership } from '@hfl/contracts';
import {
  RequireAuth,
  Spinner,
  Table,
  selectIsSuperAdmin,
  useApiGet,
  useTeamTimezone,
  type TableColumn,
} from '@hfl/shared-ui';
import { LeagueSwitcher } from '../../league/league-switcher';
import { useMembershipLabel } from '../../league/membership-label';
import { MembersTable } from '../../league/members-table';
import { WithLeagueData, WithPageLeague } from '../../league/league-gates';
import { LinkRow } from '../../league/link-row';
import { RetryButton } from '../../league/retry-button';
import type { LeagueData } from '../../league/use-league-data';
import type { PageLeague } from '../../league/use-page-league';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

/**
 * League home (`/leagues/{leagueId}`): opening it selects the league (stored as current). A SUPER_ADMIN gets the links to
 * the back-office and the league's settings; a member the switcher, the league with their role, the draft, the
 * members and the standings. Anyone else hears "Cannot select league" and goes to /secure.
 */
export function LeagueHomePage() {
  return (
    <RequireAuth>
      <LeagueHome />
    </RequireAuth>
  );
}

function LeagueHome() {
  const { leagueId } = useParams();
  return (
    <WithPageLeague requestedId={leagueId}>
      {(page, leagueId) => (
        // Keyed: another league's page starts from loading, not from the previous league's data.
        // The owner's view needs the name only, but asking for the members too keeps one loading path for both.
        <WithLeagueData key={leagueId} leagueId={leagueId} withPending={false}>
          {(data) => <LeagueContent page={page} data={data} />}
        </WithLeagueData>
      )}
    </WithPageLeague>
  );
}

function LeagueContent({ page, data }: { page: PageLeague; data: LeagueData }) {
  const { t } = useTranslation('player');
  const isSuperAdmin = useSelector(selectIsSuperAdmin);
  const { league } = data;

  if (isSuperAdmin) {
    return (
      <Section aria-labelledby="league-title">
        <h1 id="league-title">{league.name}</h1>
        <LinkRow>
          <li>
            <Link to={`/owner/leagues/${league.id}`}>{t('leagueHome.ownerLink')}</Link>
          </li>
          <li>
            <Link to={`/settings?league=${league.id}`}>{t('leagueHome.settingsLink')}</Link>
          </li>
        </LinkRow>
      </Section>
    );
  }
  return <MemberView page={page} data={data} membership={page.current} />;
}

function MemberView({
  page,
  data: { league, members },
  membership,
}: {
  page: PageLeague;
  data: LeagueData;
  membership: MyMembership | null;
}) {
  const { t } = useTranslation('player');
  const label = useMembershipLabel();
  return (
    <>
      <LeagueSwitcher league={page} />
      <h1>{membership ? label({ league, role: membership.role }) : league.name}</h1>
      <Section aria-labelledby="draft-title">
        <h2 id="draft-title">{t('leagueHome.draftTitle')}</h2>
        <DraftStatus leagueId={league.id} membership={membership} />
      </Section>
      <Section aria-labelledby="members-title">
        <h2 id="members-title">{t('members.title')}</h2>
        <MembersTable members={members} />
      </Section>
      <Section aria-labelledby="standings-title">
        <h2 id="standings-title">{t('leagueHome.standingsTitle')}</h2>
        <StandingsTable />
      </Section>
    </>
  );
}

/**
 * The draft as text (spec section 4), from the league's current season (404 = none): "not scheduled", the start in
 * the user's team timezone while pending, the Enter Draft link while drafting. The league admin adds a draft when
 * there is none and changes a pending one's dates.
 */
function DraftStatus({ leagueId, membership }: { leagueId: string; membership: MyMembership | null }) {
  const { t } = useTranslation('player');
  const [attempt, setAttempt] = useState(0);
  const season = useApiGet<LeagueSeason>(API.leagueSeason(leagueId, 'current'), attempt);
  const isAdmin = membership?.role === MEMBERSHIP_ROLE.ADMIN;
  const scheduleLink = (label: string) =>
    isAdmin ? <Link to={`/leagues/${leagueId}/draft/schedule`}>{label}</Link> : null;

  if (season.status === 'loading') return <Spinner />;
  if (season.status === 'failed' && !season.notFound) return <RetryButton onRetry={() => setAttempt((n) => n + 1)} />;
  if (season.status === 'failed') {
    return (
      <p>
        {t('leagues.details.notScheduled')} {scheduleLink(t('leagueHome.draft.add'))}
      </p>
    );
  }
  const { status, draftStartsAt } = season.data;
  if (status === 'pending') {
    return (
      <PendingDraft draftStartsAt={draftStartsAt} teamId={membership?.team?.id ?? null}>
        {scheduleLink(t('leagueHome.draft.change'))}
      </PendingDraft>
    );
  }
  if (status === 'drafting') {
    return (
      <p>
        {t('leagueHome.draft.drafting')} <Link to={`/leagues/${leagueId}/draft`}>{t('leagueHome.draft.enter')}</Link>
      </p>
    );
  }
  return <p>{t(status === 'finished' ? 'leagueHome.draft.finished' : 'leagueHome.draft.ongoing')}</p>;
}

/** A pending draft's start, DD/MM/YYYY HH:mm on the user's team clock (the team is read only for a pending draft). */
function PendingDraft({
  draftStartsAt,
  teamId,
  children,
}: {
  draftStartsAt: string;
  teamId: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('player');
  const timezone = useTeamTimezone(teamId);
  if (!timezone) return <Spinner />;
  return (
    <p>
      {t('leagueHome.draft.scheduled', { date: formatZonedDateTime(draftStartsAt, timezone) })} {children}
    </p>
  );
}

/** Standings arrive with the season: until a season is played the table says there are none yet. */
function StandingsTable() {
  const { t } = useTranslation('player');
  const columns: Array<TableColumn<never>> = [
    { key: 'rank', header: t('leagueHome.standings.rank') },
    { key: 'team', header: t('members.team') },
    { key: 'owner', header: t('leagueHome.standings.owner') },
    { key: 'wins', header: t('leagueHome.standings.wins') },
    { key: 'losses', header: t('leagueHome.standings.losses') },
    { key: 'ties', header: t('leagueHome.standings.ties') },
    { key: 'points', header: t('leagueHome.standings.points') },
    { key: 'pointsAgainst', header: t('leagueHome.standings.pointsAgainst') },
  ];
  return <Table columns={columns} rows={[]} rowKey={() => ''} emptyText={t('leagueHome.standings.none')} />;
}
