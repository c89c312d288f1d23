import styled from 'styled-components';

/** A button that reads as a link in a table cell (a name that opens a popup or selects its row). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;
