import { useMemo } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { API, REAL_TEAM_STATUSES, formValidator, realTeamSchema, type RealTeam, type RealTeamStatus } from '@hfl/contracts';
import { Modal, api, toastShown } from '@hfl/shared-ui';
import { SelectField, TextField } from '@hfl/shared-ui/forms';
import { ModalForm } from '../../components/modal-form';
import { reportFormFailure } from '../../components/report-form-failure';

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

  const submit = async (values: TeamFormValues, { setErrors, setStatus }: FormikHelpers<TeamFormValues>) => {
    setStatus(undefined);
    try {
      const saved = await api.post<RealTeam>(team ? API.realTeam(team.id) : API.realTeams, values);
      const message = t(team ? 'teams.updated' : 'teams.created', { name: saved.name });
      dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message }));
      onSaved();
    } catch (failure) {
      reportFormFailure(failure, { setErrors, setStatus }, dispatch, t);
    }
  };

  return (
    <Modal open={open} title={t(team ? 'teams.editTitle' : 'teams.add')} onClose={onClose}>
      {/* Mounted only while open, so every opening starts from the team's stored values. */}
      {open && (
        <Formik<TeamFormValues>
          initialValues={{ name: team?.name ?? '', status: team?.status ?? 'active' }}
          validate={validate}
          onSubmit={submit}
        >
          {() => (
            <ModalForm submitLabel={t('teams.form.submit')} onCancel={onClose}>
              <TextField name="name" label={t('teams.form.name')} />
              <SelectField name="status" label={t('teams.form.status')} options={statusOptions} />
            </ModalForm>
          )}
        </Formik>
      )}
    </Modal>
  );
}
