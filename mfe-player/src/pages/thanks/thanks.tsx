import { useTranslation } from 'react-i18next';
import { AccountPanel } from '../../components/account-layout';

/** After registration: the account waits for its confirmation link. */
export function ThanksPage() {
  const { t } = useTranslation('player');
  return (
    <AccountPanel aria-labelledby="thanks-title">
      <h1 id="thanks-title">{t('thanks.title')}</h1>
      <p>{t('thanks.text')}</p>
    </AccountPanel>
  );
}
