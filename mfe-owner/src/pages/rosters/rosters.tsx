import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type PlayerSummary, type SeasonListItem, type SeasonTeam } from '@hfl/contracts';
import { Table, useApiGet, type TableColumn, PositionChip } from '@hfl/shared-ui';
import { Section } from '../../components/page-styles';
import { RowChoiceButton } from '../../components/row-choice-button';
import { UntilLoaded } from '../../components/until-loaded';
import { SeasonPage } from '../../seasons/season-page';

/**
 * A team's players in the season, with the season's fantasy points: the current season (the one not finished) asks
 * for the club's current squad, a finished one for who played for it then.
 */
function SeasonTeamPlayers({ season, team }: { season: SeasonListItem; team: SeasonTeam }) {
  const { t } = useTranslation('owner');
  const [attempt, setAttempt] = useState(0);
  const path =
    season.status === 'finished' ? API.seasonTeamPlayers(season.id, team.id) : API.realTeamCurrentPlayers(team.id);
  const players = useApiGet<PlayerSummary[]>(path, attempt);
  const columns: Array<TableColumn<PlayerSummary>> = [
    { key: 'name', header: t('rosters.playerColumns.name') },
    {
      key: 'position',
      header: t('rosters.playerColumns.position'),
      render: (player) => <PositionChip position={player.position} />,
    },
    { key: 'jerseyNumber', header: t('rosters.playerColumns.jerseyNumber') },
    {
      key: 'status',
      header: t('rosters.playerColumns.status'),
      render: (row) => t(`teams.playerStatuses.${row.status}`),
    },
    { key: 'points', header: t('rosters.playerColumns.points'), render: (row) => row.scores.fantasy_points },
  ];
  return (
    <Section aria-labelledby="roster-players-title">
      <h2 id="roster-players-title">{t('rosters.playersOf', { name: team.name })}</h2>
      {players.status === 'ready' ? (
        <Table columns={columns} rows={players.data} rowKey={(row) => row.id} />
      ) : (
        <UntilLoaded failed={players.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    </Section>
  );
}

/** The real teams of one season's schedule; choosing one shows its players. */
function SeasonTeams({ season }: { season: SeasonListItem }) {
  const { t } = useTranslation('owner');
  const [attempt, setAttempt] = useState(0);
  const teams = useApiGet<SeasonTeam[]>(API.seasonTeams(season.id), attempt);
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (teams.status !== 'ready') {
    return <UntilLoaded failed={teams.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  const chosen = teams.data.find((team) => team.id === chosenId) ?? null;
  const columns: Array<TableColumn<SeasonTeam>> = [
    {
      key: 'name',
      header: t('rosters.columns.name'),
      render: (row) => (
        <RowChoiceButton chosen={row.id === chosenId} onChoose={() => setChosenId(row.id)}>
          {row.name}
        </RowChoiceButton>
      ),
    },
    { key: 'status', header: t('rosters.columns.status'), render: (row) => t(`teams.statuses.${row.status}`) },
    { key: 'nbPlayers', header: t('rosters.columns.players') },
  ];
  return (
    <>
      <Section aria-label={t('rosters.teamsLabel')}>
        <Table columns={columns} rows={teams.data} rowKey={(row) => row.id} />
      </Section>
      {chosen && <SeasonTeamPlayers key={chosen.id} season={season} team={chosen} />}
    </>
  );
}

/** `/owner/rosters` (read-only): a season's teams and, for the chosen team, its players and their points. */
export function OwnerRostersPage() {
  const { t } = useTranslation('owner');
  return (
    <SeasonPage title={t('rosters.title')} titleId="owner-rosters-title">
      {/* Keyed by season: another season starts with no team chosen. */}
      {(season) => <SeasonTeams key={season.id} season={season} />}
    </SeasonPage>
  );
}
