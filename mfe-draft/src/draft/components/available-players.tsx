import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canDraftPosition, type Position } from '@hfl/contracts';
import { Button, Table, VisuallyHidden, type TableColumn } from '@hfl/shared-ui';
import { NO_PLAYER_FILTERS, PlayerFilterForm, type PlayerFilters } from '@hfl/shared-ui/forms';
import type { PoolPlayer } from '../slice';

const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What a manager may do with the list; a viewer without a team in the league only reads it. */
export interface PlayerActions {
  /** The viewer's team is on the clock. */
  canPick: boolean;
  /** A pick is on its way. */
  picking: boolean;
  /** The positions the viewer's team already drafted (a pick must keep a legal roster possible). */
  myPositions: readonly Position[];
  queue: readonly string[];
  onPick: (player: PoolPlayer) => void;
  onQueue: (player: PoolPlayer) => void;
}

const matches = (player: PoolPlayer, { team, position, term }: PlayerFilters) =>
  (!team || player.teamId === team) &&
  (!position || player.position === position) &&
  (!term || player.name.toLocaleLowerCase().includes(term.toLocaleLowerCase()));

/** The pool is long (hundreds of players): it scrolls on its own, so the board and my team stay in view. */
const POOL_HEIGHT = '36rem';

/** Its headers wrap, so the Pick and Queue buttons fit beside my team on a laptop's screen. */
const WrappedHeaders = styled.div`
  && th {
    white-space: normal;
  }
`;

/**
 * The players still available, best-ranked first, with the Team and Position filters and the name search of the
 * players page. Pick is enabled only while the viewer's team is on the clock.
 */
export function AvailablePlayers({
  players,
  teams,
  actions,
}: {
  players: PoolPlayer[];
  /** Every real team of the pool (the filter's choices). */
  teams: ReadonlyArray<{ id: string; name: string }>;
  actions: PlayerActions | null;
}) {
  const { t } = useTranslation('draft');
  const [filters, setFilters] = useState<PlayerFilters>(NO_PLAYER_FILTERS);
  const rows = useMemo(() => players.filter((player) => matches(player, filters)), [players, filters]);
  const queued = new Set(actions?.queue);

  const columns: Array<TableColumn<PoolPlayer>> = [
    { key: 'rank', header: t('room.players.rank') },
    { key: 'name', header: t('room.players.name') },
    { key: 'position', header: t('room.players.position') },
    { key: 'teamName', header: t('room.players.team'), render: (player) => player.teamName ?? '—' },
    { key: 'rankPoints', header: t('room.players.points') },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: t('room.players.actions'),
      render: (player) => (
        <Actions>
          <Button
            type="button"
            disabled={!actions.canPick || actions.picking || !canDraftPosition(actions.myPositions, player.position)}
            onClick={() => actions.onPick(player)}
          >
            {t('room.players.pick')}
            <VisuallyHidden> {player.name}</VisuallyHidden>
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={queued.has(player.id)}
            onClick={() => actions.onQueue(player)}
          >
            {t(queued.has(player.id) ? 'room.players.queued' : 'room.players.queue')}
            <VisuallyHidden> {player.name}</VisuallyHidden>
          </Button>
        </Actions>
      ),
    });
  }

  return (
    <section aria-labelledby="draft-players-title">
      <h2 id="draft-players-title">{t('room.players.title')}</h2>
      <PlayerFilterForm filters={filters} teams={teams} onApply={setFilters} />
      {actions && !actions.canPick && <Note>{t('room.players.readOnly')}</Note>}
      <WrappedHeaders>
        <Table
          columns={columns}
          rows={rows}
          rowKey={(player) => player.id}
          emptyText={t('room.players.none')}
          maxHeight={POOL_HEIGHT}
        />
      </WrappedHeaders>
    </section>
  );
}
