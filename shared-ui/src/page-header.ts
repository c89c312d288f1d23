import styled from 'styled-components';

/** A page's title with its page-level actions beside it (wrapping under it on narrow screens). */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
`;
