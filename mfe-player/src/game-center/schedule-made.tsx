import { useTranslation } from 'react-i18next';
import type { ScheduleMadeView } from '@hfl/contracts';

/** "How this schedule was made": the seed, the seeded order of the teams and the circle method, so anyone can check it. */
export function ScheduleMade({ schedule }: { schedule: ScheduleMadeView }) {
  const { t } = useTranslation('player');
  return (
    <details>
      <summary>{t('gameCenter.scheduleMade.title')}</summary>
      <p>{t('gameCenter.scheduleMade.seed', { seed: schedule.seed })}</p>
      <ol aria-label={t('gameCenter.scheduleMade.order')}>
        {schedule.order.map((team) => (
          <li key={team.id}>{team.name}</li>
        ))}
      </ol>
      <p>{t('gameCenter.scheduleMade.circle', { first: schedule.firstWeek, last: schedule.lastRegularWeek })}</p>
    </details>
  );
}
