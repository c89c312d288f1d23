import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API,
  draftChance,
  formatUtcDateTime,
  formatZonedDateTime,
  type DraftChance,
  type Season,
} from '@hfl/contracts';
import { useApiGet } from '../api/use-api-get';

/**
 * What a league without a season can do about its draft now (contracts `draftChance`), as /create-league, the league
 * home and the draft scheduling page say it: draft in the window, a late draft by a date to play from a round, or
 * wait for the next season's window.
 */

export type DraftChanceState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /** `season` null: no real season is open (the next one's window is not announced yet). */
  | { status: 'ready'; season: Season | null; chance: DraftChance | null };

/** The open real season (404: none) and what it allows now; the page's one read of it. */
export function useDraftChance(): DraftChanceState {
  const [attempt, setAttempt] = useState(0);
  const season = useApiGet<Season>(API.currentSeason, attempt);
  if (season.status === 'loading') return { status: 'loading' };
  if (season.status === 'failed') {
    if (season.notFound) return { status: 'ready', season: null, chance: null };
    return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  }
  return { status: 'ready', season: season.data, chance: draftChance(season.data, new Date()) };
}

/** Whether a draft can be added now (the league home offers "Add draft" only then). */
export const canDraftNow = (chance: DraftChance | null): boolean => chance !== null && chance.kind !== 'over';

/** The chance in one sentence, its times on `timezone`'s clock. */
export function DraftChanceText({ chance, timezone }: { chance: DraftChance | null; timezone: string }) {
  const { t } = useTranslation();
  const at = (utc: string) => formatZonedDateTime(utc, timezone);
  if (!chance) return <>{t('draftChance.noSeason')}</>;
  if (chance.kind === 'over') return <>{t('draftChance.over')}</>;
  if (chance.kind === 'late')
    return <>{t('draftChance.late', { date: at(chance.draftBy), round: chance.fromRound })}</>;
  // Both instants are 'YYYY-MM-DD HH:mm:ss' UTC: they compare as strings.
  const opensLater = chance.opensAt > formatUtcDateTime(new Date());
  return (
    <>
      {opensLater
        ? t('draftChance.windowAhead', { date: at(chance.opensAt), end: at(chance.closesAt) })
        : t('draftChance.windowOpen', { date: at(chance.closesAt) })}
    </>
  );
}
