import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GamePlayerView, GameSideView } from '@hfl/contracts';
import { Table, type TableColumn } from '@hfl/shared-ui';
import { PlayerStatusBadge, usePointsFormat } from '@hfl/shared-ui/season';
import { TeamLogo } from '../league/team-logo';

const Column = styled.section`
  flex: 1 1 320px;
  min-width: 0;
  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    overflow-wrap: anywhere;
  }
  h4 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
  }
`;

const Points = styled.p`
  font-size: 2rem;
  font-weight: 700;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A player's name and status: the status goes under the name when the column is narrow (a phone), never sideways. */
const PlayerCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(2)};
`;

/**
 * One team's side of a game: logo, name, owner, rank and record (W–L–T), its playoff seed, its points, and the
 * lineup it started the round with: starters (whose points count) and bench (its points apart).
 */
export function TeamColumn({ side, labelId }: { side: GameSideView; labelId: string }) {
  const { t } = useTranslation('player');
  const format = usePointsFormat();
  const { team, rank, wins, losses, ties, seed, points, benchPoints } = side;
  return (
    <Column aria-labelledby={labelId}>
      <TeamLogo team={team} size={64} />
      <h3 id={labelId}>{team.name}</h3>
      <Muted>{team.owner}</Muted>
      <p>
        {rank === null ? '' : `${t('gameCenter.rank', { rank })} · `}
        {t('gameCenter.record', { record: `${wins}–${losses}–${ties}` })}
        {seed !== null && ` · ${t('gameCenter.seed', { seed })}`}
      </p>
      <Points>{points === null ? '–' : format(points)}</Points>
      {side.autoLineup && <Muted>{t('gameCenter.autoLineup')}</Muted>}
      <h4>{t('gameCenter.starters')}</h4>
      <LineupTable players={side.starters} />
      <h4>
        {t('gameCenter.bench')}
        {benchPoints !== null && ` · ${t('gameCenter.benchPoints', { points: format(benchPoints) })}`}
      </h4>
      <LineupTable players={side.bench} />
    </Column>
  );
}

/** A lineup's players: name and status, the slot he filled, his club and his points in the round. */
function LineupTable({ players }: { players: GamePlayerView[] }) {
  const { t } = useTranslation('player');
  const format = usePointsFormat();
  const columns: Array<TableColumn<GamePlayerView>> = [
    {
      key: 'player',
      header: t('gameCenter.columns.player'),
      render: (row) => (
        <PlayerCell>
          {row.player.name}
          <PlayerStatusBadge status={row.player.status} />
        </PlayerCell>
      ),
    },
    { key: 'slot', header: t('gameCenter.columns.slot'), render: (row) => t(`team.slots.${row.fantasyPosition}`) },
    { key: 'club', header: t('gameCenter.columns.club'), render: (row) => row.player.team?.name ?? '–' },
    { key: 'points', header: t('gameCenter.columns.points'), numeric: true, render: (row) => format(row.points) },
  ];
  return (
    <Table columns={columns} rows={players} rowKey={(row) => row.player.id} emptyText={t('gameCenter.noLineup')} />
  );
}
