import { loadFromFederation } from './remotes/remote-loader';
import { connectSocket } from './session/socket';
import { nextTask } from './tasks/next-task';
import { pageSettled } from './tasks/page-settled';

/**
 * The boot evaluates its libraries in steps, each in a task of its own, rather than in one long task that blocks a
 * phone's main thread (issue 39: total blocking time): React's renderer first, then the shell with its libraries.
 */
async function boot(): Promise<void> {
  const [{ startTransition }, { createRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await nextTask();
  const { startShell } = await import('./start-shell');
  await nextTask();
  const { element } = await startShell({
    loadRegistration: loadFromFederation,
    // The live socket (its client is 13 KB) waits until the page has loaded: its events only keep the page current.
    connectSocket: () => pageSettled().then(() => connectSocket()),
  });
  // The router made (the app's routes matched against the first page) in the task before React's root.
  await nextTask();
  const root = document.getElementById('root');
  // A transition lets React yield to the browser while it renders the first page, so a phone's main thread is not
  // blocked for the whole first render (issue 39: total blocking time).
  if (root) startTransition(() => createRoot(root).render(element));
}

void boot();
