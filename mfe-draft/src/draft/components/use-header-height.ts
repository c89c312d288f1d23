import { useEffect, useState } from 'react';

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
