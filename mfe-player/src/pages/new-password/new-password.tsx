import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { API, PASSWORD_MIN_LENGTH, formValidator, resetPasswordFormSchema, type ResetPasswordForm } from '@hfl/contracts';
import { Button, api, toastShown } from '@hfl/shared-ui';
import { FormError, TextField } from '@hfl/shared-ui/forms';
import { AccountPanel, Actions, Hint } from '../../components/account-layout';
import { reportSubmitFailure } from '../../components/submit-failure';

const INITIAL_VALUES: ResetPasswordForm = { newPassword: '', newPasswordConfirm: '' };
const FIELDS = ['newPassword', 'newPasswordConfirm'] as const;

/** The e-mailed reset link (/reset-password/{token}): sets a new password, then the user logs in with it. */
export function NewPasswordPage() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { resetPasswordToken = '' } = useParams();
  const validate = useMemo(() => formValidator(resetPasswordFormSchema, t), [t]);

  const submit = async (values: ResetPasswordForm, helpers: FormikHelpers<ResetPasswordForm>) => {
    helpers.setStatus(undefined);
    try {
      await api.post(API.resetPassword, { resetPasswordToken, newPassword: values.newPassword });
    } catch (error) {
      // An expired or used link comes back as a violation of the token, which has no field: it shows at the top.
      reportSubmitFailure(error, { helpers, fields: FIELDS, dispatch, t });
      return;
    }
    dispatch(toastShown({ kind: 'success', title: t('newPassword.successTitle'), message: t('newPassword.successText') }));
    navigate('/login', { replace: true });
  };

  return (
    <AccountPanel aria-labelledby="new-password-title">
      <h1 id="new-password-title">{t('newPassword.title')}</h1>
      <Formik initialValues={INITIAL_VALUES} validate={validate} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <FormError message={typeof status === 'string' ? status : undefined} />
            <TextField
              name="newPassword"
              label={t('account.fields.newPassword')}
              type="password"
              autoComplete="new-password"
            />
            <Hint>{t('account.passwordHint', { length: PASSWORD_MIN_LENGTH })}</Hint>
            <TextField
              name="newPasswordConfirm"
              label={t('account.fields.newPasswordConfirm')}
              type="password"
              autoComplete="new-password"
            />
            <Actions>
              <Button type="submit" variant="primary" disabled={isSubmitting}>
                {t('newPassword.submit')}
              </Button>
              <Link to="/reset-password">{t('newPassword.requestNew')}</Link>
            </Actions>
          </Form>
        )}
      </Formik>
    </AccountPanel>
  );
}
