import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type LeagueSeasonSummary } from '@hfl/contracts';
import { useApiGet } from '@hfl/shared-ui';
import { SwitcherField } from '../league/league-switcher';

export interface SeasonSwitcherProps {
  leagueId: string;
  /** The season shown: undefined for the league's current one. */
  selected: string | undefined;
  /** Another season chosen: undefined when it is the current one (the pages read it without a season id). */
  onSelect: (seasonId: string | undefined) => void;
}

/**
 * The season switcher of the standings and the game center (`GET leagues/{id}/seasons`, newest first): a select
 * labelled "Season", the current season chosen at first. Nothing while it loads, when the list fails (the page's own
 * read says what is wrong) or when the league has only one season.
 */
export function SeasonSwitcher({ leagueId, selected, onSelect }: SeasonSwitcherProps) {
  const { t } = useTranslation('player');
  const id = useId();
  const loaded = useApiGet<LeagueSeasonSummary[]>(API.leagueSeasonsList(leagueId), { quiet: true });
  if (loaded.status !== 'ready' || loaded.data.length < 2) return null;
  const seasons = loaded.data;
  const current = seasons.find((season) => season.isCurrent);
  const name = (season: LeagueSeasonSummary) =>
    season.name || t('seasons.unnamed', { date: season.draftStartsAt.slice(0, 10) });

  return (
    <SwitcherField>
      <label htmlFor={id}>{t('seasons.label')}</label>
      <select
        id={id}
        value={selected ?? current?.id ?? ''}
        onChange={(event) => {
          const chosen = seasons.find((season) => season.id === event.target.value);
          onSelect(chosen && !chosen.isCurrent ? chosen.id : undefined);
        }}
      >
        {!current && selected === undefined && <option value="" />}
        {seasons.map((season) => (
          <option key={season.id} value={season.id}>
            {season.isCurrent ? t('seasons.current', { name: name(season) }) : name(season)}
          </option>
        ))}
      </select>
    </SwitcherField>
  );
}
