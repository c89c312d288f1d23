import { useEffect, useState } from 'react';
import { useTheme } from 'styled-components';

const matches = (query: string): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether the screen is at most the theme's `breakpoint` wide (a phone's by default), following rotation and
 * resizing.
 */
export function useNarrowScreen(breakpoint: 'mobile' | 'tablet' = 'mobile'): boolean {
  const theme = useTheme();
  const query = `(max-width: ${theme.breakpoints[breakpoint]})`;
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
