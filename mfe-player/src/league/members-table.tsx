import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@hfl/contracts';
import { Table, type TableColumn } from '@hfl/shared-ui';
import { useRoleLabel } from './membership-label';
import { TeamLogo, TeamName } from './team-logo';

/**
 * A league's active members: name, team (with its logo) and role; `actions` adds the admin's buttons to each row.
 */
export function MembersTable({ members, actions }: { members: MemberRow[]; actions?: TableColumn<MemberRow> }) {
  const { t } = useTranslation('player');
  const roleLabel = useRoleLabel();
  const columns: Array<TableColumn<MemberRow>> = [
    { key: 'name', header: t('members.name') },
    {
      key: 'team',
      header: t('members.team'),
      render: (row) =>
        row.team && (
          <TeamName>
            <TeamLogo team={row.team} />
            {row.team.name}
          </TeamName>
        ),
    },
    { key: 'role', header: t('members.role'), render: (row) => roleLabel(row.role) },
    ...(actions ? [actions] : []),
  ];
  return <Table columns={columns} rows={members} rowKey={(row) => row.id} />;
}
