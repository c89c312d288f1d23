import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFromFederation } from './remotes/remote-loader';
import { connectSocket } from './session/socket';
import { startShell } from './start-shell';

void startShell({ loadRegistration: loadFromFederation, connectSocket: () => connectSocket() }).then(({ element }) => {
  const root = document.getElementById('root');
  // A transition lets React yield to the browser while it renders the first page, so a phone's main thread is not
  // blocked for the whole first render (issue 39: total blocking time).
  if (root) startTransition(() => createRoot(root).render(element));
});
