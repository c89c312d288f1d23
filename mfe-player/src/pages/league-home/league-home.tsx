import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import {
  API,
  MEMBERSHIP_ROLE,
  formatUtcDateTime,
  formatZonedDateTime,
  parseUtcDateTime,
  type LeagueSeasonSummary,
  type MyMembership,
  type OpenLeagueDraft,
  type RosterActivityView,
  type WaiversView,
} from '@hfl/contracts';
import {
  Button,
  RequireAuth,
  Spinner,
  SpinnerUntil,
  Table,
  selectIsSuperAdmin,
  useApiGet,
  usePagedApiGet,
  type TableColumn,
  RetryButton,
  type ApiGetState,
} from '@hfl/shared-ui';
import { canDraftNow, DraftChanceText, useDraftChance, useTeamTimezone } from '@hfl/shared-ui/season';
import { LeagueSwitcher } from '../../league/league-switcher';
import { useMembershipLabel } from '../../league/membership-label';
import { MembersTable } from '../../league/members-table';
import { WithLeagueData, WithPageLeague } from '../../league/league-gates';
import { LinkRow } from '../../league/link-row';
import { LeagueStandings } from '../../standings/league-standings';
import type { LeagueData } from '../../league/use-league-data';
import type { PageLeague } from '../../league/use-page-league';
import { WaiversCard } from '../../waivers/waivers-card';
import { WaiverSettingsForm } from '../../waivers/waiver-settings-form';
import { InviteFriends } from './invite-friends';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

/**
 * League home (`/leagues/{leagueId}`): opening it selects the league (stored as current). A SUPER_ADMIN gets the links to
 * the back-office and the league's settings; a member the switcher, the league with their role, the draft, the
 * members, the standings and the league's activity (adds, cuts, trades). Anyone else hears "Cannot select league" and
 * goes to /secure.
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
  const [attempt, setAttempt] = useState(0);
  const seasons = useApiGet<LeagueSeasonSummary[]>(API.leagueSeasonsList(league.id), attempt);
  // The draft's status comes first and its length varies (a line, a paragraph with links): until its seasons are in,
  // one spinner stands for every section and they load unseen, so none is pushed down when it arrives.
  return (
    <>
      <LeagueSwitcher league={page} />
      <h1>{membership ? label({ league, role: membership.role }) : league.name}</h1>
      {membership?.role === MEMBERSHIP_ROLE.ADMIN && league.nbAvailableSlots > 0 && (
        <InviteFriends league={league} teamId={membership.team?.id ?? null} />
      )}
      <SpinnerUntil ready={seasons.status !== 'loading'}>
        <Section aria-labelledby="draft-title">
          <h2 id="draft-title">{t('leagueHome.draftTitle')}</h2>
          {seasons.status !== 'loading' && (
            <DraftStatus
              leagueId={league.id}
              seasons={seasons}
              onRetry={() => setAttempt((n) => n + 1)}
              membership={membership}
              withoutAdmin={!league.adminUser}
            />
          )}
        </Section>
        <Section aria-labelledby="members-title">
          <h2 id="members-title">{t('members.title')}</h2>
          <MembersTable members={members} />
        </Section>
        <Section aria-labelledby="standings-title">
          <h2 id="standings-title">{t('leagueHome.standingsTitle')}</h2>
          <LeagueStandings leagueId={league.id} compact />
          <p>
            <Link to={`/leagues/${league.id}/standings`}>{t('leagueHome.standingsLink')}</Link>
          </p>
        </Section>
        {membership && (
          <Section aria-labelledby="waivers-title">
            <h2 id="waivers-title">{t('waivers.title')}</h2>
            <LeagueWaivers
              leagueId={league.id}
              teamId={membership.team?.id ?? null}
              admin={membership.role === MEMBERSHIP_ROLE.ADMIN}
            />
          </Section>
        )}
        {membership && (
          <Section aria-labelledby="activity-title">
            <h2 id="activity-title">{t('activity.title')}</h2>
            <LeagueActivity leagueId={league.id} teamId={membership.team?.id ?? null} />
          </Section>
        )}
      </SpinnerUntil>
    </>
  );
}

/**
 * The draft as text (spec section 4), from the league's current season in its seasons list (asking for the list, not
 * for `seasons/current`, so a league without a season is an empty answer, not a failed request): the start in the
 * user's team timezone while pending, the Enter Draft link while drafting. Without a season it says what is possible
 * now (NoDraftYet); the league admin adds a draft when one can be added and changes a pending one's dates.
 */
function DraftStatus({
  leagueId,
  seasons,
  onRetry,
  membership,
  withoutAdmin,
}: {
  leagueId: string;
  /** The league's seasons list, once answered. */
  seasons: Exclude<ApiGetState<LeagueSeasonSummary[]>, { status: 'loading' }>;
  onRetry: () => void;
  membership: MyMembership | null;
  withoutAdmin: boolean;
}) {
  const { t } = useTranslation('player');
  const isAdmin = membership?.role === MEMBERSHIP_ROLE.ADMIN;
  const scheduleLink = (label: string) =>
    isAdmin ? <Link to={`/leagues/${leagueId}/draft/schedule`}>{label}</Link> : null;

  if (seasons.status === 'failed') return <RetryButton onRetry={onRetry} />;
  const current = seasons.data.find((season) => season.isCurrent);
  if (!current) {
    const teamId = membership?.team?.id ?? null;
    return withoutAdmin ? (
      <OpenLeagueDraftStatus leagueId={leagueId} teamId={teamId} />
    ) : (
      <NoDraftYet teamId={teamId} addLink={isAdmin ? scheduleLink(t('leagueHome.draft.add')) : null} />
    );
  }
  const { status, draftStartsAt } = current;
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

/**
 * A league without a season in the open real season: "not scheduled" and what is possible now (a draft by a date, a
 * late draft to play from a round, or the next season's window); "Add draft" only when a draft can be added.
 */
function NoDraftYet({ teamId, addLink }: { teamId: string | null; addLink: ReactNode }) {
  const { t } = useTranslation('player');
  const chance = useDraftChance();
  const timezone = useTeamTimezone(teamId);
  if (chance.status === 'loading' || !timezone) return <Spinner />;
  if (chance.status === 'failed') return <RetryButton onRetry={chance.retry} />;
  return (
    <p>
      {t('leagueHome.draft.notScheduled')} <DraftChanceText chance={chance.chance} timezone={timezone} />{' '}
      {canDraftNow(chance.chance) && addLink}
    </p>
  );
}

/**
 * A league without an admin (HFL Open): its draft is scheduled for it when it fills, at the owner's planned time or
 * automatically; the page says which, how many slots are left and until when a draft is possible.
 */
function OpenLeagueDraftStatus({ leagueId, teamId }: { leagueId: string; teamId: string | null }) {
  const { t } = useTranslation('player');
  const [attempt, setAttempt] = useState(0);
  const open = useApiGet<OpenLeagueDraft>(API.leagueDraftPlan(leagueId), attempt);
  const chance = useDraftChance();
  const timezone = useTeamTimezone(teamId);
  if (open.status === 'failed' || chance.status === 'failed') {
    const retry = () => {
      setAttempt((n) => n + 1);
      if (chance.status === 'failed') chance.retry();
    };
    return <RetryButton onRetry={retry} />;
  }
  if (open.status === 'loading' || chance.status === 'loading' || !timezone) return <Spinner />;
  const { season, plan, nbAvailableSlots } = open.data;
  if (season?.draftStartsAt) {
    // Scheduled just now by this read (the league filled while the word got lost).
    return <p>{t('leagueHome.draft.scheduled', { date: formatZonedDateTime(season.draftStartsAt, timezone) })}</p>;
  }
  // A full league without a draft here could not get one (drafts are over, or it is too large for the season).
  const waiting = canDraftNow(chance.chance) && nbAvailableSlots > 0;
  return (
    <p>
      {t('leagueHome.draft.notScheduled')}{' '}
      {waiting &&
        (plan
          ? t('leagueHome.draft.openPlanned', {
              date: formatZonedDateTime(plan.draftStartsAt, timezone),
              count: nbAvailableSlots,
            })
          : t('leagueHome.draft.openAutomatic', { count: nbAvailableSlots }))}{' '}
      <DraftChanceText chance={chance.chance} timezone={timezone} />
    </p>
  );
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

/** Transactions the activity list asks for at first and adds on each "Show more". */
const ACTIVITY_PAGE_SIZE = 20;

const ShowMore = styled.p`
  text-align: center;
`;

/** An activity's time ('YYYY-MM-DD HH:mm:ss' UTC or an ISO instant) as DD/MM/YYYY HH:mm on the user's team clock. */
function activityTime(at: string, timezone: string): string {
  const instant = parseUtcDateTime(at) ?? new Date(at);
  return Number.isNaN(instant.getTime()) ? '' : formatZonedDateTime(formatUtcDateTime(instant), timezone);
}

/**
 * The league's transactions, newest first (`GET leagues/{id}/activity`, paged): when (on the user's team clock),
 * the team, its manager and what happened. A failed load was toasted and offers a retry; the rest of the page stays.
 * A league without a season to show (404) has none yet.
 */
function LeagueActivity({ leagueId, teamId }: { leagueId: string; teamId: string | null }) {
  const { t } = useTranslation('player');
  const [attempt, setAttempt] = useState(0);
  const activity = usePagedApiGet<RosterActivityView>(API.leagueActivity(leagueId), {
    pageSize: ACTIVITY_PAGE_SIZE,
    refresh: attempt,
  });
  const timezone = useTeamTimezone(teamId);

  if (activity.status === 'failed' && !activity.notFound) {
    return <RetryButton onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (activity.status === 'loading' || !timezone) return <Spinner />;
  const rows = activity.status === 'ready' ? activity.items : [];

  const columns: Array<TableColumn<RosterActivityView>> = [
    {
      key: 'at',
      header: t('activity.columns.time'),
      render: (row) => <time dateTime={row.at}>{activityTime(row.at, timezone)}</time>,
    },
    { key: 'team', header: t('activity.columns.team'), render: (row) => row.team.name },
    { key: 'manager', header: t('activity.columns.manager') },
    { key: 'type', header: t('activity.columns.transaction'), render: (row) => <Transaction activity={row} /> },
  ];

  return (
    <>
      <Table columns={columns} rows={rows} rowKey={(row) => row.id} emptyText={t('activity.empty')} />
      {activity.status === 'ready' && activity.hasMore && (
        <ShowMore>
          <Button
            type="button"
            variant="secondary"
            disabled={activity.loadingMore}
            aria-busy={activity.loadingMore}
            onClick={activity.loadMore}
          >
            {t('activity.showMore')}
          </Button>
        </ShowMore>
      )}
    </>
  );
}

/**
 * The league's waivers: the next run on the viewer's clock and the priority, and the admin's setting; nothing before
 * the league's season.
 */
function LeagueWaivers({ leagueId, teamId, admin }: { leagueId: string; teamId: string | null; admin: boolean }) {
  const { t } = useTranslation('player');
  const [attempt, setAttempt] = useState(0);
  const waivers = useApiGet<WaiversView>(API.waivers(leagueId), attempt);
  const timezone = useTeamTimezone(teamId);
  if (waivers.status === 'loading') return <Spinner />;
  if (waivers.status === 'failed') {
    if (waivers.notFound) return <p>{t('waivers.noSeason')}</p>;
    return <RetryButton onRetry={() => setAttempt((count) => count + 1)} />;
  }
  const { enabled, runHour } = waivers.data;
  const settings = admin ? (
    <WaiverSettingsForm
      key={`${enabled}:${runHour}`}
      leagueId={leagueId}
      settings={{ enabled, runHour }}
      onSaved={() => setAttempt((count) => count + 1)}
    />
  ) : undefined;
  return <WaiversCard view={waivers.data} timezone={timezone} settings={settings} />;
}

/**
 * A transaction in words: "Added X", "Cut X", "Traded X to Team for Y" (X: the player the team gave away), "Got X on
 * waivers (priority 2); Team's claim lost to it".
 */
function Transaction({ activity }: { activity: RosterActivityView }) {
  const { t } = useTranslation('player');
  const { type, player, otherTeam, otherPlayer } = activity;
  if (type === 'trade') {
    return (
      <>
        {t('activity.trade', {
          player: player.name,
          otherPlayer: otherPlayer?.name ?? '—',
          otherTeam: otherTeam?.name ?? '—',
        })}
      </>
    );
  }
  if (type === 'waiverClosed') return <>{t('activity.waiverClosed', { player: player.name })}</>;
  if (type === 'waiverFailed') {
    return (
      <>
        {t('activity.waiverFailed', {
          player: player.name,
          priority: activity.waiver?.priority ?? 0,
          reason: t(`activity.waiverFailures.${activity.waiver?.reason ?? 'other'}`),
        })}
      </>
    );
  }
  if (type === 'waiver') {
    const lostTo = activity.waiver?.lostTo ?? [];
    const got = t(otherPlayer ? 'activity.waiverDrop' : 'activity.waiver', {
      player: player.name,
      otherPlayer: otherPlayer?.name,
      priority: activity.waiver?.priority ?? 0,
    });
    // Why this team got him: its priority, and whose claims lost to it.
    return (
      <>
        {lostTo.length > 0
          ? `${got}; ${t('activity.waiverLost', { teams: lostTo.map((team) => team.name).join(', ') })}`
          : got}
      </>
    );
  }
  return <>{t(type === 'add' ? 'activity.add' : 'activity.cut', { player: player.name })}</>;
}
