import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ScheduleWeekView } from '@hfl/contracts';
import { ChoiceStrip } from './strip';

const Weeks = styled(ChoiceStrip)`
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    min-width: 84px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryLight};
    font-weight: 700;
  }
  small {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The schedule's rounds, each with its state (scheduled, live, provisional, final) and whether it is a playoff week:
 * the game center's and the owner's league page's week switcher.
 */
export function WeekSwitcher({
  weeks,
  selected,
  onSelect,
}: {
  weeks: ScheduleWeekView[];
  selected: number;
  onSelect: (week: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common:games.weeks')}>
      <Weeks>
        {weeks.map(({ week, kind, state }) => (
          <li key={week}>
            <button type="button" aria-pressed={week === selected} onClick={() => onSelect(week)}>
              <span>{t('common:games.week', { week })}</span>
              <small>{t(`common:games.states.${state}`)}</small>
              {kind === 'playoff' && <small>{t('common:games.playoff')}</small>}
            </button>
          </li>
        ))}
      </Weeks>
    </nav>
  );
}
