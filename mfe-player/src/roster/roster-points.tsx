import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RosterPlayerView } from '@hfl/contracts';
import { PlayerStatusBadge, usePointsFormat } from '@hfl/shared-ui/season';

const Facts = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
`;

const Points = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9em;
  font-variant-numeric: tabular-nums;
`;

/** A roster player's points as the dialogs write them beside his name: the season's, and the round the roster shows. */
export function useRosterPointsText(week: number | null): (view: RosterPlayerView) => string {
  const { t } = useTranslation('player');
  const format = usePointsFormat();
  return (view) => {
    const season = t('team.pointsSeason', { points: format(view.seasonPoints) });
    if (week === null || view.weekPoints === null) return season;
    return `${season} · ${t('team.pointsRound', { week, points: format(view.weekPoints) })}`;
  };
}

/** What the switch, move and trade dialogs show beside a name: his status and his points. */
export function RosterPlayerFacts({ view, week }: { view: RosterPlayerView; week: number | null }) {
  const points = useRosterPointsText(week);
  return (
    <Facts>
      <PlayerStatusBadge status={view.player.status} />
      <Points>{points(view)}</Points>
    </Facts>
  );
}
