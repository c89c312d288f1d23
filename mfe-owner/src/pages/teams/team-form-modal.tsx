import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import {
  API,
  REAL_TEAM_LOGO_FIELD,
  REAL_TEAM_STATUSES,
  formValidator,
  realTeamSchema,
  type RealTeam,
  type RealTeamStatus,
} from '@hfl/contracts';
import { Modal, toastShown, type ApiRequest } from '@hfl/shared-ui';
import { ApiForm, ImageFileField, SelectField, TextField, toMultipart } from '@hfl/shared-ui/forms';

interface TeamFormValues {
  name: string;
  status: RealTeamStatus;
  /** Editing only: a new logo for the club (null keeps the stored one). */
  [REAL_TEAM_LOGO_FIELD]?: File | null;
}

/**
 * A new team is JSON to `POST /api/teams`; an edit goes with the club's logo as multipart to the owner's update, which
 * keeps the stored logo unless a new one is chosen.
 */
function saveRequest(team: RealTeam | null, values: TeamFormValues): ApiRequest {
  if (!team) return { method: 'POST', path: API.realTeams, body: { name: values.name, status: values.status } };
  return {
    method: 'POST',
    path: API.ownerRealTeamUpdate(team.id),
    body: toMultipart({ name: values.name, status: values.status, logo: values[REAL_TEAM_LOGO_FIELD] ?? null }),
  };
}

export interface TeamFormModalProps {
  open: boolean;
  /** The team being edited; null adds a team. */
  team: RealTeam | null;
  onClose: () => void;
  /** After the team was saved and the success toast shown. */
  onSaved: () => void;
}

/** Add/Edit Team: name (required) and status (active, inactive, bye); editing also shows and changes the logo. */
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
          initialValues={{
            name: team?.name ?? '',
            status: team?.status ?? 'active',
            ...(team ? { [REAL_TEAM_LOGO_FIELD]: null } : {}),
          }}
          validate={validate}
          request={(values) => saveRequest(team, values)}
          onSent={announce}
          submitLabel={t('teams.form.submit')}
          onCancel={onClose}
        >
          <TextField name="name" label={t('teams.form.name')} />
          <SelectField name="status" label={t('teams.form.status')} options={statusOptions} />
          {team && (
            <ImageFileField name={REAL_TEAM_LOGO_FIELD} label={t('teams.form.logo')} currentImage={team.logoUrl} />
          )}
        </ApiForm>
      )}
    </Modal>
  );
}
