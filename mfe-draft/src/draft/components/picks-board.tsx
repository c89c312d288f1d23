import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DraftState } from '@hfl/contracts';
import { PositionChip, Table, type TableColumn } from '@hfl/shared-ui';
import { PlayerStatusBadge } from '@hfl/shared-ui/season';
import { boardRounds, type BoardCell } from '../room-view';
import type { PoolPlayer } from '../slice';

const Cell = styled.span`
  display: block;
  min-width: 8em;
  &[aria-current='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 4px;
    font-weight: 700;
  }
`;

const Auto = styled.abbr`
  margin-left: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoLight};
  color: ${({ theme }) => theme.colors.info};
  font-size: 0.8em;
  text-decoration: none;
`;

type Round = ReturnType<typeof boardRounds>[number];

/** Every pick by round (rows) and team (columns, in draft order), each player with his status; automatic picks are marked. */
export function PicksBoard({ room, poolById }: { room: DraftState; poolById: ReadonlyMap<string, PoolPlayer> }) {
  const { t } = useTranslation('draft');
  const rounds = useMemo(() => boardRounds(room), [room]);

  const show = ({ pickNo, pick }: BoardCell) => {
    if (pick) {
      const player = poolById.get(pick.playerId);
      return (
        <Cell>
          {player ? (
            <>
              {`${player.name} `}
              <PositionChip position={player.position} />{' '}
              {/* A board's cell is narrow: the status's icon, named in words for a screen reader and a pointer. */}
              <PlayerStatusBadge status={player.status} compact />
            </>
          ) : (
            '…'
          )}
          {pick.automatic && <Auto title={t('room.board.autoHint')}>{t('room.board.auto')}</Auto>}
        </Cell>
      );
    }
    if (room.current?.pickNo === pickNo) return <Cell aria-current="true">{t('room.board.onTheClock')}</Cell>;
    return null;
  };

  const columns: Array<TableColumn<Round>> = [
    { key: 'round', header: t('room.board.round'), render: (row) => row.round },
    ...room.teams.map((team, index) => ({
      key: team.id,
      header: team.name,
      render: (row: Round) => {
        const cell = row.cells[index];
        return cell ? show(cell) : null;
      },
    })),
  ];

  return (
    <section aria-labelledby="draft-board-title">
      <h2 id="draft-board-title">{t('room.board.title')}</h2>
      <Table columns={columns} rows={rounds} rowKey={(row) => String(row.round)} />
    </section>
  );
}
