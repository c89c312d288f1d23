import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router';
import { API, type LeagueDetails } from '@hfl/contracts';
import { selectSessionReady, selectUser, Spinner, useApiGet } from '@hfl/shared-ui';
import { SendVisitorToRegister } from '../../components/send-to-register';
import { JoinLeagueModal } from '../leagues/join-league-modal';

/** `/leagues/{leagueId}/join`: the join confirmation of one league, opened directly (a shared link, a visitor's return). */
export function LeagueJoinPage() {
  const { t } = useTranslation('player');
  const ready = useSelector(selectSessionReady);
  const user = useSelector(selectUser);
  if (!ready) return <Spinner />;
  if (!user)
    return <SendVisitorToRegister notice={{ title: t('common:toast.info'), message: t('visitor.joinLeague') }} />;
  return <JoinConfirmation />;
}

function JoinConfirmation() {
  const { leagueId = '' } = useParams();
  const navigate = useNavigate();
  const league = useApiGet<LeagueDetails>(API.league(leagueId));
  if (league.status === 'loading') return <Spinner />;
  if (league.status === 'failed') return <Navigate to="/leagues" replace />;
  // A member has nothing to join: their league's page is where they were heading.
  if (league.data.membershipStatus === 'active') return <Navigate to={`/leagues/${leagueId}`} replace />;
  return (
    <section aria-labelledby="league-join-title">
      <h1 id="league-join-title">{league.data.name}</h1>
      <JoinLeagueModal league={league.data} open onCancel={() => navigate('/leagues')} />
    </section>
  );
}
