import { loadFromFederation } from './remotes/remote-loader';
import { connectSocket } from './session/socket';
import { nextTask } from './tasks/next-task';

/**
 * The boot evaluates its libraries in steps, each in a task of its own, rather than in one long task that blocks a
 * phone's main thread (issue 39: total blocking time): React's renderer first, then the shell with its libraries.
 */
async function boot(): Promise<void> {
  const [{ startTransition }, { createRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await nextTask();
  const { startShell } = await import('./start-shell');
  await nextTask();
  const { element } = await startShell({ loadRegistration: loadFromFederation, connectSocket: () => connectSocket() });
  const root = document.getElementById('root');
  // A transition lets React yield to the browser while it renders the first page, so a phone's main thread is not
  // blocked for the whole first render (issue 39: total blocking time).
  if (root) startTransition(() => createRoot(root).render(element));
  whenIdle(warmNumberFormatting);
}

/**
 * The browser's ICU loads its number data on a page's first formatted number: 20–40 ms on a laptop, four times that
 * on a phone, inside the render that shows the page's figures. Spent instead while the page waits for its data.
 */
function warmNumberFormatting(): void {
  new Intl.NumberFormat(document.documentElement.lang || undefined, { maximumFractionDigits: 2 }).format(1.5);
}

function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2_000 });
  else setTimeout(work, 0);
}

void boot();
