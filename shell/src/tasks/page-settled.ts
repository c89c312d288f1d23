/** How long after its load a page is left to render what it loaded (its reads, its remote's page) undisturbed. */
const RENDER_AFTER_LOAD_MS = 2_000;
/** How long a page then waits for the browser to be idle before going on anyway. */
const IDLE_WAIT_MS = 2_000;

/**
 * Resolves once the document and everything it asked for have loaded (its scripts, the page's remote and its reads),
 * the page has had a moment to render them, and the browser is idle. What the page does not need to show itself (the
 * live socket, the unread badge) waits for it, so on a slow phone's connection it takes no bandwidth and main-thread
 * time from the page's own code and data (issue 39: the largest paint and the blocking time). The load alone is too
 * early: a page renders its data after it, in slices between which the browser looks idle.
 */
export function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS })
        : resolve();
    // From the load on: after a sign-in on a page loaded long ago, only the idle moment is waited for.
    const afterLoad = () => setTimeout(whenIdle, Math.max(0, loadEnd() + RENDER_AFTER_LOAD_MS - performance.now()));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}

/** When the document finished loading (its navigation's loadEventEnd), on performance.now()'s clock; now if unknown. */
function loadEnd(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd || performance.now();
}
