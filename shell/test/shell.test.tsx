import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { RemoteRegistration } from '@hfl/shared-ui';
import type { RegistrationLoader } from '../src/remotes/remote-loader';
import type { AppSocket } from '../src/session/socket';
import { startShell } from '../src/start-shell';

let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/api/session') return res.end(JSON.stringify({ user: null, csrfToken: 'csrf-1' }));
    if (req.url === '/remotes.json') {
      return res.end(JSON.stringify({ remotes: [{ name: 'mfe_player', entry: `${baseUrl}/mfe/player/mf-manifest.json` }] }));
    }
    res.statusCode = 404;
    return res.end(JSON.stringify({ error: { code: 'not_found', message: 'The requested item does not exist' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let scrolls: Array<[number, number]>;

beforeEach(() => {
  // jsdom does not implement scrolling; record what the layout asks for.
  scrolls = [];
  window.scrollTo = ((x: number, y: number) => scrolls.push([x, y])) as typeof window.scrollTo;
  document.cookie = 'locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'cookie_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const noSocket = async (): Promise<AppSocket> => {
  throw new Error('visitors open no socket');
};

const playerRegistration: RemoteRegistration = {
  name: 'player',
  routes: [{ path: '/faq', element: <h1>Frequently asked</h1> }],
  nav: [
    { to: '/faq', labelKey: 'common:nav.faq', audience: 'all', order: 80 },
    { to: '/secure', labelKey: 'common:nav.leagues', audience: 'user', order: 10 },
  ],
  i18n: { en: { player: { hello: 'Hello' } }, hu: { player: { hello: 'Szia' } } },
};

async function renderShellAt(path: string, loadRegistration: RegistrationLoader) {
  const shell = await startShell({
    loadRegistration,
    connectSocket: noSocket,
    apiBaseUrl: baseUrl,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  });
  await shell.i18n.changeLanguage('en');
  render(shell.element);
  await act(async () => {
    await shell.remotes;
  });
  return shell;
}

describe('shell', () => {
  it('when a remote fails to load, then an unknown path shows the translated fallback inside the layout', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderShellAt('/faq', async () => {
      throw new Error('404 for remoteEntry.js');
    });
    expect(logged).toHaveBeenCalledWith('remote mfe_player failed to load', expect.any(Error));
    logged.mockRestore();

    expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HFL Fantasy' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Terms of Use');
  });

  it("when a remote loads, then its route renders in the layout and its nav item shows for the audience", async () => {
    const shell = await renderShellAt('/faq', async () => playerRegistration);

    expect(await screen.findByRole('heading', { name: 'Frequently asked' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(nav).queryByRole('link', { name: 'Leagues' })).not.toBeInTheDocument();
    expect(shell.i18n.t('player:hello')).toBe('Hello');
  });

  it('when every remote loaded and the path is unknown, then the not-found screen shows', async () => {
    await renderShellAt('/no/such/page', async () => playerRegistration);

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('when HU is chosen, then the visible texts re-render in Hungarian and the locale cookie expires in 2038', async () => {
    const cookieWrites: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set');
    setter.mockImplementation(function (this: Document, value: string) {
      cookieWrites.push(value);
    });
    try {
      await renderShellAt('/faq', async () => playerRegistration);
      await screen.findByRole('heading', { name: 'Frequently asked' });

      await userEvent.click(screen.getByRole('button', { name: 'Magyar' }));

      expect(await screen.findByRole('link', { name: 'GYIK' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toHaveTextContent('Felhasználási feltételek');
      expect(document.documentElement.lang).toBe('hu');
      expect(cookieWrites).toContainEqual(expect.stringMatching(/^locale=hu; expires=Fri, 01 Jan 2038 00:00:00 GMT; path=\//));
    } finally {
      setter.mockRestore();
    }
  });

  it('when the page changes, then the window scrolls to the top', async () => {
    await renderShellAt('/no/such/page', async () => playerRegistration);
    await screen.findByRole('heading', { name: 'Page Not Found' });
    scrolls = [];

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'FAQ' }));

    expect(await screen.findByRole('heading', { name: 'Frequently asked' })).toBeInTheDocument();
    expect(scrolls).toEqual([[0, 0]]);
  });

  it('when /expired is opened, then the session-expired notice and a way to login show', async () => {
    await renderShellAt('/expired', async () => playerRegistration);

    expect(await screen.findByRole('heading', { name: 'Your session has expired' })).toBeInTheDocument();
    expect(screen.getByText('Please login again to continue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('when the cookie bar is accepted, then it disappears and the consent is stored', async () => {
    await renderShellAt('/faq', async () => playerRegistration);
    const bar = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(within(bar).getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute('href', '/cookie-policy');

    await userEvent.click(within(bar).getByRole('button', { name: 'Accept' }));

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookie_consent=1');
  });
});
