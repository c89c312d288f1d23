import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { API, teamUpdateSchema, type FantasyTeamDetails } from '@hfl/contracts';
import { RequireAuth, Spinner, toastShown, useApiGet } from '@hfl/shared-ui';
import { ApiForm, toMultipart } from '@hfl/shared-ui/forms';
import { AccountPanel } from '../../components/account-layout';
import { TeamFields, type TeamFormValues } from '../../components/team-fields';

/** `/teams/{teamId}/edit`: the team's owner renames it, changes its timezone or logo. */
export function EditTeamPage() {
  return (
    <RequireAuth>
      <EditTeam />
    </RequireAuth>
  );
}

function EditTeam() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { teamId = '' } = useParams();
  const team = useApiGet<FantasyTeamDetails>(API.fantasyTeam(teamId));

  if (team.status === 'loading') return <Spinner />;
  if (team.status === 'failed') return <p role="alert">{t('errors:notFound')}</p>;
  const initialValues: TeamFormValues<'name'> = {
    name: team.data.name,
    timezone: team.data.timezone,
    ownerLogo: '',
    logo: null,
  };
  return (
    <AccountPanel aria-labelledby="edit-team-title">
      <h1 id="edit-team-title">{t('editTeam.title')}</h1>
      <ApiForm
        namespace="player"
        initialValues={initialValues}
        schema={teamUpdateSchema}
        request={(values: TeamFormValues<'name'>) => ({
          method: 'POST',
          path: API.fantasyTeamUpdate(teamId),
          body: toMultipart(values),
        })}
        onSent={() => {
          dispatch(
            toastShown({ kind: 'success', title: t('editTeam.successTitle'), message: t('editTeam.successText') }),
          );
          navigate('/settings');
        }}
        submitLabel={t('common:actions.save')}
        cancelTo="/settings"
      >
        <TeamFields nameField="name" currentLogo={team.data.logoUrl} />
      </ApiForm>
    </AccountPanel>
  );
}
