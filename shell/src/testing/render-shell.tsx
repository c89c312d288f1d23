import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { RemoteRegistration } from '@hfl/shared-ui';
import type { ApiServer } from '@hfl/shared-ui/testing';
import type { AppSocket } from '../session/socket';
import { startShell } from '../start-shell';

/**
 * The shell rendered in English on `/faq` against the BFF stub, with `registration` as the player remote (loaded
 * before this resolves, its /faq page on screen).
 */
export async function renderShellWithPlayer(
  bff: ApiServer,
  registration: RemoteRegistration,
  connectSocket: () => Promise<AppSocket> = async () => ({ on: () => {}, close: () => {} }),
) {
  const shell = await startShell({
    loadRegistration: async () => registration,
    locateRemotes: async () => [{ name: 'mfe_player', entry: `${bff.baseUrl}/mfe/player/mf-manifest.json` }],
    connectSocket,
    apiBaseUrl: bff.baseUrl,
    createRouter: (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: ['/faq'] }),
  });
  await shell.i18n.changeLanguage('en');
  render(shell.element);
  await act(async () => {
    await shell.remotes.load('mfe_player');
  });
  return shell;
}
