import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type PlayerSummary, type RealTeam } from '@hfl/contracts';
import {
  Button,
  ConfirmModal,
  PageHeader,
  Table,
  type TableColumn,
  useApiAction,
  useApiGet,
  useModalSubject,
  PositionChip,
} from '@hfl/shared-ui';
import { Actions, Section } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';
import { PlayerFormModal } from './player-form-modal';
import { TransferModal } from './transfer-modal';

/** The player form's subject: a new player (null id) or a stored one. */
type Editing = { playerId: string | null };

/** The chosen team's players today: Add Player, and per player edit, transfer and delete. */
export function TeamPlayers({ team, teams }: { team: RealTeam; teams: RealTeam[] }) {
  const { t } = useTranslation('owner');
  const { run } = useApiAction();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((n) => n + 1);
  const players = useApiGet<PlayerSummary[]>(API.realTeamPlayers(team.id), version);
  const editing = useModalSubject<Editing>();
  const moving = useModalSubject<PlayerSummary>();
  const deleting = useModalSubject<PlayerSummary>();

  const confirmDelete = async () => {
    if (!deleting.subject) return;
    const { id, name } = deleting.subject;
    deleting.close();
    if ((await run({ method: 'DELETE', path: API.player(id) }, { success: t('teams.playerDeleted', { name }) })).ok)
      reload();
  };

  const columns: Array<TableColumn<PlayerSummary>> = [
    { key: 'name', header: t('teams.playerColumns.name') },
    {
      key: 'position',
      header: t('teams.playerColumns.position'),
      render: (player) => <PositionChip position={player.position} />,
    },
    { key: 'jerseyNumber', header: t('teams.playerColumns.jerseyNumber') },
    {
      key: 'status',
      header: t('teams.playerColumns.status'),
      render: (row) => t(`teams.playerStatuses.${row.status}`),
    },
    {
      key: 'actions',
      pin: 'end',
      header: t('teams.playerColumns.actions'),
      render: (row) => (
        <Actions>
          <Button type="button" variant="secondary" onClick={() => editing.show({ playerId: row.id })}>
            {t('teams.edit')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => moving.show(row)}>
            {t('teams.transfer.action')}
          </Button>
          <Button type="button" variant="danger" onClick={() => deleting.show(row)}>
            {t('teams.delete')}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <Section aria-labelledby="team-players-title">
      <PageHeader>
        <h2 id="team-players-title">{t('teams.playersOf', { name: team.name })}</h2>
        <Button type="button" onClick={() => editing.show({ playerId: null })}>
          {t('teams.addPlayer')}
        </Button>
      </PageHeader>
      {players.status === 'ready' ? (
        <Table columns={columns} rows={players.data} rowKey={(row) => row.id} />
      ) : (
        <UntilLoaded failed={players.status === 'failed'} onRetry={reload} />
      )}

      <PlayerFormModal
        open={editing.open}
        playerId={editing.subject?.playerId ?? null}
        teamId={team.id}
        onClose={editing.close}
        onSaved={() => {
          editing.close();
          reload();
        }}
      />
      <TransferModal
        open={moving.open}
        player={moving.subject}
        fromTeamId={team.id}
        teams={teams}
        onClose={moving.close}
        onMoved={() => {
          moving.close();
          reload();
        }}
      />
      <ConfirmModal
        open={deleting.open}
        title={t('teams.deletePlayerTitle')}
        message={t('teams.deleteConfirm', { name: deleting.subject?.name })}
        confirmLabel={t('teams.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={deleting.close}
      />
    </Section>
  );
}
