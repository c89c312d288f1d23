import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LinkButton } from '@hfl/shared-ui';

const Choice = styled(LinkButton)`
  &[aria-pressed='true'] {
    font-weight: 700;
    text-decoration: none;
  }
`;

/**
 * A table row's name as the button that selects the row (a team whose players show below the table); the chosen
 * row is marked pressed, so the choice is announced as well as seen.
 */
export function RowChoiceButton({
  chosen,
  onChoose,
  children,
}: {
  chosen: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <Choice type="button" aria-pressed={chosen} onClick={onChoose}>
      {children}
    </Choice>
  );
}
