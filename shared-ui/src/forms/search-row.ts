import { Form } from 'formik';
import styled from 'styled-components';

/** A list's search form on one wrapping row: fields share the width, the buttons line up with the inputs. */
export const SearchRow = styled(Form)<{ $fieldWidth?: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    flex: 1 1 ${({ $fieldWidth }) => $fieldWidth ?? '180px'};
  }
  button {
    margin-bottom: 16px;
  }
`;
