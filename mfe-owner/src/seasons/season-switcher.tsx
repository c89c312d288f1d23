import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API, type SeasonListItem } from '@hfl/contracts';
import { useApiGet } from '@hfl/shared-ui';

const STORAGE_KEY = 'hfl.owner.season';

function storedSeasonId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export type SeasonChoice =
  | { status: 'loading' }
  /** The list could not be read (toasted); `retry` asks again. */
  | { status: 'failed'; retry: () => void }
  /** `season` is null when there is no season at all ('No data available'). */
  | { status: 'ready'; seasons: SeasonListItem[]; season: SeasonListItem | null; choose: (id: string) => void };

/**
 * The season a read-only back-office page shows (rosters, player statistics, game statistics): the stored choice
 * while it exists, else the active season, else the newest. Choosing stores it (spec: the choice survives reloads).
 */
export function useSeasonChoice(): SeasonChoice {
  const [attempt, setAttempt] = useState(0);
  const seasons = useApiGet<SeasonListItem[]>(API.seasons, attempt);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const [chosenId, setChosenId] = useState<string | null>(storedSeasonId);
  const choose = useCallback((id: string) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, id);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setChosenId(id);
  }, []);
  if (seasons.status === 'loading') return { status: 'loading' };
  if (seasons.status === 'failed') return { status: 'failed', retry };
  const list = seasons.data;
  const season = list.find((s) => s.id === chosenId) ?? list.find((s) => s.status !== 'finished') ?? list[0] ?? null;
  return { status: 'ready', seasons: list, season, choose };
}

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-weight: 600;
  select {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }
`;

/** The season select of the read-only pages; the status is shown beside each season's name. */
export function SeasonSwitcher({ choice }: { choice: Extract<SeasonChoice, { status: 'ready' }> }) {
  const { t } = useTranslation('owner');
  if (!choice.season) return null;
  return (
    <Label>
      {t('seasonSwitcher.label')}
      <select value={choice.season.id} onChange={(event) => choice.choose(event.target.value)}>
        {choice.seasons.map((season) => (
          <option key={season.id} value={season.id}>
            {t('seasonSwitcher.option', { name: season.name, status: t(`seasonSwitcher.status.${season.status}`) })}
          </option>
        ))}
      </select>
    </Label>
  );
}
