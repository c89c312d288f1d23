import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import {
  API,
  REAL_TEAM_STATUSES,
  formValidator,
  realTeamSchema,
  type RealTeam,
  type RealTeamStatus,
} from '@hfl/contracts';
import { Modal, toastShown } from '@hfl/shared-ui';
import { ApiForm, SelectField, TextField } from '@hfl/shared-ui/forms';

interface TeamFormValues {
  name: string;
  status: RealTeamStatus;
}

export interface TeamFormModalProps {
  open: boolean;
  /** The team being edited; null adds a team. */
  team: RealTeam | null;
  onClose: () => void;
  /** After the team was saved and the success toast shown. */
  onSaved: () => void;
}

/** Add/Edit Team: name (required) and status (active, inactive, bye). */
export function TeamFormModal({ open, team, onClose, onSaved }: TeamFormModalProps) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const validate = useMemo(() => formValidator(realTeamSchema, t), [t]);
  const statusOptions = REAL_TEAM_STATUSES.map((status) => ({ value: status, label: t(`teams.statuses.${status}`) }));

  const announce = (saved: RealTeam) => {
    const message = t(team ? 'teams.updated' : 'teams.created', { name: saved.name });
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message }));
    onSaved();
  };

  return (
    <Modal open={open} title={t(team ? 'teams.editTitle' : 'teams.add')} onClose={onClose}>
      {/* Mounted only while open, so every opening starts from the team's stored values. */}
      {open && (
        <ApiForm<TeamFormValues, RealTeam>
          initialValues={{ name: team?.name ?? '', status: team?.status ?? 'active' }}
          validate={validate}
          request={(values) => ({ method: 'POST', path: team ? API.realTeam(team.id) : API.realTeams, body: values })}
          onSent={announce}
          submitLabel={t('teams.form.submit')}
          onCancel={onClose}
        >
          <TextField name="name" label={t('teams.form.name')} />
          <SelectField name="status" label={t('teams.form.status')} options={statusOptions} />
        </ApiForm>
      )}
    </Modal>
  );
}
