import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RosterView } from '@hfl/contracts';

const Banner = styled.p<{ $tone: 'locked' | 'closed' }>`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border-left: 6px solid ${({ theme, $tone }) => ($tone === 'locked' ? theme.colors.accentDark : theme.colors.info)};
  background: ${({ theme, $tone }) => ($tone === 'locked' ? '#fff8e0' : theme.colors.infoLight)};
  font-weight: 600;
`;

/**
 * Why a roster cannot change now: the lock banner while a round is played ("Rosters are locked while round {n} is
 * being played"), or why it is closed (the league is drafting, or the season is finished). Nothing when it is open.
 */
export function RosterStatus({ roster }: { roster: RosterView }) {
  const { t } = useTranslation('player');
  if (roster.status === 'locked') {
    return (
      <Banner role="status" $tone="locked">
        {t('team.locked', { week: roster.lockedWeek ?? '' })}
      </Banner>
    );
  }
  if (roster.status === 'closed') {
    return (
      <Banner role="status" $tone="closed">
        {roster.closedReason === 'finished' ? t('team.closedFinished') : t('team.closedDrafting')}
      </Banner>
    );
  }
  return null;
}
