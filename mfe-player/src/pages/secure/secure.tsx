import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router';
import { RequireAuth, selectIsSuperAdmin, selectUser } from '@hfl/shared-ui';

/** The signed-in landing page. Memberships arrive with the leagues issue; until then everyone sees "no league". */
export function SecurePage() {
  return (
    <RequireAuth>
      <Welcome />
    </RequireAuth>
  );
}

function Welcome() {
  const { t } = useTranslation('player');
  const user = useSelector(selectUser);
  const isSuperAdmin = useSelector(selectIsSuperAdmin);

  // The owner has no team: the spec sends a SUPER_ADMIN straight to the back-office.
  if (isSuperAdmin) return <Navigate to="/owner" replace />;

  return (
    <section aria-labelledby="secure-title">
      <h1 id="secure-title">{t('secure.title', { name: user?.name })}</h1>
      <h2>{t('secure.chooseLeague')}</h2>
      <p>{t('secure.noLeagues')}</p>
      <ul>
        <li>
          <Link to="/leagues">{t('secure.join')}</Link>
        </li>
        <li>
          <Link to="/create-league">{t('secure.create')}</Link>
        </li>
      </ul>
    </section>
  );
}
