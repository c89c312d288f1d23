import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { TIE_BREAK_STEPS, type StandingRowView, type StandingsView } from '@hfl/contracts';
import { usePointsFormat, useScoreFormat } from '../player-info/score-format';
import { Table, type TableColumn } from '../table';

const Note = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Places = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(6)};
  li[data-awarded='true'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export interface StandingsTableProps {
  /** The standings, or null before the league season has a schedule (the table says there are none yet). */
  standings: StandingsView | null;
  /** Where a team's name links to (its roster); plain text without it. */
  teamHref?: (teamId: string) => string;
  /** The league home's short table: no tie-break notes. */
  compact?: boolean;
}

/**
 * A league season's standings (spec section 3 Standing, 9 win percent): Rank, Team, Owner, W–L–T, Points for, Points
 * against, the Ranking % the rank is based on (a tie half a win), Win %; each row a tie-break decided says which step
 * placed it. Shared by the player's and the owner's pages.
 */
export function StandingsTable({ standings, teamHref, compact = false }: StandingsTableProps) {
  const { t } = useTranslation();
  const format = useScoreFormat();
  const points = usePointsFormat();
  // On a phone: rank, team, W–L–T and points; the rest behind "More columns".
  const columns: Array<TableColumn<StandingRowView>> = [
    { key: 'rank', header: t('common:standings.rank'), numeric: true },
    {
      key: 'team',
      header: t('common:standings.team'),
      render: (row) => <TeamCell row={row} href={teamHref} compact={compact} />,
    },
    { key: 'owner', header: t('common:standings.owner'), secondary: true },
    {
      key: 'record',
      header: t('common:standings.record'),
      numeric: true,
      render: (row) => `${row.wins}–${row.losses}–${row.ties}`,
    },
    { key: 'points', header: t('common:standings.pointsFor'), numeric: true, render: (row) => points(row.points) },
    {
      key: 'pointsAgainst',
      header: t('common:standings.pointsAgainst'),
      numeric: true,
      secondary: true,
      render: (row) => points(row.pointsAgainst),
    },
    {
      key: 'rankPercent',
      header: t('common:standings.rankPercent'),
      numeric: true,
      secondary: true,
      render: (row) => `${format(row.rankPercent)}%`,
    },
    {
      key: 'winPercent',
      header: t('common:standings.winPercent'),
      numeric: true,
      secondary: true,
      render: (row) => `${format(row.winPercent)}%`,
    },
  ];
  const rows = standings?.rows ?? [];
  return (
    <>
      <Table columns={columns} rows={rows} rowKey={(row) => row.team.id} emptyText={t('common:standings.none')} />
      {/* The full page lists every step ("How the standings are ordered"); the short table says what it ranks by. */}
      {compact && rows.length > 0 && <Note>{t('common:standings.rankedBy')}</Note>}
    </>
  );
}

/** The team's name (a link when the page gives one) and, on the full table, the tie-break step that placed it. */
function TeamCell({
  row,
  href,
  compact,
}: {
  row: StandingRowView;
  href?: (teamId: string) => string;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const step = row.decidedBy;
  return (
    <>
      {href ? <Link to={href(row.team.id)}>{row.team.name}</Link> : row.team.name}
      {!compact && step && step !== 'winPercentage' && (
        <Note>{t('common:standings.tieBrokenBy', { step: t(`common:standings.stepShort.${step}`) })}</Note>
      )}
    </>
  );
}

/** "How the standings are ordered": the tie-break chain in words, in the order it applies. */
export function StandingsOrder() {
  const { t } = useTranslation();
  return (
    <details>
      <summary>{t('common:standings.howOrdered')}</summary>
      <ol>
        {TIE_BREAK_STEPS.map((step) => (
          <li key={step}>{t(`common:standings.steps.${step}`)}</li>
        ))}
      </ol>
    </details>
  );
}

/** Where the regular season stands: the rounds whose final results count, or that it is over (the ranks are seeds). */
export function StandingsProgress({ standings }: { standings: StandingsView }) {
  const { t } = useTranslation();
  if (standings.regularSeasonOver) return <p>{t('common:standings.regularSeasonOver')}</p>;
  return (
    <p>
      {standings.countedWeeks.length === 0
        ? t('common:standings.noRoundCounted', { last: standings.lastRegularWeek })
        : t('common:standings.roundsCounted', {
            weeks: standings.countedWeeks.join(', '),
            last: standings.lastRegularWeek,
          })}
    </p>
  );
}

/** The season's final places once its last playoff round is locked; 1–3 are the season's awards. */
export function FinalPlaces({ standings }: { standings: StandingsView }) {
  const { t } = useTranslation();
  if (standings.finalPlaces.length === 0) return null;
  const places = [...standings.finalPlaces].sort((a, b) => a.place - b.place);
  return (
    <section aria-labelledby="final-places-title">
      <h2 id="final-places-title">{t('common:standings.finalPlaces')}</h2>
      <Places>
        {places.map(({ place, team }) => (
          <li key={team.id} value={place} data-awarded={place <= 3}>
            {place <= 3 ? t(`common:standings.awarded.${place}`, { team: team.name }) : team.name}
          </li>
        ))}
      </Places>
    </section>
  );
}
