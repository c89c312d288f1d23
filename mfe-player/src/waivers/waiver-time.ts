import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE, type WaiversView } from '@hfl/contracts';

/**
 * The waiver run's time in the reader's language on the viewer's clock in the league (`timezone`: his team's, named;
 * Europe/Budapest without one or while it loads), or, while no run is published, when it will be: after the lock of
 * the round being played (or of the next one).
 */
export function useWaiverRunText(timezone: string | null): (view: Pick<WaiversView, 'runAt'>) => string {
  const { t, i18n } = useTranslation('player');
  const format = new Intl.DateTimeFormat(i18n.language === 'hu' ? 'hu' : 'en-GB', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: timezone || DEFAULT_TIMEZONE,
    timeZoneName: 'short',
  });
  return ({ runAt }) => (runAt ? format.format(new Date(runAt)) : t('waivers.afterNextLock'));
}

/** Whether a free player is on waivers now (claimed at the run, never added directly). */
export function isWaived(view: WaiversView | null, playerId: string): boolean {
  return !!view && view.enabled && (view.allWaived || view.waivedPlayerIds.includes(playerId));
}
