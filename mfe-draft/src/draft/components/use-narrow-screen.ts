import { useEffect, useState } from 'react';
import { useTheme } from 'styled-components';

const matches = (query: string): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the screen is a phone's (the theme's mobile breakpoint), following rotation and resizing. */
export function useNarrowScreen(): boolean {
  const theme = useTheme();
  const query = `(max-width: ${theme.breakpoints.mobile})`;
  const [narrow, setNarrow] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const changed = () => setNarrow(list.matches);
    changed();
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  return narrow;
}

/** The height of the site's sticky header (its banner), so what sticks below it is not hidden under it. */
export function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    const measure = () => setHeight(header?.getBoundingClientRect().height ?? 0);
    measure();
    // The header grows when its menu opens on a phone, and shrinks again.
    if (!header || typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
