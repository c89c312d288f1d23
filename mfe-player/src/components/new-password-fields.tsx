import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@hfl/contracts';
import { TextField } from '@hfl/shared-ui/forms';
import { Hint } from './account-layout';

/** A new password with its length hint and its confirmation: the fields newPassword and newPasswordConfirm. */
export function NewPasswordFields() {
  const { t } = useTranslation('player');
  return (
    <>
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
    </>
  );
}
