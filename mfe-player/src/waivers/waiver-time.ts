import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE, type WaiversView } from '@hfl/contracts';

/**
 * The waiver run's time in the reader's language on the viewer's clock in the league (`timezone`: his team's, named;
 * Europe/Budapest without one or while it loads), or, while no run is published, when it will be: after the lock of
 * the round being played (or of the next one).
 */
export function useWaiverRunText(timezone: string | null): (view: Pick<WaiversView, 'runAt'>) => string {
  const { t, i18n } = useTranslation('player');
  // Built once per language and clock, and only once a run is to be written: a time-zone formatter costs tens of
  // milliseconds on a phone, and the team's clock usually arrives before the waivers do.
  const formatRun = useMemo(() => {
    let format: Intl.DateTimeFormat | null = null;
    return (runAt: string) => {
      format ??= new Intl.DateTimeFormat(i18n.language === 'hu' ? 'hu' : 'en-GB', {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: timezone || DEFAULT_TIMEZONE,
        timeZoneName: 'short',
      });
      return format.format(new Date(runAt));
    };
  }, [i18n.language, timezone]);
  return useCallback(({ runAt }) => (runAt ? formatRun(runAt) : t('waivers.afterNextLock')), [formatRun, t]);
}

/** Whether a free player is on waivers now (claimed at the run, never added directly). */
export function isWaived(view: WaiversView | null, playerId: string): boolean {
  return !!view && view.enabled && (view.allWaived || view.waivedPlayerIds.includes(playerId));
}
