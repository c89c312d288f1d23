import styled from 'styled-components';

/**
 * Styles of the fields built here (radio group, checkbox, date of birth), matching shared-ui's text and select
 * fields. shared-ui does not export its field styles, so these follow the same theme values.
 */
export const FieldSet = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 40px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const CheckboxRow = styled(Choices)`
  margin-bottom: 16px;
`;

export const DateParts = styled.div`
  display: grid;
  grid-template-columns: minmax(70px, 1fr) minmax(120px, 2fr) minmax(90px, 1.3fr);
  gap: ${({ theme }) => theme.space(2)};
  div {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  label {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  select {
    font: inherit;
    padding: 8px 10px;
    min-height: 40px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const ErrorText = styled.span`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;
