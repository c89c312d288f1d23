import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canDraftPosition, matchesSearch, type Position } from '@hfl/contracts';
import {
  Button,
  NO_PLAYER_FILTERS,
  PhoneFold,
  PositionChip,
  Table,
  VisuallyHidden,
  type PlayerFilters,
  type TableColumn,
} from '@hfl/shared-ui';
import { PlayerStatusBadge, usePointsFormat } from '@hfl/shared-ui/season';
import { PlayerFilterForm } from '@hfl/shared-ui/forms';
import type { PoolPlayer } from '../slice';
import { PlayerPhoto } from './player-photo';

/** On a phone the two buttons stack, slimmer, so a row stays short and five players fit a screen. */
const Actions = styled.span<{ $narrow: boolean }>`
  display: inline-flex;
  flex-direction: ${({ $narrow }) => ($narrow ? 'column' : 'row')};
  gap: ${({ theme, $narrow }) => theme.space($narrow ? 1 : 2)};
  ${({ $narrow }) =>
    $narrow &&
    `
    button {
      min-height: 32px;
      padding: 0.25em 0.6em;
      font-size: 0.9em;
    }
  `}
`;

const Player = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A phone's photo is smaller, so the name and position share a line and the row stays short. */
const NarrowPhoto = styled.span`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    img,
    svg {
      width: 28px;
      height: 28px;
    }
  }
`;

const NameLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
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
  (!team || player.teamId === team) && (!position || player.position === position) && matchesSearch(player.name, term);

/**
 * The pool is long (hundreds of players): on a laptop it takes the screen's height (its header row staying in view)
 * beside the queue and my team; on a phone it is the page itself, under the sticky clock.
 */
const POOL_HEIGHT = 'max(30rem, calc(100vh - 6rem))';

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
  narrow = false,
}: {
  players: PoolPlayer[];
  /** Every real team of the pool (the filter's choices). */
  teams: ReadonlyArray<{ id: string; name: string }>;
  actions: PlayerActions | null;
  /** A phone: the rank and last season's points go into the player's cell, so the actions stay in view. */
  narrow?: boolean;
}) {
  const { t } = useTranslation('draft');
  const [filters, setFilters] = useState<PlayerFilters>(NO_PLAYER_FILTERS);
  const rows = useMemo(() => players.filter((player) => matches(player, filters)), [players, filters]);
  const queued = new Set(actions?.queue);
  const points = usePointsFormat();

  const playerCell = (player: PoolPlayer) => (
    <Player>
      <NarrowPhoto>
        <PlayerPhoto name={player.name} photoUrl={player.photoUrl} />
      </NarrowPhoto>
      <span>
        <NameLine>
          {narrow && <span>{`${player.rank}.`}</span>}
          <strong>{player.name}</strong>
          <PositionChip position={player.position} />
          <PlayerStatusBadge status={player.status} />
        </NameLine>
        <small>
          {player.teamName ?? '—'}
          {narrow && ` · ${points(player.rankPoints)}`}
        </small>
      </span>
    </Player>
  );
  const columns: Array<TableColumn<PoolPlayer>> = narrow
    ? [{ key: 'name', header: t('room.players.nameWithPoints'), render: playerCell }]
    : [
        { key: 'rank', header: t('room.players.rank'), numeric: true },
        { key: 'name', header: t('room.players.name'), render: playerCell },
        {
          key: 'rankPoints',
          header: t('room.players.points'),
          numeric: true,
          render: (player) => points(player.rankPoints),
        },
      ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: t('room.players.actions'),
      render: (player) => (
        <Actions $narrow={narrow}>
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
            // Still focusable once queued, so keyboard focus stays where it was.
            aria-disabled={queued.has(player.id) ? 'true' : undefined}
            onClick={() => !queued.has(player.id) && actions.onQueue(player)}
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
      <h2 id="draft-players-title" tabIndex={-1}>
        {t('room.players.title')}
      </h2>
      <PhoneFold summary={t('room.players.filters')}>
        <PlayerFilterForm filters={filters} teams={teams} onApply={setFilters} />
      </PhoneFold>
      {actions && !actions.canPick && <Note>{t('room.players.readOnly')}</Note>}
      <WrappedHeaders>
        <Table
          columns={columns}
          rows={rows}
          rowKey={(player) => player.id}
          emptyText={t('room.players.none')}
          maxHeight={narrow ? undefined : POOL_HEIGHT}
        />
      </WrappedHeaders>
    </section>
  );
}
