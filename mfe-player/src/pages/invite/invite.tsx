import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { API, inviteSchema, type InvitePayload, type LeagueDetails } from '@hfl/contracts';
import { Button, RequireAuth, selectUser, Spinner, toastShown, useApiGet } from '@hfl/shared-ui';
import { ApiForm, TextField } from '@hfl/shared-ui/forms';
import { AccountPanel } from '../../components/account-layout';
import { administersLeague } from '../../league/league-admin';

/** `/invite/{leagueId}`: the league admin invites someone by e-mail into an open slot, then goes back. */
export function InvitePage() {
  return (
    <RequireAuth>
      <Invite />
    </RequireAuth>
  );
}

function Invite() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { leagueId = '' } = useParams();
  const league = useApiGet<LeagueDetails>(API.league(leagueId));
  const user = useSelector(selectUser);
  // Opened directly (a bookmark) there is no page to go back to: the league's settings are where invites start.
  const back = () => (location.key === 'default' ? navigate('/settings') : navigate(-1));

  if (league.status === 'loading') return <Spinner />;
  // The form only when an invitation can succeed: the admin's (or the owner's), into a league with an open slot.
  const closedBecause =
    league.status === 'ready' && !administersLeague(league.data, user)
      ? t('invite.adminOnly')
      : league.status === 'ready' && league.data.nbAvailableSlots === 0
        ? t('invite.full')
        : null;
  if (closedBecause) {
    return (
      <AccountPanel aria-labelledby="invite-title">
        <h1 id="invite-title">{t('invite.title', { name: league.status === 'ready' ? league.data.name : '' })}</h1>
        <p role="status">{closedBecause}</p>
        <Link to={`/leagues/${leagueId}`}>{t('editLeague.backToLeague')}</Link>
      </AccountPanel>
    );
  }
  return (
    <AccountPanel aria-labelledby="invite-title">
      <h1 id="invite-title">{t('invite.title', { name: league.status === 'ready' ? league.data.name : '' })}</h1>
      {league.status === 'ready' ? <p>{t('invite.openSlots', { count: league.data.nbAvailableSlots })}</p> : null}
      <ApiForm
        namespace="player"
        initialValues={{ email: '' }}
        schema={inviteSchema}
        request={(values: InvitePayload) => ({
          method: 'POST',
          path: API.invite(leagueId),
          body: inviteSchema.cast(values),
        })}
        onSent={({ email }: { email: string }) => {
          dispatch(toastShown({ kind: 'success', title: t('invite.successTitle'), message: email }));
          back();
        }}
        submitLabel={t('invite.submit')}
        extraAction={
          <Button type="button" variant="secondary" onClick={back}>
            {t('common:actions.cancel')}
          </Button>
        }
      >
        <TextField name="email" label={t('invite.email')} type="email" autoComplete="off" />
      </ApiForm>
    </AccountPanel>
  );
}
