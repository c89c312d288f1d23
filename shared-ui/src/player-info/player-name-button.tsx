import styled from 'styled-components';
import { LinkButton } from '../link-button';

const Cell = styled.span`
  display: inline-flex;
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

/** A player's photo (40 px, when there is one) and name, the name opening his popup: how every player list shows him. */
export function PlayerNameButton({
  name,
  photoUrl,
  onClick,
}: {
  name: string;
  photoUrl: string | null;
  onClick: () => void;
}) {
  return (
    <Cell>
      {photoUrl && <img src={photoUrl} alt="" />}
      <LinkButton type="button" onClick={onClick}>
        {name}
      </LinkButton>
    </Cell>
  );
}
