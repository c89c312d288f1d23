import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import {
  API,
  PASSWORD_MIN_LENGTH,
  changePasswordFormSchema,
  formValidator,
  type ChangePasswordForm,
} from '@hfl/contracts';
import { Button, RequireAuth, api, toastShown } from '@hfl/shared-ui';
import { FormError, TextField } from '@hfl/shared-ui/forms';
import { AccountPanel, Actions, Hint } from '../../components/account-layout';
import { reportSubmitFailure } from '../../components/submit-failure';

const INITIAL_VALUES: ChangePasswordForm = { oldPassword: '', newPassword: '', newPasswordConfirm: '' };
const FIELDS = ['oldPassword', 'newPassword', 'newPasswordConfirm'] as const;

export function ChangePasswordPage() {
  return (
    <RequireAuth>
      <ChangePassword />
    </RequireAuth>
  );
}

function ChangePassword() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const validate = useMemo(() => formValidator(changePasswordFormSchema, t), [t]);

  const submit = async (values: ChangePasswordForm, helpers: FormikHelpers<ChangePasswordForm>) => {
    helpers.setStatus(undefined);
    try {
      // A wrong current password comes back as a violation of oldPassword and shows under that field.
      await api.post(API.changePassword, { oldPassword: values.oldPassword, newPassword: values.newPassword });
    } catch (error) {
      reportSubmitFailure(error, { helpers, fields: FIELDS, dispatch, t });
      return;
    }
    dispatch(
      toastShown({ kind: 'success', title: t('changePassword.successTitle'), message: t('changePassword.successText') }),
    );
    navigate('/profile');
  };

  return (
    <AccountPanel aria-labelledby="change-password-title">
      <h1 id="change-password-title">{t('changePassword.title')}</h1>
      <Formik initialValues={INITIAL_VALUES} validate={validate} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <FormError message={typeof status === 'string' ? status : undefined} />
            <TextField
              name="oldPassword"
              label={t('account.fields.oldPassword')}
              type="password"
              autoComplete="current-password"
            />
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
                {t('changePassword.submit')}
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
