import { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import {
  API,
  formValidator,
  passwordResetRequestSchema,
  type PasswordResetRequestPayload,
} from '@hfl/contracts';
import { Button, api } from '@hfl/shared-ui';
import { FormError, TextField } from '@hfl/shared-ui/forms';
import { AccountPanel, Actions, Notice } from '../../components/account-layout';
import { reportSubmitFailure } from '../../components/submit-failure';

const INITIAL_VALUES: PasswordResetRequestPayload = { email: '' };
const FIELDS = ['email'] as const;

/**
 * Forgot password: asks for a reset link. The answer is the same whether or not the address has an account
 * (the server always says 202), so the page shows one notice for every accepted request.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const [requested, setRequested] = useState(false);
  const validate = useMemo(() => formValidator(passwordResetRequestSchema, t), [t]);

  const submit = async (values: PasswordResetRequestPayload, helpers: FormikHelpers<PasswordResetRequestPayload>) => {
    helpers.setStatus(undefined);
    try {
      await api.post(API.passwordResetRequest, passwordResetRequestSchema.cast(values));
      setRequested(true);
    } catch (error) {
      reportSubmitFailure(error, { helpers, fields: FIELDS, dispatch, t });
    }
  };

  return (
    <AccountPanel aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">{t('resetPassword.title')}</h1>
      {requested ? (
        <>
          <Notice $kind="success" role="status">
            <p>
              <strong>{t('resetPassword.sentTitle')}</strong>
            </p>
            <p>{t('resetPassword.sentText')}</p>
          </Notice>
          <Link to="/login">{t('resetPassword.backToLogin')}</Link>
        </>
      ) : (
        <Formik initialValues={INITIAL_VALUES} validate={validate} onSubmit={submit}>
          {({ isSubmitting, status }) => (
            <Form noValidate>
              <p>{t('resetPassword.intro')}</p>
              <FormError message={typeof status === 'string' ? status : undefined} />
              <TextField name="email" label={t('account.fields.email')} type="email" autoComplete="email" />
              <Actions>
                <Button type="submit" variant="primary" disabled={isSubmitting}>
                  {t('resetPassword.submit')}
                </Button>
                <Button as={Link} to="/login" variant="secondary">
                  {t('common:actions.cancel')}
                </Button>
              </Actions>
            </Form>
          )}
        </Formik>
      )}
    </AccountPanel>
  );
}
