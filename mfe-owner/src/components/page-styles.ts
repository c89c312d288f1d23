import styled from 'styled-components';

/** A row of buttons or links: a table row's actions, a page's actions. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A titled block of a page (a table, the league's information). */
export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: 1.25rem;
  }
`;
