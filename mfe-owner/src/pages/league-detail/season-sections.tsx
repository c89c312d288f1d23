import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API,
  formatUtcDateTime,
  formatZonedDateTime,
  parseUtcDateTime,
  type LeagueGameView,
  type LeagueGamesView,
  type LeagueRostersResponse,
  type RosterView,
} from '@hfl/contracts';
import { Table, useApiGet, type TableColumn } from '@hfl/shared-ui';
import {
  StandingsTable,
  WeekSwitcher,
  useLeagueGames,
  useLeagueStandings,
  usePointsFormat,
} from '@hfl/shared-ui/season';
import { Section } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';

/**
 * The league's season on the owner's league page: its rosters, its standings, and its games of a week with a week
 * switcher and when the week's results were computed. Before the league season exists (or has a schedule) each says
 * it has nothing yet (a 404 is not an error).
 */
export function SeasonSections({ leagueId, timezone }: { leagueId: string; timezone: string }) {
  return (
    <>
      <LeagueRosters leagueId={leagueId} />
      <Standings leagueId={leagueId} />
      <Games leagueId={leagueId} timezone={timezone} />
    </>
  );
}

function LeagueRosters({ leagueId }: { leagueId: string }) {
  const { t } = useTranslation('owner');
  const [attempt, setAttempt] = useState(0);
  const rosters = useApiGet<LeagueRostersResponse>(API.leagueRosters(leagueId), attempt);
  const columns: Array<TableColumn<RosterView>> = [
    { key: 'team', header: t('leagues.detail.rosters.team'), render: (row) => row.team.name },
    { key: 'owner', header: t('leagues.detail.rosters.owner'), render: (row) => row.team.owner },
    { key: 'players', header: t('leagues.detail.rosters.players'), render: (row) => row.players.length },
    {
      key: 'status',
      header: t('leagues.detail.rosters.status'),
      render: (row) => t(`leagues.detail.rosters.statuses.${row.status}`),
    },
  ];
  const failed = rosters.status === 'failed' && !rosters.notFound;
  return (
    <Section aria-labelledby="owner-league-rosters">
      <h2 id="owner-league-rosters">{t('leagues.detail.rosters.title')}</h2>
      {rosters.status === 'loading' || failed ? (
        <UntilLoaded failed={failed} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Table
          columns={columns}
          rows={rosters.status === 'ready' ? rosters.data : []}
          rowKey={(row) => row.id}
          emptyText={t('leagues.detail.rosters.none')}
        />
      )}
    </Section>
  );
}

function Standings({ leagueId }: { leagueId: string }) {
  const { t } = useTranslation('owner');
  const [attempt, setAttempt] = useState(0);
  const standings = useLeagueStandings(leagueId, undefined, attempt);
  return (
    <Section aria-labelledby="owner-league-standings">
      <h2 id="owner-league-standings">{t('leagues.detail.standings.title')}</h2>
      {standings.status === 'ready' ? (
        <StandingsTable standings={standings.data} />
      ) : (
        <UntilLoaded failed={standings.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    </Section>
  );
}

function Games({ leagueId, timezone }: { leagueId: string; timezone: string }) {
  const { t } = useTranslation('owner');
  const { loaded: games, chooseWeek, retry } = useLeagueGames(leagueId);
  let content;
  if (games.status === 'ready') content = <WeekGames view={games.data} timezone={timezone} onWeek={chooseWeek} />;
  else if (games.status === 'failed' && games.notFound) content = <p>{t('leagues.detail.games.none')}</p>;
  else content = <UntilLoaded failed={games.status === 'failed'} onRetry={retry} />;
  return (
    <Section aria-labelledby="owner-league-games">
      <h2 id="owner-league-games">{t('leagues.detail.games.title')}</h2>
      {content}
    </Section>
  );
}

/** When the results were computed ('YYYY-MM-DD HH:mm:ss' UTC or an ISO instant), DD/MM/YYYY HH:mm on the owner's clock. */
function resultsTime(at: string, timezone: string): string {
  const instant = parseUtcDateTime(at) ?? new Date(at);
  return Number.isNaN(instant.getTime()) ? '' : formatZonedDateTime(formatUtcDateTime(instant), timezone);
}

function WeekGames({
  view,
  timezone,
  onWeek,
}: {
  view: LeagueGamesView;
  timezone: string;
  onWeek: (week: number) => void;
}) {
  const { t } = useTranslation('owner');
  const format = usePointsFormat();
  const points = (value: number | null) => (value === null ? '–' : format(value));
  const resultsAt = view.weeks.find((week) => week.week === view.week)?.resultsAt ?? null;
  const columns: Array<TableColumn<LeagueGameView>> = [
    { key: 'team1', header: t('leagues.detail.games.team1'), render: (row) => row.team1.team.name },
    {
      key: 'score',
      header: t('leagues.detail.games.score'),
      render: (row) => `${points(row.team1Points)} – ${points(row.team2Points)}`,
    },
    { key: 'team2', header: t('leagues.detail.games.team2'), render: (row) => row.team2.team.name },
    { key: 'state', header: t('leagues.detail.games.state'), render: (row) => t(`common:games.states.${row.state}`) },
  ];
  return (
    <>
      <WeekSwitcher weeks={view.weeks} selected={view.week} onSelect={(week) => week !== view.week && onWeek(week)} />
      <p>
        {resultsAt
          ? t('leagues.detail.games.resultsAt', { date: resultsTime(resultsAt, timezone) })
          : t('leagues.detail.games.noResults')}
      </p>
      <Table columns={columns} rows={view.games.filter((game) => game.week === view.week)} rowKey={(row) => row.id} />
    </>
  );
}
