import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { API, type RealTeam, type Season } from '@hfl/contracts';
import {
  Button,
  ConfirmModal,
  PageHeader,
  Table,
  type TableColumn,
  useApiAction,
  useApiGet,
  useModalSubject,
} from '@hfl/shared-ui';
import { Actions, Section } from '../../components/page-styles';
import { RowChoiceButton } from '../../components/row-choice-button';
import { UntilLoaded } from '../../components/until-loaded';
import { TeamFormModal } from './team-form-modal';
import { TeamPlayers } from './team-players';

/** The team form's subject: a new team (null) or a stored one. */
type Editing = { team: RealTeam | null };

/**
 * Whether teams may be added or deleted: not while a season is ongoing (spec section 4); "no season" (404) allows
 * it. Until the current season is known the buttons stay hidden ('unknown'); the service refuses them anyway.
 */
function useTeamChanges(): 'allowed' | 'locked' | 'unknown' {
  const current = useApiGet<Season>(API.currentSeason);
  if (current.status === 'ready') return current.data.status === 'ongoing' ? 'locked' : 'allowed';
  return current.status === 'failed' && current.notFound ? 'allowed' : 'unknown';
}

/** `/owner/teams`: the real clubs (add, edit, delete) and the chosen club's players. */
export function OwnerTeamsPage() {
  const { t } = useTranslation('owner');
  const { run } = useApiAction();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((n) => n + 1);
  const teams = useApiGet<RealTeam[]>(API.realTeams, version);
  const teamChanges = useTeamChanges();
  const changeable = teamChanges === 'allowed';
  // The chosen team lives in the URL, so a reload or the back button keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenId = searchParams.get('team');
  const editing = useModalSubject<Editing>();
  const deleting = useModalSubject<RealTeam>();

  const list = teams.status === 'ready' ? teams.data : [];
  const chosen = list.find((team) => team.id === chosenId) ?? null;
  // The edited team as the latest list has it: a dialog opened just after a save, before the list came back, shows
  // the stored logo once it does.
  const editedId = editing.subject?.team?.id;
  const edited = list.find((team) => team.id === editedId) ?? editing.subject?.team ?? null;
  const choose = (id: string | null) => setSearchParams(id ? { team: id } : {});

  const confirmDelete = async () => {
    if (!deleting.subject) return;
    const { id, name } = deleting.subject;
    deleting.close();
    if ((await run({ method: 'DELETE', path: API.realTeam(id) }, { success: t('teams.deleted', { name }) })).ok) {
      if (id === chosenId) choose(null);
      reload();
    }
  };

  const columns: Array<TableColumn<RealTeam>> = [
    {
      key: 'name',
      header: t('teams.columns.name'),
      render: (row) => (
        <RowChoiceButton chosen={row.id === chosenId} onChoose={() => choose(row.id)}>
          {row.name}
        </RowChoiceButton>
      ),
    },
    { key: 'status', header: t('teams.columns.status'), render: (row) => t(`teams.statuses.${row.status}`) },
    {
      key: 'actions',
      pin: 'end',
      header: t('teams.columns.actions'),
      render: (row) => (
        <Actions>
          <Button type="button" variant="secondary" onClick={() => editing.show({ team: row })}>
            {t('teams.edit')}
          </Button>
          {changeable && (
            <Button type="button" variant="danger" onClick={() => deleting.show(row)}>
              {t('teams.delete')}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <section aria-labelledby="owner-teams-title">
      <PageHeader>
        <h1 id="owner-teams-title">{t('teams.title')}</h1>
        {changeable && (
          <Button type="button" onClick={() => editing.show({ team: null })}>
            {t('teams.add')}
          </Button>
        )}
      </PageHeader>
      {teamChanges === 'locked' && <p>{t('errors:seasonOngoing')}</p>}

      <Section aria-label={t('teams.listLabel')}>
        {teams.status === 'ready' ? (
          <Table columns={columns} rows={list} rowKey={(row) => row.id} />
        ) : (
          <UntilLoaded failed={teams.status === 'failed'} onRetry={reload} />
        )}
      </Section>
      {chosen ? (
        <TeamPlayers key={chosen.id} team={chosen} teams={list} />
      ) : (
        list.length > 0 && <p>{t('teams.chooseTeam')}</p>
      )}

      <TeamFormModal
        open={editing.open}
        team={edited}
        onClose={editing.close}
        onSaved={() => {
          editing.close();
          reload();
        }}
      />
      <ConfirmModal
        open={deleting.open}
        title={t('teams.deleteTitle')}
        message={t('teams.deleteConfirm', { name: deleting.subject?.name })}
        confirmLabel={t('teams.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={deleting.close}
      />
    </section>
  );
}
