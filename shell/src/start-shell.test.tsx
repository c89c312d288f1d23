import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import { REMOTE_LIST_ELEMENT_ID, SESSION_ELEMENT_ID, type SessionUser } from '@hfl/contracts';
import { RequireAuth, type AccessDeniedState, type RemoteRegistration } from '@hfl/shared-ui';
import { inlineNamespace, type ApiServer } from '@hfl/shared-ui/testing';
import { setAnalyticsSink } from './analytics/analytics';
import { navigate } from './navigation';
import type { RegistrationLoader } from './remotes/remote-loader';
import type { AppSocket } from './session/socket';
import { startShell, type ShellBoundaries } from './start-shell';
import { startBffStub } from './testing/bff-stub';

const superAdmin: SessionUser = { id: 'u1', email: 'owner@hfl.hu', name: 'Olga', roles: ['SUPER_ADMIN'], locale: 'en' };

let bff: ApiServer;
let sessionUser: SessionUser | null;

beforeAll(async () => {
  bff = await startBffStub(() => sessionUser, {
    'GET /remotes.json': () => ({
      status: 200,
      body: {
        remotes: ['player', 'draft', 'owner'].map((name) => ({
          name: `mfe_${name}`,
          entry: `${bff.baseUrl}/mfe/${name}/mf-manifest.json`,
        })),
      },
    }),
    'POST /api/page-views': () => ({ status: 204 }),
    'GET /api/blog-posts': () => ({ status: 200, body: [] }),
  });
});

afterAll(() => bff.close());

afterEach(() => setAnalyticsSink(null));

/** The page views the shell sent to the BFF. */
const pageViewsSent = () =>
  bff.requests.filter((r) => r.method === 'POST' && r.path === '/api/page-views').map((r) => r.body);

let scrolls: Array<[number, number]>;

beforeEach(() => {
  sessionUser = null;
  bff.requests.length = 0;
  // jsdom does not implement scrolling; record what the layout asks for.
  scrolls = [];
  window.scrollTo = ((x: number, y: number) => scrolls.push([x, y])) as unknown as typeof window.scrollTo;
  document.cookie = 'locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'cookie_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const noSocket = async (): Promise<AppSocket> => {
  throw new Error('visitors open no socket');
};

/** A signed-in session opens a socket; these tests do not look at it. */
const idleSocket = async (): Promise<AppSocket> => ({ on: () => undefined, close: () => undefined });

/** Stands in for mfe-player's login page: says whether a guard sent the visitor. */
function LoginProbe() {
  const state = useLocation().state as Partial<AccessDeniedState> | null;
  return <h1>Login{state?.accessDenied ? ' (access denied)' : ''}</h1>;
}

const playerRegistration: RemoteRegistration = {
  name: 'player',
  routes: [
    { path: '/faq', element: <h1>Frequently asked</h1> },
    { path: '/login', element: <LoginProbe /> },
  ],
  i18n: { player: inlineNamespace({ hello: 'Hello' }, { hello: 'Szia' }) },
};

const draftRegistration: RemoteRegistration = {
  name: 'draft',
  routes: [
    { path: '/leagues/:leagueId/draft', element: <h1>Draft room</h1> },
    {
      path: '/leagues/:leagueId/draft/schedule',
      element: (
        <RequireAuth>
          <h1>Schedule the draft</h1>
        </RequireAuth>
      ),
    },
  ],
  i18n: { draft: inlineNamespace({}) },
};

const ownerRegistration: RemoteRegistration = {
  name: 'owner',
  routes: [
    { path: '/owner', element: <h1>Back-office home</h1> },
    {
      path: '/owner/settings',
      element: (
        <RequireAuth role="SUPER_ADMIN">
          <h1>Owner settings</h1>
        </RequireAuth>
      ),
    },
  ],
  nav: [{ to: '/owner', labelKey: 'common:nav.owner', audience: 'superAdmin', order: 95 }],
  i18n: { owner: inlineNamespace({}) },
};

const REGISTRATIONS: Record<string, RemoteRegistration> = {
  mfe_player: playerRegistration,
  mfe_draft: draftRegistration,
  mfe_owner: ownerRegistration,
};

/** Stands in for the federation runtime: records which remotes were asked for; `failing` ones throw like a 404. */
function fakeFederation(failing: string[] = []) {
  const requested: string[] = [];
  const load: RegistrationLoader = async ({ name }) => {
    requested.push(name);
    if (failing.includes(name)) throw new Error(`404 for ${name}/remoteEntry.js`);
    const registration = REGISTRATIONS[name];
    if (!registration) throw new Error(`no fake for ${name}`);
    return registration;
  };
  return { requested, load };
}

/** Starts the shell at `path` and renders it, without waiting for anything. */
async function bootShellAt(path: string, boundaries: Pick<ShellBoundaries, 'loadRegistration' | 'locateRemotes'>) {
  const shell = await startShell({
    ...boundaries,
    connectSocket: sessionUser ? idleSocket : noSocket,
    apiBaseUrl: bff.baseUrl,
    firstPath: path,
    createRouter: (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: [path] }),
  });
  await shell.i18n.changeLanguage('en');
  render(shell.element);
  return shell;
}

/** Starts the shell at `path` with the fake federation (every remote answers unless `load` says otherwise). */
function renderShellAt(path: string, loadRegistration: RegistrationLoader = fakeFederation().load) {
  return bootShellAt(path, { loadRegistration });
}

function mainNavigation() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('shell', () => {
  it('when a visitor opens the home page, then it and the whole site navigation show without loading a remote', async () => {
    const federation = fakeFederation();
    await renderShellAt('/', federation.load);

    expect(await screen.findByRole('heading', { level: 1, name: 'HFL Fantasy' })).toBeInTheDocument();
    const nav = mainNavigation();
    // The items wait for the session, which may answer after the home page rendered.
    expect(await within(nav).findByRole('link', { name: 'Leagues' })).toHaveAttribute('href', '/leagues');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(nav).queryByRole('link', { name: 'My Team' })).not.toBeInTheDocument();
    expect(document.title).toBe('Home · HFL Fantasy');
    expect(federation.requested).toEqual([]);
  });

  it("when the app opens at a remote's page, then the remote loads before a render's router asks for it", async () => {
    const federation = fakeFederation();
    const shell = await startShell({
      loadRegistration: federation.load,
      connectSocket: noSocket,
      apiBaseUrl: bff.baseUrl,
      firstPath: '/faq',
      createRouter: (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: ['/faq'] }),
    });

    await waitFor(() => expect(federation.requested).toEqual(['mfe_player']));
    await shell.i18n.changeLanguage('en');
    render(shell.element);
    expect(await screen.findByRole('heading', { name: 'Frequently asked' })).toBeInTheDocument();
    expect(federation.requested).toEqual(['mfe_player']);
  });

  it('when a player page is opened from the home page, then mfe-player loads and the page renders', async () => {
    const federation = fakeFederation();
    await renderShellAt('/', federation.load);
    await screen.findByRole('heading', { level: 1, name: 'HFL Fantasy' });

    await userEvent.click(await within(mainNavigation()).findByRole('link', { name: 'FAQ' }));

    expect(await screen.findByRole('heading', { name: 'Frequently asked' })).toBeInTheDocument();
    expect(federation.requested).toEqual(['mfe_player']);
  });

  it('when the page holds the remote list the BFF wrote into it, then the first page loads from it without reading /remotes.json', async () => {
    const written = document.createElement('script');
    written.type = 'application/json';
    written.id = REMOTE_LIST_ELEMENT_ID;
    written.textContent = JSON.stringify({ remotes: [{ name: 'mfe_player', entry: '/written/mf-manifest.json' }] });
    document.body.append(written);
    try {
      const federation = fakeFederation();
      const asked: string[] = [];
      await renderShellAt('/faq', async (location) => {
        asked.push(location.entry);
        return federation.load(location);
      });

      expect(await screen.findByRole('heading', { name: 'Frequently asked' })).toBeInTheDocument();
      expect(asked).toEqual(['/written/mf-manifest.json']);
      expect(bff.requests.filter((request) => request.path === '/remotes.json')).toEqual([]);
    } finally {
      written.remove();
    }
  });

  it('when the page holds the session the BFF wrote into it, then the first page renders signed in without reading /api/session', async () => {
    sessionUser = null;
    const player: SessionUser = { ...superAdmin, id: 'u2', name: 'Pál', roles: ['USER'] };
    const written = document.createElement('script');
    written.type = 'application/json';
    written.id = SESSION_ELEMENT_ID;
    written.textContent = JSON.stringify({ user: player, csrfToken: 'written-token' });
    document.body.append(written);
    try {
      const shell = await bootShellAt('/faq', { loadRegistration: fakeFederation().load });

      expect(shell.store.getState().session).toMatchObject({ user: player, csrfToken: 'written-token', ready: true });
      await screen.findByRole('heading', { name: 'Frequently asked' });
      expect(within(mainNavigation()).getByRole('link', { name: 'My Team' })).toHaveAttribute('href', '/team');
      expect(bff.requests.filter((request) => request.path === '/api/session')).toEqual([]);
      // Taken once: after a login or a logout the copy in the page is out of date.
      expect(document.getElementById(SESSION_ELEMENT_ID)).toBeNull();
    } finally {
      written.remove();
    }
  });

  it('when the page holds no remote list, then /remotes.json is read', async () => {
    await renderShellAt('/faq');

    expect(await screen.findByRole('heading', { name: 'Frequently asked' })).toBeInTheDocument();
    expect(bff.requests.filter((request) => request.path === '/remotes.json')).toHaveLength(1);
  });

  it('when the remote owning the page fails to load, then the translated fallback shows inside the layout', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await renderShellAt('/faq', fakeFederation(['mfe_player']).load);

      expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith('remote mfe_player failed to load', expect.any(Error));
    } finally {
      logged.mockRestore();
    }
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HFL Fantasy' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Terms of Use');
  });

  it('when the remote list itself is unavailable, then pages show the fallback inside the layout', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await bootShellAt('/faq', {
        loadRegistration: fakeFederation().load,
        locateRemotes: async () => {
          throw new Error('503 for /remotes.json');
        },
      });

      expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith('remote list unavailable', expect.any(Error));
    } finally {
      logged.mockRestore();
    }
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Terms of Use');
  });

  it('when the remote owning the page is still loading, then the layout shows a spinner until the page arrives', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const federation = fakeFederation();
    await bootShellAt('/faq', {
      loadRegistration: async (remote) => {
        await released;
        return federation.load(remote);
      },
    });

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HFL Fantasy' })).toHaveAttribute('href', '/');

    await act(async () => release());

    expect(await screen.findByRole('heading', { name: 'Frequently asked' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it("when a remote's page is opened, then its page starts loading beside the remote's texts, and only that page", async () => {
    let releaseTexts: () => void = () => {};
    const textsHeld = new Promise<void>((resolve) => {
      releaseTexts = resolve;
    });
    const pagesAsked: string[] = [];
    const page = (name: string) => async () => {
      pagesAsked.push(name);
      return { Component: () => <h1>{name}</h1> };
    };
    const registration: RemoteRegistration = {
      name: 'player',
      routes: [
        { path: '/faq', lazy: page('FAQ page') },
        { path: '/leagues/:leagueId', lazy: page('League home') },
        { path: '/leagues/:leagueId/standings', lazy: page('Standings page') },
      ],
      // A namespace of its own: the i18next instance outlives a test, and an earlier one loaded 'player'.
      i18n: {
        heldTexts: {
          en: async () => {
            await textsHeld;
            return { default: { hello: 'Hello' } };
          },
          hu: async () => ({ default: { hello: 'Szia' } }),
        },
      },
    };
    await bootShellAt('/leagues/7/standings', { loadRegistration: async () => registration });

    await waitFor(() => expect(pagesAsked).toEqual(['Standings page']));
    expect(screen.queryByRole('heading', { name: 'Standings page' })).not.toBeInTheDocument();

    await act(async () => releaseTexts());

    expect(await screen.findByRole('heading', { name: 'Standings page' })).toBeInTheDocument();
    expect(pagesAsked.filter((name) => name !== 'Standings page')).toEqual([]);
  });

  it("when the user navigates into a remote's URL space, then that remote loads and its page renders in the layout", async () => {
    const federation = fakeFederation();
    await renderShellAt('/faq', federation.load);
    await screen.findByRole('heading', { name: 'Frequently asked' });

    await act(async () => navigate('/leagues/7/draft'));

    expect(await screen.findByRole('heading', { name: 'Draft room' })).toBeInTheDocument();
    expect(federation.requested).toEqual(['mfe_player', 'mfe_draft']);
    expect(await within(mainNavigation()).findByRole('link', { name: 'FAQ' })).toBeInTheDocument();
  });

  it("when a deep link opens a remote's URL space, then only that remote loads at boot", async () => {
    const federation = fakeFederation();
    await renderShellAt('/leagues/7/draft', federation.load);

    expect(await screen.findByRole('heading', { name: 'Draft room' })).toBeInTheDocument();
    expect(federation.requested).toEqual(['mfe_draft']);
  });

  it('when a SUPER_ADMIN is signed in, then the owner remote loads on any page and its Back-office item shows', async () => {
    sessionUser = superAdmin;
    const federation = fakeFederation();
    await renderShellAt('/faq', federation.load);
    await screen.findByRole('heading', { name: 'Frequently asked' });

    const backOffice = await within(mainNavigation()).findByRole('link', { name: 'Back-office' });
    expect(backOffice).toHaveAttribute('href', '/owner');
    expect([...federation.requested].sort()).toEqual(['mfe_owner', 'mfe_player']);

    await userEvent.click(backOffice);

    expect(await screen.findByRole('heading', { name: 'Back-office home' })).toBeInTheDocument();
  });

  it('when a SUPER_ADMIN without a team is signed in, then the navigation leaves out the team section: Home, the public pages, Notifications, Back-office', async () => {
    sessionUser = superAdmin;
    await renderShellAt('/faq');
    // The page first: until it renders, the navigation is the loading frame's, which the page's layout replaces.
    await screen.findByRole('heading', { name: 'Frequently asked' });
    await within(mainNavigation()).findByRole('link', { name: 'Back-office' });

    const links = within(mainNavigation())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/', '/leaderboard', '/blog', '/faq', '/notifications', '/owner']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account of Olga' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('when a player is signed in, then the navigation carries the team section and no Back-office item', async () => {
    sessionUser = { ...superAdmin, id: 'u2', name: 'Pál', roles: ['USER'] };
    await renderShellAt('/faq');
    await screen.findByRole('heading', { name: 'Frequently asked' });

    const links = within(mainNavigation())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/',
      '/secure',
      '/team',
      '/players',
      '/game-center',
      '/trophies',
      '/leaderboard',
      '/blog',
      '/faq',
      '/notifications',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account of Pál' }));
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('when a visitor opens a player page, then only mfe-player loads and no Back-office item shows', async () => {
    const federation = fakeFederation();
    await renderShellAt('/faq', federation.load);
    await screen.findByRole('heading', { name: 'Frequently asked' });

    expect(federation.requested).toEqual(['mfe_player']);
    expect(within(mainNavigation()).queryByRole('link', { name: 'Back-office' })).not.toBeInTheDocument();
  });

  it('when a remote loaded on demand fails, then its pages show the fallback in the layout while other pages work', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await renderShellAt('/owner/settings', fakeFederation(['mfe_owner']).load);

      expect(await screen.findByRole('heading', { name: 'This part of the site is unavailable' })).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith('remote mfe_owner failed to load', expect.any(Error));
    } finally {
      logged.mockRestore();
    }

    await userEvent.click(await within(mainNavigation()).findByRole('link', { name: 'FAQ' }));

    expect(await screen.findByRole('heading', { name: 'Frequently asked' })).toBeInTheDocument();
  });

  it('when a remote loads, then its route renders in the layout with its texts', async () => {
    const shell = await renderShellAt('/faq');

    expect(await screen.findByRole('heading', { name: 'Frequently asked' })).toBeInTheDocument();
    expect(shell.i18n.t('player:hello')).toBe('Hello');
  });

  it.each([
    ['/owner/settings', 'mfe_owner'],
    ['/leagues/7/draft/schedule', 'mfe_draft'],
  ])(
    'when a visitor opens %s, a guarded page of a remote not loaded yet, then the login page says Access Denied, not Page Not Found',
    async (path, remote) => {
      const federation = fakeFederation();
      await bootShellAt(path, { loadRegistration: federation.load });

      expect(await screen.findByRole('heading', { name: 'Login (access denied)' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
      expect(federation.requested).toContain(remote);
    },
  );

  it('when the path belongs to no page of a loaded remote, then the not-found screen shows', async () => {
    await renderShellAt('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('when HU is chosen, then the visible texts re-render in Hungarian and the locale cookie expires in 2038', async () => {
    const cookieWrites: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set');
    setter.mockImplementation(function (this: Document, value: string) {
      cookieWrites.push(value);
    });
    try {
      await renderShellAt('/faq');
      await screen.findByRole('heading', { name: 'Frequently asked' });

      await userEvent.click(screen.getByRole('button', { name: 'Magyar – HU' }));

      expect(await screen.findByRole('link', { name: 'GYIK' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toHaveTextContent('Felhasználási feltételek');
      expect(document.documentElement.lang).toBe('hu');
      expect(cookieWrites).toContainEqual(
        expect.stringMatching(/^locale=hu; expires=Fri, 01 Jan 2038 00:00:00 GMT; path=\//),
      );
    } finally {
      setter.mockRestore();
    }
  });

  it('when the page changes, then the window scrolls to the top', async () => {
    await renderShellAt('/no/such/page');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    scrolls = [];

    await userEvent.click(await within(mainNavigation()).findByRole('link', { name: 'FAQ' }));

    expect(await screen.findByRole('heading', { name: 'Frequently asked' })).toBeInTheDocument();
    expect(scrolls).toEqual([[0, 0]]);
  });

  it('when /expired is opened, then the session-expired notice and a way to login show', async () => {
    await renderShellAt('/expired');

    expect(await screen.findByRole('heading', { name: 'Your session has expired' })).toBeInTheDocument();
    expect(screen.getByText('Please login again to continue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('when the visitor accepts all cookies, then the bar disappears, the choice is stored, and each page is counted through our own API without its query', async () => {
    await renderShellAt('/faq');
    // The layout shown while the page loads is replaced by the page's own: use the bar of the page.
    await screen.findByRole('heading', { name: 'Frequently asked' });
    const bar = screen.getByRole('region', { name: 'Cookie consent' });
    expect(within(bar).getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute('href', '/cookie-policy');
    expect(pageViewsSent()).toEqual([]);

    await userEvent.click(within(bar).getByRole('button', { name: 'Accept all' }));
    await act(async () => navigate('/leagues/7/draft?tab=2'));
    await screen.findByRole('heading', { name: 'Draft room' });

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookie_consent=all');
    await waitFor(() => expect(pageViewsSent()).toEqual([{ path: '/faq' }, { path: '/leagues/7/draft' }]));
  });

  it('when the visitor keeps only necessary cookies, then the choice is stored and no page is counted', async () => {
    await renderShellAt('/faq');
    // The layout shown while the page loads is replaced by the page's own: use the bar of the page.
    await screen.findByRole('heading', { name: 'Frequently asked' });
    const bar = screen.getByRole('region', { name: 'Cookie consent' });

    await userEvent.click(within(bar).getByRole('button', { name: 'Only necessary' }));
    await act(async () => navigate('/leagues/7/draft'));
    await screen.findByRole('heading', { name: 'Draft room' });

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookie_consent=necessary');
    expect(pageViewsSent()).toEqual([]);
  });

  it('when a visitor who accepted comes back, then pages are counted from the start; withdrawing in the cookie settings stops it', async () => {
    document.cookie = 'cookie_consent=all; path=/';
    await renderShellAt('/faq');
    await screen.findByRole('heading', { name: 'Frequently asked' });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    await waitFor(() => expect(pageViewsSent()).toEqual([{ path: '/faq' }]));

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const bar = await screen.findByRole('region', { name: 'Cookie consent' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Only necessary' }));
    await act(async () => navigate('/leagues/7/draft'));
    await screen.findByRole('heading', { name: 'Draft room' });

    expect(document.cookie).toContain('cookie_consent=necessary');
    expect(pageViewsSent()).toEqual([{ path: '/faq' }]);
  });

  it('when the stored consent is from before the bar offered a choice, then the bar asks again and nothing is counted', async () => {
    document.cookie = 'cookie_consent=1; path=/';
    await renderShellAt('/faq');

    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(pageViewsSent()).toEqual([]);
  });
});
