import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useNarrowScreen } from '@hfl/shared-ui/core';

const Fold = styled.details`
  margin-bottom: ${({ theme }) => theme.space(2)};
  summary {
    padding: ${({ theme }) => theme.space(2)} 0;
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  /* A section's heading as the summary stays on the marker's line. */
  summary > h2 {
    display: inline;
    font-size: 1.15em;
  }
`;

/**
 * What a phone can fold away (a list's filters, the claims above it), so the list itself and its actions are on the
 * first screen: folded under `summary` on a phone (text, or a section's heading), shown as it is on larger screens.
 */
export function PhoneFold({
  summary,
  wide = null,
  open = false,
  children,
}: {
  summary: ReactNode;
  /** What stands above the children on larger screens (a section's heading, whose summary on a phone adds a count). */
  wide?: ReactNode;
  /** Unfolded at first (filters that are set, so a shared link shows what narrowed its list). */
  open?: boolean;
  children: ReactNode;
}) {
  const narrow = useNarrowScreen();
  if (!narrow)
    return (
      <>
        {wide}
        {children}
      </>
    );
  return (
    <Fold open={open}>
      <summary>{summary}</summary>
      {children}
    </Fold>
  );
}
