import styled from 'styled-components';

/** A row of choices that scrolls sideways on a narrow screen (weeks, games): the week switcher's and the game slider's. */
export const ChoiceStrip = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0 0 ${({ theme }) => theme.space(1)};
  list-style: none;
  overflow-x: auto;
`;
