import styled from 'styled-components';

/** A league's facts as term and value pairs (members, open slots, draft date, admin…). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0 0 16px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
  /* A phone has no room for two columns: each value goes under its term. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
    gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;
