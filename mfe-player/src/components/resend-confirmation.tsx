import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { API } from '@hfl/contracts';
import { Button, api, describeApiError, toastShown } from '@hfl/shared-ui';

/**
 * "Didn't get the e-mail?": asks for a fresh confirmation link for the address (`POST /api/user/register/resend`).
 * The server answers alike for every address, so the notice says what happens if the address is waiting.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await api.post(API.resendConfirmation, { email });
      dispatch(
        toastShown({
          kind: 'success',
          title: t('resendConfirmation.sentTitle'),
          message: t('resendConfirmation.sentText', { email }),
        }),
      );
    } catch (error) {
      dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <p>
      {t('resendConfirmation.question')}{' '}
      <Button type="button" variant="secondary" disabled={sending} onClick={() => void resend()}>
        {t('resendConfirmation.button')}
      </Button>
    </p>
  );
}
