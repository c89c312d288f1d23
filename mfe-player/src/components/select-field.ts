import styled from 'styled-components';

/** A dialog's labelled select (whom to drop, whom to offer): the label above, the select full width. */
export const SelectField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    min-height: 40px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
