import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  API,
  GROUP_STATS,
  POSITIONS,
  POSITION_GROUP,
  STAT_KEYS,
  type PlayerSummary,
  type RealTeam,
  type SeasonListItem,
} from '@hfl/contracts';
import {
  LoadMore,
  Table,
  useApiGet,
  useModalSubject,
  usePagedApiGet,
  type TableColumn,
  LinkButton,
  PositionChip,
  type PlayerFilters,
} from '@hfl/shared-ui';
import { PlayerInfoModal, useScoreFormat } from '@hfl/shared-ui/season';
import { RoundSelect, roundParam } from '../../components/round-select';
import { UntilLoaded } from '../../components/until-loaded';
import { SeasonPage } from '../../seasons/season-page';
import { PlayerFilterForm } from '@hfl/shared-ui/forms';

const DASH = '–';

/** The list's query: the season, the round (none = the season's totals), the filters, the spec's default sort. */
function listPath(seasonId: string, week: number | null, filters: PlayerFilters): string {
  const query = new URLSearchParams({ season: seasonId });
  if (week !== null) query.set('week', String(week));
  for (const key of ['team', 'position', 'term'] as const) if (filters[key]) query.set(key, filters[key]);
  query.set('sort', 'fantasy_points');
  query.set('sortDirection', 'desc');
  return `${API.players}?${query}`;
}

/** One season's players with the chosen round's statistics (or the season's totals), filters in the URL. */
function SeasonPlayers({ season }: { season: SeasonListItem }) {
  const { t } = useTranslation('owner');
  const format = useScoreFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const week = roundParam(searchParams.get('week'), season.nbWeeks);
  const position = POSITIONS.find((candidate) => candidate === searchParams.get('position')) ?? '';
  const filters: PlayerFilters = {
    team: searchParams.get('team') ?? '',
    position,
    term: searchParams.get('term') ?? '',
  };
  const [attempt, setAttempt] = useState(0);
  // Sorted and filtered by the server, a page at a time.
  const players = usePagedApiGet<PlayerSummary>(listPath(season.id, week, filters), { refresh: attempt });
  const teams = useApiGet<RealTeam[]>(API.realTeams);
  const info = useModalSubject<PlayerSummary>();

  const show = (next: { week: number | null; filters: PlayerFilters }) => {
    const params = new URLSearchParams();
    if (next.week !== null) params.set('week', String(next.week));
    for (const key of ['team', 'position', 'term'] as const) if (next.filters[key]) params.set(key, next.filters[key]);
    setSearchParams(params);
  };

  // A chosen position shows its group's statistics; every position together shows them all.
  const statKeys = position ? GROUP_STATS[POSITION_GROUP[position]] : STAT_KEYS;
  const columns: Array<TableColumn<PlayerSummary>> = [
    {
      key: 'name',
      header: t('playerStats.columns.name'),
      render: (row) => (
        <LinkButton type="button" onClick={() => info.show(row)}>
          {row.name}
        </LinkButton>
      ),
    },
    { key: 'team', header: t('playerStats.columns.team'), render: (row) => row.team?.name ?? DASH },
    {
      key: 'position',
      header: t('playerStats.columns.position'),
      render: (player) => <PositionChip position={player.position} />,
    },
    ...statKeys.map((key) => ({
      key,
      header: t(`common:stats.${key}`),
      render: (row: PlayerSummary) => format(row.scores[key]),
    })),
    {
      key: 'fantasy_points',
      header: t('common:stats.fantasy_points'),
      render: (row) => format(row.scores.fantasy_points),
    },
  ];

  return (
    <>
      <RoundSelect
        nbWeeks={season.nbWeeks}
        value={week}
        onChange={(next) => show({ week: next, filters })}
        allRoundsLabel={t('playerStats.allRounds')}
      />
      <PlayerFilterForm
        filters={filters}
        teams={teams.status === 'ready' ? teams.data : []}
        onApply={(next) => show({ week, filters: next })}
      />
      {players.status === 'ready' ? (
        <>
          <Table columns={columns} rows={players.items} rowKey={(row) => row.id} />
          <LoadMore hasMore={players.hasMore} loading={players.loadingMore} onLoadMore={players.loadMore} />
        </>
      ) : (
        <UntilLoaded failed={players.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      <PlayerInfoModal player={info.subject} season={season.id} open={info.open} onClose={info.close} />
    </>
  );
}

/** `/owner/players` (read-only): the season's player statistics, per round or in total, with the player popup. */
export function PlayerStatsPage() {
  const { t } = useTranslation('owner');
  const [searchParams, setSearchParams] = useSearchParams();
  // Another season has its own rounds: the chosen round is dropped, the filters stay.
  const dropRound = () => {
    const params = new URLSearchParams(searchParams);
    params.delete('week');
    setSearchParams(params);
  };
  return (
    <SeasonPage title={t('playerStats.title')} titleId="player-stats-title" onChoose={dropRound}>
      {(season) => <SeasonPlayers key={season.id} season={season} />}
    </SeasonPage>
  );
}
