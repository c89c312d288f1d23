import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, PositionChip } from '@hfl/shared-ui';
import { PlayerStatusBadge } from '@hfl/shared-ui/season';
import type { PoolPlayer, QueueChange } from '../slice';

const List = styled.ol`
  margin: 0;
  padding-left: 1.5em;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: 4px 0;
  }
`;

const Name = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Buttons = styled.span`
  display: inline-flex;
  flex: none;
  gap: ${({ theme }) => theme.space(1)};
  button {
    min-width: 36px;
    min-height: 36px;
    padding: 0.2em 0.6em;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Control = 'up' | 'down' | 'remove';

/** Where focus goes after a change: the moved player's button, or the next one's after a removal. */
interface FocusTarget {
  playerId: string | null;
  control: Control;
}

/**
 * The viewer's wish list for automatic picks, in order: when the team's time runs out the server drafts the first
 * player of it still available. Players drafted meanwhile are not shown (and drop out with the next change). Each
 * row moves up or down or leaves with its buttons; focus stays with the player moved (on the other arrow once it
 * reaches an end) and the live region says where it went.
 */
export function MyQueue({
  players,
  onChange,
}: {
  players: PoolPlayer[];
  onChange: (playerIds: string[], change: QueueChange) => void;
}) {
  const { t } = useTranslation('draft');
  const listRef = useRef<HTMLOListElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const ids = players.map((player) => player.id);

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    const { playerId, control } = focusTarget;
    if (playerId === null) {
      titleRef.current?.focus();
      return;
    }
    const row = listRef.current?.querySelector(`[data-player-id="${playerId}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-control="${control}"]:not(:disabled)`);
    const other = control === 'up' ? 'down' : 'up';
    const fallback = row?.querySelector<HTMLButtonElement>(`[data-control="${other}"]:not(:disabled)`);
    (wanted ?? fallback ?? row?.querySelector<HTMLButtonElement>('[data-control="remove"]'))?.focus();
  }, [focusTarget]);

  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange(next, { kind: 'moved', playerId: moved });
    setFocusTarget({ playerId: moved, control: to < from ? 'up' : 'down' });
  };
  const remove = (index: number, playerId: string) => {
    onChange(
      ids.filter((id) => id !== playerId),
      { kind: 'removed', playerId },
    );
    setFocusTarget({ playerId: ids[index + 1] ?? ids[index - 1] ?? null, control: 'remove' });
  };

  return (
    <section aria-labelledby="draft-queue-title">
      <h2 id="draft-queue-title" ref={titleRef} tabIndex={-1}>
        {t('room.queue.title')}
      </h2>
      {players.length === 0 ? (
        <Note>{t('room.queue.empty')}</Note>
      ) : (
        <List ref={listRef} aria-labelledby="draft-queue-title">
          {players.map((player, index) => (
            <li key={player.id} data-player-id={player.id}>
              <Name>
                {player.name}
                <PositionChip position={player.position} />
                <PlayerStatusBadge status={player.status} />
              </Name>
              <Buttons>
                <Button
                  type="button"
                  variant="secondary"
                  data-control="up"
                  disabled={index === 0}
                  aria-label={t('room.queue.up', { player: player.name })}
                  onClick={() => move(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  data-control="down"
                  disabled={index === players.length - 1}
                  aria-label={t('room.queue.down', { player: player.name })}
                  onClick={() => move(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  type="button"
                  variant="danger"
                  data-control="remove"
                  aria-label={t('room.queue.remove', { player: player.name })}
                  onClick={() => remove(index, player.id)}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </Buttons>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
