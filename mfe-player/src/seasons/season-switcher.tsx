import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type LeagueSeasonSummary } from '@hfl/contracts';
import { SpinnerUntil, useApiGet } from '@hfl/shared-ui';
import { SwitcherField } from '../league/league-switcher';

export interface SeasonSwitchedProps {
  leagueId: string;
  /** The chosen season's view: undefined for the league's current one (the pages read it without a season id). */
  children: (seasonId: string | undefined) => ReactNode;
}

/**
 * The season switcher of the standings and the game center (`GET leagues/{id}/seasons`, newest first) above the
 * chosen season's view: a select labelled "Season", the current season chosen at first; none when the list fails (the
 * view's own read says what is wrong) or when the league has only one season. Until the list is in, one spinner
 * stands for both and the view loads unseen: a switcher arriving later would push the view down.
 */
export function SeasonSwitched({ leagueId, children }: SeasonSwitchedProps) {
  const [seasonId, setSeasonId] = useState<string | undefined>(undefined);
  const loaded = useApiGet<LeagueSeasonSummary[]>(API.leagueSeasonsList(leagueId), { quiet: true });
  return (
    <>
      {loaded.status === 'ready' && loaded.data.length >= 2 && (
        <SeasonSelect seasons={loaded.data} selected={seasonId} onSelect={setSeasonId} />
      )}
      <SpinnerUntil ready={loaded.status !== 'loading'}>{children(seasonId)}</SpinnerUntil>
    </>
  );
}

function SeasonSelect({
  seasons,
  selected,
  onSelect,
}: {
  seasons: LeagueSeasonSummary[];
  selected: string | undefined;
  onSelect: (seasonId: string | undefined) => void;
}) {
  const { t } = useTranslation('player');
  const id = useId();
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
