import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaiversView } from '@hfl/contracts';
import { useWaiverRunText } from './waiver-time';

/**
 * The league page's waivers: on or off, the next run's time on the viewer's clock and the waiver priority (who claims
 * first), as the run will use it; the league admin (`settings`) switches them and picks the run's hour. `timezone`:
 * the viewer's clock in the league (his team's).
 */
export function WaiversCard({
  view,
  timezone,
  settings,
}: {
  view: WaiversView;
  timezone: string | null;
  settings?: ReactNode;
}) {
  const { t } = useTranslation('player');
  const runText = useWaiverRunText(timezone);
  if (!view.enabled)
    return (
      <>
        <p>{t('waivers.off')}</p>
        {settings}
      </>
    );
  return (
    <>
      <p>{t('waivers.nextRun', { time: runText(view) })}</p>
      <p>{t('waivers.runRule', { hour: `${String(view.runHour).padStart(2, '0')}:00` })}</p>
      {settings}
      <h3>{t('waivers.orderTitle')}</h3>
      <ol aria-label={t('waivers.orderTitle')}>
        {view.order.map((team) => (
          <li key={team.id}>{team.name}</li>
        ))}
      </ol>
    </>
  );
}
