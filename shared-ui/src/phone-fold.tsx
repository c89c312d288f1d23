import { Suspense, useEffect, useState, type ReactNode } from 'react';
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

/** How long after its frame's callbacks a frame is counted as painted: a browser reports it a few frames later. */
const PAINT_MARGIN_MS = 100;

/**
 * True a moment after the frame in which `ready` first was (and then for good). An effect alone can run before its
 * commit paints (a synchronous update's does), and a frame's own callbacks run before it reaches the screen.
 */
function useTrueAfterPaint(ready: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!ready || due) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDue(true), PAINT_MARGIN_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, due]);
  return due;
}

/**
 * What a phone can fold away (a list's filters, the claims above it), so the list itself and its actions are on the
 * first screen: folded under `summary` on a phone (text, or a section's heading), shown as it is on larger screens.
 * With `deferUntil`, content whose code loads on demand (a lazy form) does not hold up the page on a phone: folded
 * at first, it is rendered, and its code asked for, only once the page has painted with `deferUntil` true (say, the
 * list has shown). Shown at once (a larger screen, or unfolded at first), it suspends the page's own boundary, so it
 * never pushes anything down when it arrives.
 */
export function PhoneFold({
  summary,
  wide = null,
  open = false,
  deferUntil,
  children,
}: {
  summary: ReactNode;
  /** What stands above the children on larger screens (a section's heading, whose summary on a phone adds a count). */
  wide?: ReactNode;
  /** Unfolded at first (filters that are set, so a shared link shows what narrowed its list). */
  open?: boolean;
  deferUntil?: boolean;
  children: ReactNode;
}) {
  const narrow = useNarrowScreen();
  const [foldedAtFirst] = useState(!open);
  const deferred = narrow && foldedAtFirst && deferUntil !== undefined;
  const due = useTrueAfterPaint(deferred && deferUntil === true);
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
      {deferred ? due && <Suspense fallback={null}>{children}</Suspense> : children}
    </Fold>
  );
}
