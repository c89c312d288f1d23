import { useEffect, useRef } from 'react';

/**
 * Runs `action` once after the first render. For calls a page makes on load that must not repeat, like using a
 * single-use link's token: StrictMode runs effects twice in development, and the second call would fail.
 */
export function useRunOnce(action: () => void): void {
  const started = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    latest.current();
  }, []);
}
