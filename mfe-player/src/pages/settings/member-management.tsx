import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { API, MEMBERSHIP_ROLE, type MemberRow, type PendingMemberRow } from '@hfl/contracts';
import { Button, Table, pendingMemberName, pendingMemberTeam, type TableColumn } from '@hfl/shared-ui';
import { MembersTable } from '../../league/members-table';
import { useConfirmedAction, useSuccessToast } from '../../league/use-confirmed-action';
import type { LeagueData } from '../../league/use-league-data';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const PendingTitle = styled.h3`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * The admin's member management (spec section 6): remove LEAGUE_USER members, accept requests to join, remove
 * requests and invitations, invite into open slots. Every change is confirmed, then the lists are read again.
 */
export function MemberManagement({ data, onChanged }: { data: LeagueData; onChanged: () => void }) {
  const { t } = useTranslation('player');
  const notify = useSuccessToast();
  const { ask, busy, modal } = useConfirmedAction();
  const { league, members, pending } = data;

  const removeMember = (member: MemberRow) =>
    ask({
      title: t('settings.removeTitle'),
      message: t('settings.removeQuestion', { name: member.name }),
      confirmLabel: t('settings.remove'),
      request: { method: 'DELETE', path: API.leagueMember(league.id, member.user.id) },
      onDone: () => {
        notify(t('settings.removed', { name: member.name }));
        onChanged();
      },
    });

  const accept = (row: PendingMemberRow) =>
    ask({
      title: t('settings.acceptTitle'),
      message: t('settings.acceptQuestion', { name: pendingMemberName(row) }),
      confirmLabel: t('settings.accept'),
      request: { method: 'POST', path: API.acceptPendingMember(row.id) },
      onDone: () => {
        notify(t('settings.accepted'));
        onChanged();
      },
    });

  const removePending = (row: PendingMemberRow) =>
    ask({
      title: t(row.type === 'INVITED' ? 'settings.removeInvitation' : 'settings.removeRequestTitle'),
      message: t(row.type === 'INVITED' ? 'settings.removeInvitationQuestion' : 'settings.removeRequestQuestion', {
        name: pendingMemberName(row),
      }),
      confirmLabel: t(row.type === 'INVITED' ? 'settings.removeInvitation' : 'settings.remove'),
      request: { method: 'DELETE', path: API.pendingMember(league.id, row.id) },
      onDone: () => {
        notify(t(row.type === 'INVITED' ? 'settings.invitationRemoved' : 'settings.requestRemoved'));
        onChanged();
      },
    });

  const memberActions: TableColumn<MemberRow> = {
    key: 'actions',
    pin: 'end',
    header: t('settings.actions'),
    // Only LEAGUE_USER members can be removed (spec section 4): a league keeps its admin.
    render: (member) =>
      member.role === MEMBERSHIP_ROLE.USER && (
        <Button type="button" variant="danger" disabled={busy} onClick={() => removeMember(member)}>
          {t('settings.remove')}
        </Button>
      ),
  };

  const pendingColumns: Array<TableColumn<PendingMemberRow>> = [
    { key: 'displayName', header: t('members.name'), render: pendingMemberName },
    { key: 'team', header: t('members.team'), render: pendingMemberTeam },
    { key: 'type', header: t('members.type'), render: (row) => t(`members.types.${row.type}`) },
    {
      key: 'actions',
      pin: 'end',
      header: t('settings.actions'),
      render: (row) => (
        <RowActions>
          {row.type === 'REQUESTED' && (
            <Button type="button" disabled={busy} onClick={() => accept(row)}>
              {t('settings.accept')}
            </Button>
          )}
          <Button type="button" variant="danger" disabled={busy} onClick={() => removePending(row)}>
            {t(row.type === 'INVITED' ? 'settings.removeInvitation' : 'settings.remove')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      {league.nbAvailableSlots > 0 && (
        <Toolbar>
          <Button as={Link} to={`/invite/${league.id}`}>
            {t('settings.invite')}
          </Button>
        </Toolbar>
      )}
      <MembersTable members={members} actions={memberActions} />
      <PendingTitle>{t('settings.pendingTitle')}</PendingTitle>
      <Table columns={pendingColumns} rows={pending} rowKey={(row) => row.id} />
      {modal}
    </>
  );
}
