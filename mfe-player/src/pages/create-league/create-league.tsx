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

  // What the league can still play this season, said above the form. The form waits for it (one quick read) under one
  // spinner: drawn first, it was pushed down by the note while someone began to fill it in (issue 39: nothing jumps).
  const chance = useDraftChance();
  if (chance.status === 'loading') {
    return (
      <AccountPanel aria-labelledby="create-league-title">
        <h1 id="create-league-title">{t('createLeague.title')}</h1>
        <Spinner />
      </AccountPanel>
    );
  }

  return (
    <AccountPanel aria-labelledby="create-league-title">
      <h1 id="create-league-title">{t('createLeague.title')}</h1>
      {/* A hint: when its read failed (toasted), the form stands on its own. Times on the clock the form proposes. */}
      {chance.status === 'ready' && (
        <p role="note">
          <DraftChanceText chance={chance.chance} timezone={initialValues.timezone} />
        </p>
      )}
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
