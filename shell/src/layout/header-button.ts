import styled from 'styled-components';

/** A button on the header's green: outlined in white (the Menu button, the account menu's). */
export const HeaderButton = styled.button`
  padding: 6px 12px;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
