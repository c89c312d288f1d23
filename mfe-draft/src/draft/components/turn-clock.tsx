import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DraftState } from '@hfl/contracts';
import { instantMs, isMyTurn } from '../room-view';
import { Countdown } from './countdown';

const Panel = styled.section<{ $mine: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme, $mine }) => ($mine ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primaryLight : theme.colors.surface)};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    gap: ${({ theme }) => theme.space(1)};
    h2 {
      font-size: 1rem;
    }
  }
`;

/** The turn on the clock and its countdown; before the start, the countdown to it. */
export function TurnClock({ room }: { room: DraftState }) {
  const { t } = useTranslation('draft');
  if (room.status === 'pending') {
    return (
      <Panel $mine={false} aria-labelledby="draft-clock-title">
        <div>
          <h2 id="draft-clock-title">{t('room.clock.notStarted')}</h2>
          <p>{t('room.clock.startsIn')}</p>
        </div>
        <Countdown until={instantMs(room.draftStartsAt)} label={t('room.clock.untilStart')} />
      </Panel>
    );
  }
  const { current } = room;
  if (!current) {
    return (
      <Panel $mine={false} aria-labelledby="draft-clock-title">
        <h2 id="draft-clock-title">{t('room.clock.allPicked')}</h2>
      </Panel>
    );
  }
  const mine = isMyTurn(room);
  const team = room.teams.find((candidate) => candidate.id === current.teamId);
  return (
    <Panel $mine={mine} aria-labelledby="draft-clock-title">
      <div>
        <h2 id="draft-clock-title">{t('room.clock.pick', { round: current.round, pickNo: current.pickNo })}</h2>
        <p>
          {mine ? <strong>{t('room.clock.yourTurn')}</strong> : t('room.clock.onTheClock', { team: team?.name ?? '' })}
        </p>
      </div>
      <Countdown until={instantMs(current.deadlineAt)} label={t('room.clock.timeLeft')} />
    </Panel>
  );
}
