import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { API, LEAGUE_SIZES, formValidator, ownerLeagueCreateSchema } from '@hfl/contracts';
import { Button, Modal, api, toastShown } from '@hfl/shared-ui';
import { FormError, SelectField, SlidesField, TextField, toMultipart, type SlideValue } from '@hfl/shared-ui/forms';
import { Actions } from '../../components/page-styles';
import { reportFormFailure } from '../../components/report-form-failure';

interface CreateLeagueValues {
  name: string;
  /** The select's text until sent. */
  nbMaxTeams: string;
  description: string;
  images: SlideValue[];
}

const EMPTY: CreateLeagueValues = { name: '', nbMaxTeams: '', description: '', images: [] };

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
  const sizes = useMemo(
    () => LEAGUE_SIZES.map((size) => ({ value: String(size), label: t('leagues.form.teams', { count: size }) })),
    [t],
  );

  const submit = async (values: CreateLeagueValues, { setErrors, setStatus }: FormikHelpers<CreateLeagueValues>) => {
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
        <Formik<CreateLeagueValues> initialValues={EMPTY} validate={validate} onSubmit={submit}>
          {({ isSubmitting, status }) => (
            <Form noValidate>
              <FormError message={typeof status === 'string' ? status : undefined} />
              <TextField name="name" label={t('leagues.form.name')} />
              <SelectField
                name="nbMaxTeams"
                label={t('leagues.form.nbMaxTeams')}
                options={sizes}
                placeholder={t('leagues.form.chooseSize')}
              />
              <TextField name="description" label={t('leagues.form.description')} rows={5} />
              <SlidesField />
              <Actions>
                <Button type="submit" disabled={isSubmitting}>
                  {t('leagues.form.submit')}
                </Button>
                <Button type="button" variant="secondary" onClick={onClose}>
                  {t('common:actions.cancel')}
                </Button>
              </Actions>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
