import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { API, type InvitationDetails } from '@hfl/contracts';
import { Button, Spinner, describeApiError, selectSessionReady, selectUser, useApiGet } from '@hfl/shared-ui';
import { AccountPanel, Actions, Notice } from '../../components/account-layout';
import { SendVisitorToRegister } from '../../components/send-to-register';
import { TEAM_INTENTS, createTeamPath, type TeamIntentState } from '../create-team/team-intent';

/**
 * `/invitation/accept/{invitationId}/{confirmationToken}`, the e-mailed link: a visitor registers (or logs in) first and comes
 * back; a user confirms and goes on to create their team, which accepts the invitation.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('player');
  const ready = useSelector(selectSessionReady);
  const user = useSelector(selectUser);
  if (!ready) return <Spinner />;
  if (!user) {
    return (
      <SendVisitorToRegister notice={{ title: t('visitor.invitationTitle'), message: t('visitor.invitationText') }} />
    );
  }
  return <InvitationConfirmation />;
}

function InvitationConfirmation() {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const { invitationId = '', confirmationToken = '' } = useParams();
  // A wrong, expired or used link: the server says which, on the page rather than in a passing toast.
  const loaded = useApiGet<InvitationDetails>(
    `${API.invitation(invitationId)}?token=${encodeURIComponent(confirmationToken)}`,
    { quiet: true },
  );

  if (loaded.status === 'loading') return <Spinner />;
  if (loaded.status === 'failed') {
    return (
      <AccountPanel aria-labelledby="invitation-title">
        <h1 id="invitation-title">{t('invitation.invalidTitle')}</h1>
        <Notice $kind="danger" role="alert">
          <p>{describeApiError(loaded.error, t).message}</p>
        </Notice>
        <Link to="/leagues">{t('invitation.toLeagues')}</Link>
      </AccountPanel>
    );
  }

  const { league } = loaded.data;
  const accept = () => {
    const state: TeamIntentState = { intent: TEAM_INTENTS.ACCEPT_INVITATION, invitationId, confirmationToken };
    navigate(createTeamPath(league.id), { state });
  };
  return (
    <AccountPanel aria-labelledby="invitation-title">
      <h1 id="invitation-title">{t('invitation.title')}</h1>
      <p>{t('invitation.question', { name: league.name })}</p>
      <Actions>
        <Button type="button" onClick={accept}>
          {t('invitation.accept')}
        </Button>
        <Button as={Link} to="/leagues" variant="secondary">
          {t('common:actions.cancel')}
        </Button>
      </Actions>
    </AccountPanel>
  );
}
