import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@hfl/shared-ui';
import type { PoolPlayer } from '../slice';

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

const Buttons = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  button {
    min-height: 32px;
    padding: 0.2em 0.6em;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The viewer's wish list for automatic picks, in order: when the team's time runs out the server drafts the first
 * player of it still available. Players drafted meanwhile are not shown (and drop out with the next change).
 */
export function MyQueue({ players, onChange }: { players: PoolPlayer[]; onChange: (playerIds: string[]) => void }) {
  const { t } = useTranslation('draft');
  const ids = players.map((player) => player.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <section aria-labelledby="draft-queue-title">
      <h2 id="draft-queue-title">{t('room.queue.title')}</h2>
      {players.length === 0 ? (
        <Note>{t('room.queue.empty')}</Note>
      ) : (
        <List aria-labelledby="draft-queue-title">
          {players.map((player, index) => (
            <li key={player.id}>
              <span>{`${player.name} (${player.position})`}</span>
              <Buttons>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={index === 0}
                  aria-label={t('room.queue.up', { player: player.name })}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={index === players.length - 1}
                  aria-label={t('room.queue.down', { player: player.name })}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </Button>
                <Button
                  type="button"
                  variant="danger"
                  aria-label={t('room.queue.remove', { player: player.name })}
                  onClick={() => onChange(ids.filter((id) => id !== player.id))}
                >
                  ×
                </Button>
              </Buttons>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
