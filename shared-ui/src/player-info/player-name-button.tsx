import styled from 'styled-components';
import type { PlayerStatus } from '@hfl/contracts';
import { LinkButton } from '../link-button';
import { PlayerStatusBadge } from './player-status';

const Cell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  img {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    object-fit: cover;
    flex: none;
  }
  /* On a phone the list's numbers need the width more than the photo does. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    gap: ${({ theme }) => theme.space(1)};
    img {
      width: 28px;
      height: 28px;
    }
  }
`;

/**
 * A player's photo (40 px, when there is one) and name, the name opening his popup, and his status when the list
 * gives it: how every player list shows him.
 */
export function PlayerNameButton({
  name,
  photoUrl,
  status,
  onClick,
}: {
  name: string;
  photoUrl: string | null;
  status?: PlayerStatus;
  onClick: () => void;
}) {
  return (
    <Cell>
      {photoUrl && <img src={photoUrl} alt="" />}
      <LinkButton type="button" onClick={onClick}>
        {name}
      </LinkButton>
      <PlayerStatusBadge status={status} />
    </Cell>
  );
}
