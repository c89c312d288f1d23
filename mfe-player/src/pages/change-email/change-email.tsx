import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import {
  API,
  emailChangeRequestFormSchema,
  emailChangeRequestSchema,
  formValidator,
  type EmailChangeRequestForm,
} from '@hfl/contracts';
import { Button, RequireAuth, api, selectUser, toastShown } from '@hfl/shared-ui';
import { FormError, TextField } from '@hfl/shared-ui/forms';
import { AccountPanel, Actions } from '../../components/account-layout';
import { reportSubmitFailure } from '../../components/submit-failure';

const INITIAL_VALUES: EmailChangeRequestForm = { newEmail: '', newEmailConfirm: '' };
const FIELDS = ['newEmail', 'newEmailConfirm'] as const;

/** Asks for a link to the new address; the change happens when that link is opened (/change-email/{token}). */
export function ChangeEmailPage() {
  return (
    <RequireAuth>
      <ChangeEmail />
    </RequireAuth>
  );
}

function ChangeEmail() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const user = useSelector(selectUser);
  const validate = useMemo(() => formValidator(emailChangeRequestFormSchema, t), [t]);

  const submit = async (values: EmailChangeRequestForm, helpers: FormikHelpers<EmailChangeRequestForm>) => {
    helpers.setStatus(undefined);
    const { newEmail } = emailChangeRequestSchema.cast({ newEmail: values.newEmail }, { stripUnknown: true });
    try {
      await api.post(API.emailChangeRequest, { newEmail });
    } catch (error) {
      reportSubmitFailure(error, { helpers, fields: FIELDS, dispatch, t });
      return;
    }
    dispatch(
      toastShown({
        kind: 'success',
        title: t('changeEmail.requestedTitle'),
        message: t('changeEmail.requestedText', { email: newEmail }),
      }),
    );
    navigate('/profile');
  };

  return (
    <AccountPanel aria-labelledby="change-email-title">
      <h1 id="change-email-title">{t('changeEmail.title')}</h1>
      {user && <p>{t('changeEmail.current', { email: user.email })}</p>}
      <Formik initialValues={INITIAL_VALUES} validate={validate} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <FormError message={typeof status === 'string' ? status : undefined} />
            <TextField name="newEmail" label={t('account.fields.newEmail')} type="email" autoComplete="email" />
            <TextField
              name="newEmailConfirm"
              label={t('account.fields.newEmailConfirm')}
              type="email"
              autoComplete="email"
            />
            <Actions>
              <Button type="submit" variant="primary" disabled={isSubmitting}>
                {t('changeEmail.submit')}
              </Button>
              <Button as={Link} to="/profile" variant="secondary">
                {t('common:actions.cancel')}
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
    </AccountPanel>
  );
}
