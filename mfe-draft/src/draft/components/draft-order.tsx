import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DraftState } from '@hfl/contracts';
import { VisuallyHidden } from '@hfl/shared-ui';

const Order = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Team = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.primaryLight};
    font-weight: 700;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;

const Dot = styled.span<{ $present: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme, $present }) => ($present ? theme.colors.success : theme.colors.border)};
`;

/**
 * The teams in draft order with the team on the clock marked, a dot for each manager in the room, and which way the
 * round runs (snake: every other round runs back up the order).
 */
export function DraftOrder({ room, presentUserIds }: { room: DraftState; presentUserIds: readonly string[] }) {
  const { t } = useTranslation('draft');
  const present = new Set(presentUserIds);
  const round = room.current?.round ?? 1;
  const direction = room.current?.direction ?? 'forward';
  const showDirection = room.status === 'pending' || room.current !== null;
  return (
    <section aria-labelledby="draft-order-title">
      <h2 id="draft-order-title">{t('room.order.title')}</h2>
      {showDirection && (
        <p>
          <span aria-hidden="true">{direction === 'forward' ? '→ ' : '← '}</span>
          {t(`room.order.${direction}`, { round })}
        </p>
      )}
      <Order>
        {room.teams.map((team) => {
          const inRoom = present.has(team.userId);
          const onTheClock = room.current?.teamId === team.id;
          return (
            <Team key={team.id} aria-current={onTheClock ? 'true' : undefined}>
              <Dot $present={inRoom} aria-hidden="true" />
              <span>
                {team.name}
                <VisuallyHidden>
                  {`, ${t(inRoom ? 'room.order.present' : 'room.order.away')}`}
                  {onTheClock ? `, ${t('room.order.onTheClock')}` : ''}
                </VisuallyHidden>
                <small>{team.owner}</small>
              </span>
            </Team>
          );
        })}
      </Order>
    </section>
  );
}
