import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { API, MEMBERSHIP_ROLE, type MyMembership, type TeamRef } from '@hfl/contracts';
import { Button, RequireAuth, selectIsSuperAdmin, selectUser } from '@hfl/shared-ui';
import { DeleteAccountButton } from '../../account/delete-account-button';
import { leagueLeft } from '../../league/current-league-slice';
import { WithLeagueData, WithPageLeague } from '../../league/league-gates';
import { LeagueSwitcher } from '../../league/league-switcher';
import { MembersTable } from '../../league/members-table';
import { TeamLogo, TeamName } from '../../league/team-logo';
import { TransferAdminModal } from '../../league/transfer-admin-modal';
import { useConfirmedAction, useSuccessToast } from '../../league/use-confirmed-action';
import type { LeagueData } from '../../league/use-league-data';
import type { PageLeague } from '../../league/use-page-league';
import { EmailAlertsCard } from '../../account/email-alerts';
import { MemberManagement } from './member-management';
import { Card, Cards } from '../../components/cards';

const AlertsSpace = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
  max-width: 720px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * Settings and league administration (spec section 2): needs a selected league (the owner names one with
 * `?league={id}`, from the back-office's "Manage League"). The team card, the league card, and the members: the
 * admin's management table, a member's read-only list. Then the user's own e-mail alerts (issue 38), in their own
 * card.
 */
export function SettingsPage() {
  return (
    <RequireAuth>
      <Settings />
    </RequireAuth>
  );
}

function Settings() {
  const [params] = useSearchParams();
  return (
    <WithPageLeague requestedId={params.get('league')}>
      {/* Keyed: another league starts from loading, not from the previous league's data. */}
      {(page, leagueId) => <LeagueSettings key={leagueId} page={page} leagueId={leagueId} />}
    </WithPageLeague>
  );
}

function LeagueSettings({ page, leagueId }: { page: PageLeague; leagueId: string }) {
  const { t } = useTranslation('player');
  const isSuperAdmin = useSelector(selectIsSuperAdmin);
  const membership = page.current;
  // A SUPER_ADMIN counts as admin of every league (spec section 6).
  const isAdmin = isSuperAdmin || membership?.role === MEMBERSHIP_ROLE.ADMIN;

  return (
    <>
      <h1>{t('settings.title')}</h1>
      {isSuperAdmin ? (
        <p>
          <Link to={`/owner/leagues/${leagueId}`}>{t('settings.backToOwner')}</Link>
        </p>
      ) : (
        <LeagueSwitcher league={page} />
      )}
      <WithLeagueData leagueId={leagueId} withPending={isAdmin}>
        {(data, reload) => (
          <>
            <Cards>
              {/* The owner has no team (spec section 6). */}
              {!isSuperAdmin && membership?.team && <TeamCard team={membership.team} />}
              <LeagueCard data={data} membership={membership} isAdmin={isAdmin} />
            </Cards>
            <section id="members" aria-labelledby="members-title">
              <h2 id="members-title">{t('members.title')}</h2>
              {isAdmin ? <MemberManagement data={data} onChanged={reload} /> : <MembersTable members={data.members} />}
            </section>
            {/* Appears with the league's part of the page (shown before it, it would be pushed down) and keeps its frame
                while its settings load. The owner plays in no league: no alert is about him. */}
            {!isSuperAdmin && (
              <AlertsSpace>
                <EmailAlertsCard />
              </AlertsSpace>
            )}
          </>
        )}
      </WithLeagueData>
    </>
  );
}

function TeamCard({ team }: { team: TeamRef }) {
  const { t } = useTranslation('player');
  return (
    <Card aria-labelledby="team-card-title">
      <h2 id="team-card-title">{t('settings.teamCard')}</h2>
      <TeamName>
        <TeamLogo team={team} size={64} />
        <strong>{team.name}</strong>
      </TeamName>
      <Actions>
        <Link to={`/teams/${team.id}/edit`}>{t('settings.editTeam')}</Link>
        <DeleteAccountButton />
      </Actions>
    </Card>
  );
}

/**
 * The league, with its edit link and the ways out: exit for a member (an admin with other members hands the league
 * over first), delete for the admin.
 */
function LeagueCard({
  data,
  membership,
  isAdmin,
}: {
  data: LeagueData;
  membership: MyMembership | null;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const user = useSelector(selectUser);
  const notify = useSuccessToast();
  const { ask, busy, modal } = useConfirmedAction();
  const [transferring, setTransferring] = useState(false);
  const { league, members } = data;
  const othersRemain = members.some((member) => member.user.id !== user?.id);

  const gone = (message: string) => {
    notify(message);
    dispatch(leagueLeft(league.id));
    navigate('/secure', { replace: true });
  };

  const askExit = (stillAdmin: boolean) =>
    ask({
      title: t('settings.exitTitle'),
      // The last member closes the league: exiting it deletes it (the leagues service does so).
      message: t(stillAdmin && !othersRemain ? 'settings.exitLastQuestion' : 'settings.exitQuestion', {
        league: league.name,
      }),
      confirmLabel: t('settings.exit'),
      request: { method: 'POST', path: API.exitLeague(league.id) },
      onDone: () => {
        gone(t('settings.left'));
      },
    });

  const exit = () => {
    const isLeagueAdmin = membership?.role === MEMBERSHIP_ROLE.ADMIN;
    if (isLeagueAdmin && othersRemain) setTransferring(true);
    else askExit(isLeagueAdmin);
  };

  const remove = () =>
    ask({
      title: t('settings.deleteTitle'),
      message: t('settings.deleteQuestion', { league: league.name }),
      confirmLabel: t('settings.delete'),
      request: { method: 'DELETE', path: API.league(league.id) },
      onDone: () => {
        gone(t('settings.deleted'));
      },
    });

  return (
    <Card aria-labelledby="league-card-title">
      <h2 id="league-card-title">{t('settings.leagueCard')}</h2>
      <strong>{league.name}</strong>
      <Actions>
        {isAdmin && <Link to={`/leagues/${league.id}/edit`}>{t('settings.editLeague')}</Link>}
        {membership && (
          <Button type="button" variant="secondary" disabled={busy} onClick={exit}>
            {t('settings.exit')}
          </Button>
        )}
        {isAdmin && (
          <Button type="button" variant="danger" disabled={busy} onClick={remove}>
            {t('settings.delete')}
          </Button>
        )}
      </Actions>
      {modal}
      {user && (
        <TransferAdminModal
          league={transferring ? league : null}
          fromUserId={user.id}
          intro={t('transfer.beforeExitIntro', { league: league.name })}
          onTransferred={() => {
            setTransferring(false);
            askExit(false);
          }}
          onCancel={() => setTransferring(false)}
        />
      )}
    </Card>
  );
}
