import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { API, formValidator, ownerLeagueCreateSchema } from '@hfl/contracts';
import { Modal, toastShown } from '@hfl/shared-ui';
import { ApiForm, EMPTY_LEAGUE_FORM, LeagueFields, toMultipart, type LeagueFormValues } from '@hfl/shared-ui/forms';

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

  const announce = () => {
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('leagues.created') }));
    onCreated();
  };

  return (
    <Modal open={open} title={t('leagues.create')} onClose={onClose}>
      {/* Mounted only while open, so every opening starts from an empty form. */}
      {open && (
        <ApiForm<LeagueFormValues>
          initialValues={EMPTY_LEAGUE_FORM}
          validate={validate}
          request={(values) => ({ method: 'POST', path: API.leagues, body: toMultipart(values) })}
          onSent={announce}
          submitLabel={t('leagues.form.submit')}
          onCancel={onClose}
        >
          <LeagueFields />
        </ApiForm>
      )}
    </Modal>
  );
}
