import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { API, changePasswordFormSchema, type ChangePasswordForm } from '@hfl/contracts';
import { RequireAuth, toastShown } from '@hfl/shared-ui';
import { ApiForm, TextField } from '@hfl/shared-ui/forms';
import { AccountPanel } from '../../components/account-layout';
import { NewPasswordFields } from '../../components/new-password-fields';

const INITIAL_VALUES: ChangePasswordForm = { oldPassword: '', newPassword: '', newPasswordConfirm: '' };

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

  return (
    <AccountPanel aria-labelledby="change-password-title">
      <h1 id="change-password-title">{t('changePassword.title')}</h1>
      <ApiForm
        namespace="player"
        initialValues={INITIAL_VALUES}
        schema={changePasswordFormSchema}
        // A wrong current password comes back as a violation of oldPassword and shows under that field.
        request={(values) => ({
          method: 'POST',
          path: API.changePassword,
          body: { oldPassword: values.oldPassword, newPassword: values.newPassword },
        })}
        onSent={() => {
          dispatch(
            toastShown({
              kind: 'success',
              title: t('changePassword.successTitle'),
              message: t('changePassword.successText'),
            }),
          );
          navigate('/profile');
        }}
        submitLabel={t('changePassword.submit')}
        cancelTo="/profile"
      >
        <TextField
          name="oldPassword"
          label={t('account.fields.oldPassword')}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields />
      </ApiForm>
    </AccountPanel>
  );
}
