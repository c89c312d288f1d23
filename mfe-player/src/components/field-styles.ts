import styled from 'styled-components';
import { FieldErrorText } from '@hfl/shared-ui/forms';

/**
 * Styles of the fields built here (radio group, checkbox); the controls and error text come from
 * shared-ui's fields so every form looks the same.
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
    /* A label that wraps must not squeeze its box. */
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const CheckboxRow = styled(Choices)`
  margin-bottom: 16px;
`;

/** A fieldset is no flex column like shared-ui's field wrapper, so the error text keeps its own line and gap. */
export const ErrorText = styled(FieldErrorText)`
  display: block;
  margin-top: 4px;
`;
