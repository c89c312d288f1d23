import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { API, resetPasswordFormSchema, type ResetPasswordForm } from '@hfl/contracts';
import { toastShown } from '@hfl/shared-ui';
import { ApiForm } from '@hfl/shared-ui/forms';
import { AccountPanel } from '../../components/account-layout';
import { NewPasswordFields } from '../../components/new-password-fields';

const INITIAL_VALUES: ResetPasswordForm = { newPassword: '', newPasswordConfirm: '' };

/** The e-mailed reset link (/reset-password/{token}): sets a new password, then the user logs in with it. */
export function NewPasswordPage() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { resetPasswordToken = '' } = useParams();

  return (
    <AccountPanel aria-labelledby="new-password-title">
      <h1 id="new-password-title">{t('newPassword.title')}</h1>
      <ApiForm
        namespace="player"
        initialValues={INITIAL_VALUES}
        schema={resetPasswordFormSchema}
        // An expired or used link comes back as a violation of the token, which has no field: it shows at the top.
        request={(values) => ({
          method: 'POST',
          path: API.resetPassword,
          body: { resetPasswordToken, newPassword: values.newPassword },
        })}
        onSent={() => {
          dispatch(
            toastShown({
              kind: 'success',
              title: t('newPassword.successTitle'),
              message: t('newPassword.successText'),
            }),
          );
          navigate('/login', { replace: true });
        }}
        submitLabel={t('newPassword.submit')}
        extraAction={<Link to="/reset-password">{t('newPassword.requestNew')}</Link>}
      >
        <NewPasswordFields />
      </ApiForm>
    </AccountPanel>
  );
}
