import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { API, DEFAULT_REDIRECT, teamCreateSchema, type MembershipStatus } from '@hfl/contracts';
import { RequireAuth, selectUser, toastShown, type ApiRequest } from '@hfl/shared-ui';
import { ApiForm, toMultipart } from '@hfl/shared-ui/forms';
import { AccountPanel } from '../../components/account-layout';
import { TeamFields, type TeamFormValues } from '../../components/team-fields';
import { defaultTimezone } from '../../components/timezone-field';
import { useRunOnce } from '../../components/use-run-once';
import { storeCurrentLeague } from '../../league/current-league';
import { TEAM_INTENTS, type TeamIntentState } from './team-intent';

type CreateTeamValues = TeamFormValues<'teamName'>;

/** What joining and accepting answer: the membership, active or (a request) pending. */
interface MembershipAnswer {
  id: string;
  status: MembershipStatus;
}

/** The intent from navigation state when it is one the page knows and complete, else null. */
function knownIntent(state: Partial<TeamIntentState>): TeamIntentState | null {
  if (state.intent === TEAM_INTENTS.JOIN_LEAGUE) return { intent: state.intent };
  if (
    state.intent === TEAM_INTENTS.ACCEPT_INVITATION &&
    typeof state.invitationId === 'string' &&
    typeof state.confirmationToken === 'string'
  ) {
    return { intent: state.intent, invitationId: state.invitationId, confirmationToken: state.confirmationToken };
  }
  if (state.intent === TEAM_INTENTS.INVITE_LINK && typeof state.token === 'string') {
    return { intent: state.intent, token: state.token };
  }
  return null;
}

/** `/leagues/{leagueId}/create-team`: the team form of joining a league or accepting an invitation. */
export function CreateTeamPage() {
  return (
    <RequireAuth>
      <CreateTeam />
    </RequireAuth>
  );
}

function CreateTeam() {
  const state = useLocation().state as Partial<TeamIntentState> | null;
  // Opened without a purpose (typed in, reloaded after the state was lost): the member's area decides.
  if (!state?.intent) return <Navigate to={DEFAULT_REDIRECT} replace />;
  const intent = knownIntent(state);
  if (!intent) return <UnknownIntent />;
  return <TeamForm intent={intent} />;
}

function UnknownIntent() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  useRunOnce(() => {
    dispatch(
      toastShown({
        kind: 'error',
        title: t('createTeam.unknownIntentTitle'),
        message: t('createTeam.unknownIntentText'),
      }),
    );
    navigate(DEFAULT_REDIRECT, { replace: true });
  });
  return null;
}

function TeamForm({ intent }: { intent: TeamIntentState }) {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { leagueId = '' } = useParams();
  const user = useSelector(selectUser);
  const initialValues: CreateTeamValues = { teamName: '', timezone: defaultTimezone(), ownerLogo: '', logo: null };

  const request = (values: CreateTeamValues): ApiRequest => {
    switch (intent.intent) {
      case TEAM_INTENTS.ACCEPT_INVITATION:
        return {
          method: 'POST',
          path: API.acceptInvitation(intent.invitationId),
          body: toMultipart({ ...values, confirmationToken: intent.confirmationToken }),
        };
      case TEAM_INTENTS.INVITE_LINK:
        return { method: 'POST', path: API.joinByInviteLink(leagueId, intent.token), body: toMultipart(values) };
      default:
        return { method: 'POST', path: API.joinLeague(leagueId), body: toMultipart(values) };
    }
  };

  const enterLeague = (title: string, message: string) => {
    dispatch(toastShown({ kind: 'success', title, message }));
    if (user) storeCurrentLeague(user.id, leagueId);
    navigate(`/leagues/${leagueId}`);
  };

  const onSent = (answer: MembershipAnswer) => {
    if (intent.intent === TEAM_INTENTS.ACCEPT_INVITATION) {
      enterLeague(t('common:toast.success'), t('createTeam.acceptedText'));
    } else if (answer.status === 'active') {
      enterLeague(t('createTeam.joinedTitle'), t('createTeam.joinedText'));
    } else {
      // The league's admin decides; until then the request waits on the member's area.
      dispatch(
        toastShown({ kind: 'success', title: t('createTeam.requestedTitle'), message: t('createTeam.requestedText') }),
      );
      navigate(DEFAULT_REDIRECT);
    }
  };

  return (
    <AccountPanel aria-labelledby="create-team-title">
      <h1 id="create-team-title">{t('createTeam.title')}</h1>
      <ApiForm
        namespace="player"
        initialValues={initialValues}
        schema={teamCreateSchema}
        request={request}
        onSent={onSent}
        submitLabel={t('createTeam.submit')}
        cancelTo="/leagues"
      >
        <TeamFields nameField="teamName" />
      </ApiForm>
    </AccountPanel>
  );
}
