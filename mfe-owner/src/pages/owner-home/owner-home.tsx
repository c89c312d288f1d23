import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function OwnerHomePage() {
  const { t } = useTranslation('owner');
  return (
    <section aria-labelledby="owner-home-title">
      <h1 id="owner-home-title">{t('home.title')}</h1>
      <p>{t('home.text')}</p>
      <ul>
        <li>
          <Link to="/owner/leagues">{t('leagues.title')}</Link>
        </li>
        <li>
          <Link to="/owner/settings">{t('home.settingsLink')}</Link>
        </li>
      </ul>
    </section>
  );
}
