import styled, { css } from 'styled-components';

/**
 * The look of a form control (input, select, textarea) and of its invalid state, so the fields a remote builds
 * itself (e.g. mfe-player's date of birth) match shared-ui's text and select fields.
 */
export const fieldControl = css`
  font: inherit;
  padding: 8px 10px;
  min-height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[readonly] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    ${fieldControl}
  }
`;

export const FieldErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;
