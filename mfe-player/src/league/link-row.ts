import styled from 'styled-components';

/** A league page's links side by side (league home, settings, invite, the back-office), wrapping when narrow. */
export const LinkRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;
