import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { API, leagueCreateSchema } from '@hfl/contracts';
import { Spinner, selectSessionReady, selectUser, toastShown } from '@hfl/shared-ui';
import { ApiForm, EMPTY_LEAGUE_FORM, LeagueFields, toMultipart, type LeagueFormValues } from '@hfl/shared-ui/forms';
import { DraftChanceText, useDraftChance } from '@hfl/shared-ui/season';
import { AccountPanel } from '../../components/account-layout';
import { SendVisitorToRegister } from '../../components/send-to-register';
import { TeamFields, type TeamFormValues } from '../../components/team-fields';
import { defaultTimezone } from '../../components/timezone-field';
import { storeCurrentLeague } from '../../league/current-league';

type CreateLeagueValues = LeagueFormValues & TeamFormValues<'teamName'>;

/** `/create-league`: the league and its creator's team in one form; a visitor is sent to register first. */
export function CreateLeaguePage() {
  const { t } = useTranslation('player');
  const ready = useSelector(selectSessionReady);
  const user = useSelector(selectUser);
  if (!ready) return <Spinner />;
  if (!user)
    return <SendVisitorToRegister notice={{ title: t('common:toast.info'), message: t('visitor.createLeague') }} />;
  return <CreateLeagueForm userId={user.id} />;
}

function CreateLeagueForm({ userId }: { userId: string }) {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const initialValues: CreateLeagueValues = {
    ...EMPTY_LEAGUE_FORM,
    teamName: '',
    timezone: defaultTimezone(),
    ownerLogo: '',
    logo: null,
  };

  return (
    <AccountPanel aria-labelledby="create-league-title">
      <h1 id="create-league-title">{t('createLeague.title')}</h1>
      <DraftChanceNote timezone={initialValues.timezone} />
      <ApiForm
        namespace="player"
        initialValues={initialValues}
        schema={leagueCreateSchema}
        request={(values) => ({ method: 'POST', path: API.leagues, body: toMultipart(values) })}
        onSent={({ id }: { id: string }) => {
          dispatch(
            toastShown({ kind: 'success', title: t('common:toast.success'), message: t('createLeague.successText') }),
          );
          storeCurrentLeague(userId, id);
          navigate(`/leagues/${id}`);
        }}
        submitLabel={t('createLeague.submit')}
      >
        <LeagueFields />
        <h2>{t('createLeague.teamSection')}</h2>
        <TeamFields nameField="teamName" />
      </ApiForm>
    </AccountPanel>
  );
}

/**
 * Before anyone fills the form: what the league can still play this season (a draft by a date to play the whole
 * season or from a round, or the next season's window). Times on the clock the form proposes for the team.
 */
function DraftChanceNote({ timezone }: { timezone: string }) {
  const chance = useDraftChance();
  // The note is a hint: while it loads (or if it failed, already toasted) the form stands on its own.
  if (chance.status !== 'ready') return null;
  return (
    <p role="note">
      <DraftChanceText chance={chance.chance} timezone={timezone} />
    </p>
  );
}
