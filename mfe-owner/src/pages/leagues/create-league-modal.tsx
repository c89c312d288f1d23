import { useMemo } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { API, formValidator, ownerLeagueCreateSchema } from '@hfl/contracts';
import { Modal, api, toastShown } from '@hfl/shared-ui';
import { EMPTY_LEAGUE_FORM, LeagueFields, toMultipart, type LeagueFormValues } from '@hfl/shared-ui/forms';
import { ModalForm } from '../../components/modal-form';
import { reportFormFailure } from '../../components/report-form-failure';

export interface CreateLeagueModalProps {
  open: boolean;
  onClose: () => void;
  /** After the league was created and the success toast shown. */
  onCreated: () => void;
}

/**
 * The owner's Create League modal: only the league's own fields. A SUPER_ADMIN creates a league without a team,
 * so nobody administers it until someone joins; the slides go as multipart parts with their pictures.
 */
export function CreateLeagueModal({ open, onClose, onCreated }: CreateLeagueModalProps) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  // The service's own rules for an owner's league; a new slide's picture is checked by the slides field.
  const validate = useMemo(() => formValidator(ownerLeagueCreateSchema, t), [t]);

  const submit = async (values: LeagueFormValues, { setErrors, setStatus }: FormikHelpers<LeagueFormValues>) => {
    setStatus(undefined);
    try {
      await api.post(API.leagues, toMultipart(values));
      dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('leagues.created') }));
      onCreated();
    } catch (failure) {
      reportFormFailure(failure, { setErrors, setStatus }, dispatch, t);
    }
  };

  return (
    <Modal open={open} title={t('leagues.create')} onClose={onClose}>
      {/* Mounted only while open, so every opening starts from an empty form. */}
      {open && (
        <Formik<LeagueFormValues> initialValues={EMPTY_LEAGUE_FORM} validate={validate} onSubmit={submit}>
          {() => (
            <ModalForm submitLabel={t('leagues.form.submit')} onCancel={onClose}>
              <LeagueFields />
            </ModalForm>
          )}
        </Formik>
      )}
    </Modal>
  );
}
