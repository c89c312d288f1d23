import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { DRAFT_POLL_MS } from '@hfl/contracts';
import { selectConnection, type DraftConnection } from '../slice';

const Status = styled.p<{ $connection: DraftConnection }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme, $connection }) => ($connection === 'live' ? theme.colors.success : theme.colors.accent)};
  }
`;

/** Live updates, or the socket is down and the room refreshes itself every few seconds. */
export function ConnectionIndicator() {
  const { t } = useTranslation('draft');
  const connection = useSelector(selectConnection);
  return (
    <Status role="status" $connection={connection}>
      {t(`room.connection.${connection}`, { seconds: DRAFT_POLL_MS / 1000 })}
    </Status>
  );
}
