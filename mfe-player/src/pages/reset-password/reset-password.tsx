import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API, passwordResetRequestSchema, type PasswordResetRequestPayload } from '@hfl/contracts';
import { ApiForm, TextField } from '@hfl/shared-ui/forms';
import { AccountPanel, Notice } from '../../components/account-layout';

const INITIAL_VALUES: PasswordResetRequestPayload = { email: '' };

/**
 * Forgot password: asks for a reset link. The answer is the same whether or not the address has an account
 * (the server always says 202), so the page shows one notice for every accepted request.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('player');
  const [requested, setRequested] = useState(false);

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
        <>
          <p>{t('resetPassword.intro')}</p>
          <ApiForm
            namespace="player"
            initialValues={INITIAL_VALUES}
            schema={passwordResetRequestSchema}
            request={(values) => ({
              method: 'POST',
              path: API.passwordResetRequest,
              body: passwordResetRequestSchema.cast(values),
            })}
            onSent={() => setRequested(true)}
            submitLabel={t('resetPassword.submit')}
            cancelTo="/login"
          >
            <TextField name="email" label={t('account.fields.email')} type="email" autoComplete="email" />
          </ApiForm>
        </>
      )}
    </AccountPanel>
  );
}
