import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AccountPanel } from '../../components/account-layout';
import { ResendConfirmation } from '../../components/resend-confirmation';

/** What the registration form hands this page: the address the link went to. */
export interface ThanksState {
  email: string;
}

/** After registration: the account waits for its confirmation link, which can be sent again. */
export function ThanksPage() {
  const { t } = useTranslation('player');
  const email = (useLocation().state as Partial<ThanksState> | null)?.email;
  return (
    <AccountPanel aria-labelledby="thanks-title">
      <h1 id="thanks-title">{t('thanks.title')}</h1>
      <p>{t('thanks.text')}</p>
      {email && <ResendConfirmation email={email} />}
    </AccountPanel>
  );
}
