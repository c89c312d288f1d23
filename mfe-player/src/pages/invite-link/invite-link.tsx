import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { API, formatUtcDateTime, formatZonedDateTime, inviteLinkPath, type InviteLinkDetails } from '@hfl/contracts';
import {
  Button,
  Spinner,
  describeApiError,
  rememberReturnRoute,
  selectSessionReady,
  selectUser,
  useApiGet,
  type ReturnRouteState,
} from '@hfl/shared-ui';
import { AccountPanel, Actions, Notice } from '../../components/account-layout';
import { Facts } from '../../components/facts';
import { defaultTimezone } from '../../components/timezone-field';
import { TEAM_INTENTS, createTeamPath, type TeamIntentState } from '../create-team/team-intent';

/**
 * `/leagues/{leagueId}/join/{token}`: a league's invite link, as its admin shared it. Anyone sees the league first; a
 * user joins it directly (the team form with intent INVITE_LINK), a visitor registers or logs in first and comes back
 * here (the registration carries this page into its confirmation link). A revoked, replaced or expired link, or a
 * full league, says so.
 */
export function InviteLinkPage() {
  const ready = useSelector(selectSessionReady);
  // Asked once the session is known, so the answer tells a member his membership.
  if (!ready) return <Spinner />;
  return <InviteLink />;
}

function InviteLink() {
  const { t } = useTranslation('player');
  const { leagueId = '', token = '' } = useParams();
  const loaded = useApiGet<InviteLinkDetails>(API.inviteLinkDetails(leagueId, encodeURIComponent(token)), {
    quiet: true,
  });

  if (loaded.status === 'loading') {
    return (
      <AccountPanel>
        <Spinner />
      </AccountPanel>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <AccountPanel aria-labelledby="invite-link-title">
        <h1 id="invite-link-title">{t('inviteLink.invalidTitle')}</h1>
        <Notice $kind="danger" role="alert">
          <p>{describeApiError(loaded.error, t).message}</p>
        </Notice>
        <Link to="/leagues">{t('invitation.toLeagues')}</Link>
      </AccountPanel>
    );
  }

  const { league, expiresAt } = loaded.data;
  const timezone = defaultTimezone();
  const draftStartsAt = league.currentSeason?.draftStartsAt;
  return (
    <AccountPanel aria-labelledby="invite-link-title">
      <h1 id="invite-link-title">{t('inviteLink.title', { name: league.name })}</h1>
      <p>{t('inviteLink.intro')}</p>
      <Facts>
        <dt>{t('leagues.details.admin')}</dt>
        <dd>{league.adminUser?.name ?? t('leagues.details.noAdmin')}</dd>
        <dt>{t('leagues.details.members')}</dt>
        <dd>{`${league.nbTeams}/${league.nbMaxTeams}`}</dd>
        <dt>{t('leagues.details.availableSlots')}</dt>
        <dd>{league.nbAvailableSlots}</dd>
        <dt>{t('leagues.details.draftDate')}</dt>
        <dd>{draftStartsAt ? formatZonedDateTime(draftStartsAt, timezone) : t('leagues.details.notScheduled')}</dd>
        <dt>{t('inviteLink.validUntil')}</dt>
        <dd>{formatZonedDateTime(formatUtcDateTime(new Date(expiresAt)), timezone)}</dd>
      </Facts>
      <Next details={loaded.data} token={token} />
    </AccountPanel>
  );
}

/** What the reader can do: join, register or log in first, go to his league, or nothing (the league is full). */
function Next({ details: { league }, token }: { details: InviteLinkDetails; token: string }) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const user = useSelector(selectUser);

  if (league.membershipStatus === 'active') {
    return (
      <>
        <Notice $kind="success">
          <p>{t('inviteLink.member')}</p>
        </Notice>
        <Button as={Link} to={`/leagues/${league.id}`}>
          {t('inviteLink.toLeague')}
        </Button>
      </>
    );
  }
  // A waiting request holds its slot: the link turns it into a membership even when the league is full.
  const requested = league.membershipStatus === 'pending';
  if (league.nbAvailableSlots === 0 && !requested) {
    return (
      <>
        <Notice $kind="danger" role="alert">
          <p>{t('inviteLink.full')}</p>
        </Notice>
        <Link to="/leagues">{t('invitation.toLeagues')}</Link>
      </>
    );
  }
  if (!user) {
    // Back here after registering (in whatever browser the confirmation link is opened) or logging in.
    const remember = () => rememberReturnRoute(inviteLinkPath(league.id, token));
    return (
      <>
        <Notice>
          <p>{t('inviteLink.visitor')}</p>
        </Notice>
        <Actions>
          <Button type="button" onClick={() => navigate(`/register?hash=${remember()}`)}>
            {t('inviteLink.register')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => navigate('/login', { state: { returnHash: remember() } satisfies ReturnRouteState })}
          >
            {t('login.submit')}
          </Button>
        </Actions>
      </>
    );
  }
  const join = () => {
    const state: TeamIntentState = { intent: TEAM_INTENTS.INVITE_LINK, token };
    navigate(createTeamPath(league.id), { state });
  };
  return (
    <>
      {requested && (
        <Notice>
          <p>{t('inviteLink.requested')}</p>
        </Notice>
      )}
      <Actions>
        <Button type="button" onClick={join}>
          {t('inviteLink.join')}
        </Button>
        <Button as={Link} to="/leagues" variant="secondary">
          {t('common:actions.cancel')}
        </Button>
      </Actions>
    </>
  );
}
