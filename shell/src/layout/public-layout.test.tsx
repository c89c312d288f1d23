import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { SOCIAL_LINKS, type Ad } from '@hfl/contracts';
import { pageHandle, type RemoteRegistration } from '@hfl/shared-ui';
import { inlineNamespace } from '@hfl/shared-ui/testing';
import { setAnalyticsSink, type PageView } from '../analytics/analytics';
import { navigate } from '../navigation';
import type { AppSocket } from '../session/socket';
import { startShell } from '../start-shell';

/** The ads the content service holds: FAQ has both banners, the blog none (its slots answer 204). */
const ADS: Record<string, Ad> = {
  '/api/ads/faq/top': {
    id: 'a1',
    page: 'faq',
    placement: 'top',
    imageUrl: '/api/files/top-banner',
    images: { both: '/api/files/top-banner' },
    url: 'https://sponsor.example/hfl',
  },
  '/api/ads/faq/right': {
    id: 'a2',
    page: 'faq',
    placement: 'right',
    imageUrl: '/api/files/side-banner',
    images: { both: '/api/files/side-banner' },
    url: '/create-league',
  },
};

let server: http.Server;
let baseUrl: string;
let requested: string[];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    res.setHeader('Content-Type', 'application/json');
    if (path === '/api/session') return res.end(JSON.stringify({ user: null, csrfToken: 'csrf-1' }));
    // The shell's home page lists the news.
    if (path.startsWith('/api/blog-posts')) return res.end('[]');
    if (path.startsWith('/api/ads/')) requested.push(path);
    const ad = ADS[path];
    if (ad) return res.end(JSON.stringify(ad));
    if (path.startsWith('/api/ads/')) {
      res.statusCode = 204;
      return res.end();
    }
    res.statusCode = 404;
    return res.end(JSON.stringify({ error: { code: 'not_found', message: 'The requested item does not exist' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let pageViews: PageView[];

beforeEach(() => {
  requested = [];
  pageViews = [];
  setAnalyticsSink((view) => pageViews.push(view));
  window.scrollTo = (() => {}) as typeof window.scrollTo;
});

afterEach(() => setAnalyticsSink(null));

/** Player pages as the remote declares them: each its title; the FAQ and the blog name their ad page (the shell's home has none). */
const playerRegistration: RemoteRegistration = {
  name: 'player',
  routes: [
    { path: '/faq', handle: pageHandle('common:nav.faq', 'faq'), element: <h1>Frequently asked</h1> },
    { path: '/blog', handle: pageHandle('common:nav.blog', 'blog'), element: <h1>Blog list</h1> },
  ],
  i18n: { player: inlineNamespace({}) },
};

async function renderShellAt(path: string) {
  const shell = await startShell({
    loadRegistration: async () => playerRegistration,
    locateRemotes: async () => [{ name: 'mfe_player', entry: `${baseUrl}/mfe/player/mf-manifest.json` }],
    connectSocket: async (): Promise<AppSocket> => {
      throw new Error('visitors open no socket');
    },
    apiBaseUrl: baseUrl,
    createRouter: (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: [path] }),
  });
  await shell.i18n.changeLanguage('en');
  render(shell.element);
  await act(async () => {
    await shell.remotes.load('mfe_player');
  });
  return shell;
}

describe('public layout', () => {
  it('when a page with ads opens, then its top and right banners link out as sponsored images; a page whose slots are empty shows none', async () => {
    const shell = await renderShellAt('/faq');
    await screen.findByRole('heading', { name: 'Frequently asked' });

    await waitFor(() => expect(screen.getAllByRole('complementary', { name: 'Advertisement' })).toHaveLength(2));
    const banners = screen.getAllByRole('complementary', { name: 'Advertisement' });
    const [top, right] = banners.map((banner) => within(banner).getByRole('link'));
    expect(top).toHaveAttribute('href', 'https://sponsor.example/hfl');
    expect(top).toHaveAttribute('target', '_blank');
    expect(top).toHaveAttribute('rel', 'noopener sponsored');
    expect(within(top!).getByRole('img', { name: 'Advertisement' })).toHaveAttribute('src', '/api/files/top-banner');
    // On a wide screen both are in view from the start (the right one beside the page's top): loaded at once.
    expect(within(top!).getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(within(right!).getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(right).toHaveAttribute('href', '/create-league');
    expect(right).not.toHaveAttribute('target');
    expect(right).toHaveAttribute('rel', 'noopener sponsored');

    await act(async () => navigate('/blog'));
    await screen.findByRole('heading', { name: 'Blog list' });
    await waitFor(() => expect(requested).toHaveLength(4));

    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requested).toEqual(['/api/ads/faq/top', '/api/ads/faq/right', '/api/ads/blog/top', '/api/ads/blog/right']);

    await act(() => shell.i18n.changeLanguage('hu'));
    await act(async () => navigate('/faq'));

    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Hirdetés' })).toHaveLength(2));
    // Each slot was asked for once this session.
    expect(requested).toHaveLength(4);
  });

  it('when a page declares no ad page, then no ad is asked for', async () => {
    await renderShellAt('/');
    await screen.findByRole('heading', { level: 1, name: 'HFL Fantasy' });

    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it("when a page opens, then the document is titled '<page> · HFL Fantasy' in the page's language; a path no page claims gets the app's name", async () => {
    const shell = await renderShellAt('/faq');
    await screen.findByRole('heading', { name: 'Frequently asked' });
    expect(document.title).toBe('FAQ · HFL Fantasy');

    await act(async () => navigate('/'));
    await screen.findByRole('heading', { level: 1, name: 'HFL Fantasy' });
    expect(document.title).toBe('Home · HFL Fantasy');

    await act(() => shell.i18n.changeLanguage('hu'));
    expect(document.title).toBe('Kezdőlap · HFL Fantasy');

    await act(async () => navigate('/faq'));
    expect(document.title).toBe('GYIK · HFL Fantasy');

    await act(async () => navigate('/no-such-page'));
    await screen.findByRole('heading', { name: 'Az oldal nem található' });
    expect(document.title).toBe('HFL Fantasy');
  });

  it('when the visitor moves between pages, then the analytics sink receives one page view per page, in-page anchors excluded', async () => {
    await renderShellAt('/');
    await screen.findByRole('heading', { level: 1, name: 'HFL Fantasy' });

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'FAQ' }),
    );
    await screen.findByRole('heading', { name: 'Frequently asked' });
    await act(async () => navigate('/faq#question-3'));
    await act(async () => navigate('/blog?page=2'));
    await screen.findByRole('heading', { name: 'Blog list' });

    expect(pageViews).toEqual([{ path: '/' }, { path: '/faq' }, { path: '/blog?page=2' }]);
  });

  it('when the Menu button is pressed, then the folded navigation opens; following a link or Escape folds it again', async () => {
    await renderShellAt('/');
    await screen.findByRole('heading', { level: 1, name: 'HFL Fantasy' });
    // jsdom applies no media query: the button stays as wide screens have it (not displayed, so nameless to queries).
    const menu = screen.getAllByRole('button', { hidden: true }).find((button) => button.textContent === '☰Menu')!;
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(nav).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { name: 'Frequently asked' });
    // The menu folds once the new path is committed, a moment after the page shows.
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.click(menu);
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('when no sink is plugged in, then page views go nowhere and nothing else is asked of the network', async () => {
    setAnalyticsSink(null);
    const fetched: string[] = [];
    const realFetch = window.fetch;
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    }) as typeof window.fetch;
    try {
      await renderShellAt('/');
      await screen.findByRole('heading', { level: 1, name: 'HFL Fantasy' });
      await act(async () => navigate('/blog'));
      await screen.findByRole('heading', { name: 'Blog list' });
    } finally {
      window.fetch = realFetch;
    }

    expect(pageViews).toEqual([]);
    expect(fetched.every((url) => url.startsWith(baseUrl))).toBe(true);
  });

  it('when the footer shows, then its social links are the shared profiles, in a new tab, beside the partner logo', async () => {
    await renderShellAt('/');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByText('HAFF')).toBeInTheDocument();
    const social = SOCIAL_LINKS.map(({ key }) =>
      within(footer).getByRole('link', { name: new RegExp(`^${key}`, 'i') }),
    );
    expect(social.map((link) => link.getAttribute('href'))).toEqual(SOCIAL_LINKS.map((link) => link.href));
    for (const link of social) expect(link).toHaveAttribute('target', '_blank');
  });
});
