import { createRoot } from 'react-dom/client';
import { loadFromFederation } from './remotes/remote-loader';
import { connectSocket } from './session/socket';
import { startShell } from './start-shell';

void startShell({ loadRegistration: loadFromFederation, connectSocket: () => connectSocket() }).then(({ element }) => {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(element);
});
