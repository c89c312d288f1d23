import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { API, leagueUpdateSchema, type LeagueDetails } from '@hfl/contracts';
import { RequireAuth, selectIsSuperAdmin, selectUser, Spinner, toastShown, useApiGet } from '@hfl/shared-ui';
import { ApiForm, LeagueFields, leagueFormValues, toMultipart, type LeagueFormValues } from '@hfl/shared-ui/forms';
import { AccountPanel } from '../../components/account-layout';
import { administersLeague } from '../../league/league-admin';

/** `/leagues/{leagueId}/edit`: the league admin (or the owner) changes the league; others read why they cannot. */
export function EditLeaguePage() {
  return (
    <RequireAuth>
      <EditLeague />
    </RequireAuth>
  );
}

function EditLeague() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { leagueId = '' } = useParams();
  const isSuperAdmin = useSelector(selectIsSuperAdmin);
  const user = useSelector(selectUser);
  const league = useApiGet<LeagueDetails>(API.league(leagueId));
  // The owner manages any league's settings by naming it; members see their current league's.
  const settingsPath = isSuperAdmin ? `/settings?league=${leagueId}` : '/settings';

  if (league.status === 'loading') return <Spinner />;
  if (league.status === 'failed') return <p role="alert">{t('errors:notFound')}</p>;
  // Only what the user may do: a member who is not the admin (or a stranger) reads why, not a form that would fail.
  if (!administersLeague(league.data, user)) {
    return (
      <AccountPanel aria-labelledby="edit-league-title">
        <h1 id="edit-league-title">{t('editLeague.title')}</h1>
        <p role="status">{t('editLeague.adminOnly')}</p>
        <Link to={`/leagues/${leagueId}`}>{t('editLeague.backToLeague')}</Link>
      </AccountPanel>
    );
  }
  return (
    <AccountPanel aria-labelledby="edit-league-title">
      <h1 id="edit-league-title">{t('editLeague.title')}</h1>
      <ApiForm
        namespace="player"
        initialValues={leagueFormValues(league.data)}
        schema={leagueUpdateSchema}
        request={(values: LeagueFormValues) => ({
          method: 'POST',
          path: API.leagueUpdate(leagueId),
          body: toMultipart(values),
        })}
        onSent={() => {
          dispatch(
            toastShown({ kind: 'success', title: t('editLeague.successTitle'), message: t('editLeague.successText') }),
          );
          navigate(settingsPath);
        }}
        submitLabel={t('common:actions.save')}
        cancelTo={settingsPath}
      >
        <LeagueFields />
      </ApiForm>
    </AccountPanel>
  );
}
