import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { API } from '@hfl/contracts';
import { Button, toastShown, useApiAction } from '@hfl/shared-ui';

/**
 * "Didn't get the e-mail?": asks for a fresh confirmation link for the address (`POST /api/user/register/resend`).
 * The server answers alike for every address, so the notice says what happens if the address is waiting.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const { run, pending: sending } = useApiAction();

  const resend = async () => {
    if (!(await run({ method: 'POST', path: API.resendConfirmation, body: { email } })).ok) return;
    dispatch(
      toastShown({
        kind: 'success',
        title: t('resendConfirmation.sentTitle'),
        message: t('resendConfirmation.sentText', { email }),
      }),
    );
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
