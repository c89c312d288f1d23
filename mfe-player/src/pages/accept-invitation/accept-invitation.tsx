import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { API, type InvitationDetails } from '@hfl/contracts';
import { Button, Spinner, api, describeApiError, selectSessionReady, selectUser } from '@hfl/shared-ui';
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

type Loaded =
  { status: 'loading' } | { status: 'ready'; invitation: InvitationDetails } | { status: 'failed'; message: string };

function InvitationConfirmation() {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const { invitationId = '', confirmationToken = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    api.get<InvitationDetails>(`${API.invitation(invitationId)}?token=${encodeURIComponent(confirmationToken)}`).then(
      (invitation) => live && setLoaded({ status: 'ready', invitation }),
      // A wrong, expired or used link: the server says which, on the page rather than in a passing toast.
      (error: unknown) => live && setLoaded({ status: 'failed', message: describeApiError(error, t).message }),
    );
    return () => {
      live = false;
    };
  }, [invitationId, confirmationToken, t]);

  if (loaded.status === 'loading') return <Spinner />;
  if (loaded.status === 'failed') {
    return (
      <AccountPanel aria-labelledby="invitation-title">
        <h1 id="invitation-title">{t('invitation.invalidTitle')}</h1>
        <Notice $kind="danger" role="alert">
          <p>{loaded.message}</p>
        </Notice>
        <Link to="/leagues">{t('invitation.toLeagues')}</Link>
      </AccountPanel>
    );
  }

  const { league } = loaded.invitation;
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
