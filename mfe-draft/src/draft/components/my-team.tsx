import { useTranslation } from 'react-i18next';
import { assignDraftSlots, ROSTER_BENCH } from '@hfl/contracts';
import { PositionChip, Table, type TableColumn } from '@hfl/shared-ui';
import { PlayerStatusBadge } from '@hfl/shared-ui/season';
import type { PoolPlayer } from '../slice';

interface SlotRow {
  key: string;
  slot: string;
  player: PoolPlayer | null;
}

/**
 * The viewer's drafted players by roster slot (QB, RB, TE/WR ×2, FLEX, K, DEF, HC), then the six bench slots, each
 * with his status.
 */
export function MyTeam({ players }: { players: PoolPlayer[] }) {
  const { t } = useTranslation('draft');
  const { starters, bench } = assignDraftSlots(players);
  const rows: SlotRow[] = [
    ...starters.map(({ slot, player }, index) => ({
      key: `${slot}-${index}`,
      slot: t(`room.myTeam.slots.${slot}`),
      player,
    })),
    ...Array.from({ length: Math.max(ROSTER_BENCH, bench.length) }, (_, index) => ({
      key: `bench-${index}`,
      slot: t('room.myTeam.bench'),
      player: bench[index] ?? null,
    })),
  ];
  const columns: Array<TableColumn<SlotRow>> = [
    { key: 'slot', header: t('room.myTeam.slot') },
    {
      key: 'player',
      header: t('room.myTeam.player'),
      render: (row) =>
        row.player ? (
          <>
            {`${row.player.name} `}
            <PlayerStatusBadge status={row.player.status} />
          </>
        ) : (
          t('room.myTeam.empty')
        ),
    },
    {
      key: 'position',
      header: t('room.myTeam.position'),
      render: (row) => (row.player ? <PositionChip position={row.player.position} /> : ''),
    },
  ];
  return (
    <section aria-labelledby="draft-my-team-title">
      <h2 id="draft-my-team-title">{t('room.myTeam.title')}</h2>
      <Table columns={columns} rows={rows} rowKey={(row) => row.key} />
    </section>
  );
}
