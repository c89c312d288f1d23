import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LeagueListItem } from '@hfl/contracts';
import { ConfirmModal } from '@hfl/shared-ui';
import { TEAM_INTENTS, createTeamPath, type TeamIntentState } from '../create-team/team-intent';

export type JoinableLeague = Pick<LeagueListItem, 'id' | 'name' | 'adminUser'>;

/**
 * The join confirmation (or, when the league has an admin who decides, the request-to-join one): confirming opens
 * the team form with intent JOIN_LEAGUE; the service then answers joined or requested.
 */
export function JoinLeagueModal({
  league,
  open,
  onCancel,
}: {
  league: JoinableLeague | null;
  open: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  if (!league) return null;
  const texts = league.adminUser ? 'leagues.requestJoin' : 'leagues.join';

  const confirm = () => {
    const state: TeamIntentState = { intent: TEAM_INTENTS.JOIN_LEAGUE };
    navigate(createTeamPath(league.id), { state });
  };

  return (
    <ConfirmModal
      open={open}
      title={t(`${texts}.title`)}
      message={t(`${texts}.question`, { name: league.name })}
      confirmLabel={t(`${texts}.confirm`)}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}
