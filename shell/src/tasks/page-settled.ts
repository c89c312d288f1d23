/** How long a page waits for the browser to be idle after its load before going on anyway. */
const IDLE_WAIT_MS = 2_000;

/**
 * Resolves once the document and everything it asked for have loaded (its scripts, the page's remote and its reads)
 * and then the browser has a moment of quiet. What the page does not need to show itself (the live socket, the unread
 * badge) waits for it, so on a slow phone's connection it does not take bandwidth and main-thread time from the page's
 * own code and data (issue 39: the largest paint and the blocking time).
 */
export function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
