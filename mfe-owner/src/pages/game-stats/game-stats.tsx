import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  API,
  formatDisplayDate,
  roundState,
  type Season,
  type SeasonGame,
  type SeasonWeekPoints,
} from '@hfl/contracts';
import { Button, Table, useApiGet, useModalSubject, type TableColumn, LinkButton, LoadMore } from '@hfl/shared-ui';
import { PlayerInfoModal, useScoreFormat } from '@hfl/shared-ui/season';
import { Section } from '../../components/page-styles';
import { RoundSelect, roundParam } from '../../components/round-select';
import { UntilLoaded } from '../../components/until-loaded';
import { SeasonPage } from '../../seasons/season-page';
import { RoundImport } from './round-import';
import { RoundSheets } from './round-sheets';

/** Rows of a round's points shown at first, and added by each "Load more". */
const POINTS_PAGE = 25;

/** A dash where there is nothing yet (a game without a score, a player without a club). */
const DASH = '–';

type PointsRow = SeasonWeekPoints['players'][number];

/** Every player's points in the round, best first (the service's order); a name opens the player's popup. */
function RoundPoints({ seasonId, week }: { seasonId: string; week: number }) {
  const { t } = useTranslation('owner');
  const format = useScoreFormat();
  const [attempt, setAttempt] = useState(0);
  const points = useApiGet<SeasonWeekPoints>(API.seasonPoints(seasonId, week), attempt);
  const info = useModalSubject<PointsRow>();
  // A round lists every player who played: a page at a time keeps the page short.
  const [shown, setShown] = useState(POINTS_PAGE);
  const columns: Array<TableColumn<PointsRow>> = [
    {
      key: 'name',
      header: t('gameStats.pointsColumns.player'),
      render: (row) => (
        <LinkButton type="button" onClick={() => info.show(row)}>
          {row.name}
        </LinkButton>
      ),
    },
    { key: 'position', header: t('gameStats.pointsColumns.position') },
    { key: 'team', header: t('gameStats.pointsColumns.team'), render: (row) => row.team?.name ?? DASH },
    { key: 'points', header: t('common:stats.fantasy_points'), render: (row) => format(row.fantasy_points) },
  ];
  return (
    <Section aria-labelledby="round-points-title">
      <h2 id="round-points-title">{t('gameStats.points', { week })}</h2>
      {points.status === 'ready' ? (
        // A player could in principle play twice in a round (two games): the game tells the rows apart.
        <>
          <Table
            columns={columns}
            rows={points.data.players.slice(0, shown)}
            rowKey={(row) => `${row.id}/${row.game}`}
          />
          <LoadMore
            hasMore={points.data.players.length > shown}
            loading={false}
            onLoadMore={() => setShown((n) => n + POINTS_PAGE)}
          />
        </>
      ) : (
        <UntilLoaded failed={points.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      <PlayerInfoModal player={info.subject} season={seasonId} open={info.open} onClose={info.close} />
    </Section>
  );
}

/** One season's round: the round choice (`?week=`, default the current round), its games and its points. */
function SeasonRound({ seasonId }: { seasonId: string }) {
  const { t } = useTranslation('owner');
  const [searchParams, setSearchParams] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  // An applied import changed the round's scores and points: both are read again.
  const [imports, setImports] = useState(0);
  const season = useApiGet<Season>(API.season(seasonId), attempt + imports);
  const reload = useCallback(() => setImports((n) => n + 1), []);
  if (season.status !== 'ready') {
    return <UntilLoaded failed={season.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  const { nbWeeks, currentWeek, games } = season.data;
  const week = roundParam(searchParams.get('week'), nbWeeks) ?? Math.min(Math.max(currentWeek, 1), nbWeeks);
  const columns: Array<TableColumn<SeasonGame>> = [
    { key: 'date', header: t('gameStats.columns.date'), render: (game) => formatDisplayDate(game.date) },
    { key: 'team1', header: t('gameStats.columns.team1'), render: (game) => game.team1.name },
    { key: 'team2', header: t('gameStats.columns.team2'), render: (game) => game.team2.name },
    {
      key: 'score',
      header: t('gameStats.columns.score'),
      render: ({ team1, team2 }) =>
        team1.score === null || team2.score === null ? DASH : `${team1.score} – ${team2.score}`,
    },
    {
      key: 'actions',
      pin: 'end',
      header: t('gameStats.columns.actions'),
      render: (game) => (
        <Button as={Link} to={`/owner/stats/games/${game.id}`} variant="secondary">
          {t('gameStats.editScores')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <RoundSelect nbWeeks={nbWeeks} value={week} onChange={(next) => setSearchParams({ week: String(next) })} />
      <span>{t('gameStats.roundState', { state: t(`gameStats.roundStates.${roundState(season.data, week)}`) })}</span>
      <Section aria-labelledby="round-games-title">
        <h2 id="round-games-title">{t('gameStats.games', { week })}</h2>
        <Table columns={columns} rows={games.filter((game) => game.week === week)} rowKey={(game) => game.id} />
      </Section>
      <RoundImport seasonId={seasonId} week={week} onApplied={reload} />
      <RoundSheets key={week} week={week} games={games.filter((game) => game.week === week)} onSaved={reload} />
      <RoundPoints key={imports} seasonId={seasonId} week={week} />
    </>
  );
}

/** `/owner/stats`: a season's games round by round, with links to their score sheets, and the round's points. */
export function GameStatsPage() {
  const { t } = useTranslation('owner');
  const [, setSearchParams] = useSearchParams();
  return (
    // Another season starts at its own current round: the chosen round is dropped.
    <SeasonPage title={t('gameStats.title')} titleId="game-stats-title" onChoose={() => setSearchParams({})}>
      {(season) => <SeasonRound key={season.id} seasonId={season.id} />}
    </SeasonPage>
  );
}
