import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { API, CONSENT_COOKIE, PAGE_READS_ELEMENT_ID, type Ad } from '@hfl/contracts';
import { pageHandle, type RemoteRegistration } from '@hfl/shared-ui';
import { inlineNamespace } from '@hfl/shared-ui/testing';
import { applyCookieConsent } from '../analytics/consent';
import type { AppSocket } from '../session/socket';
import { startShell } from '../start-shell';

/** The FAQ's top banner in both languages (a house ad leading into the app); its right slot is empty. */
const FAQ_TOP: Ad = {
  id: '66c000000000000000000001',
  page: 'faq',
  placement: 'top',
  imageUrl: '/api/files/banner-en',
  images: { en: '/api/files/banner-en', hu: '/api/files/banner-hu' },
  url: '/create-league',
};

/** The FAQ's side banner, when a test gives it one. */
const FAQ_RIGHT: Ad = {
  id: '66c000000000000000000002',
  page: 'faq',
  placement: 'right',
  imageUrl: '/api/files/side-en',
  images: { en: '/api/files/side-en' },
  url: '/create-league',
};

let server: http.Server;
let baseUrl: string;
let posted: string[];
/** The slots the shell asked the API for (GET /api/ads/{page}/{placement}). */
let askedSlots: string[];
let rightAd: Ad | null;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    res.setHeader('Content-Type', 'application/json');
    if (path === '/api/session') return res.end(JSON.stringify({ user: null, csrfToken: 'csrf-1' }));
    if (req.method === 'POST') {
      posted.push(path);
      res.statusCode = 204;
      return res.end();
    }
    if (path.startsWith('/api/ads/')) askedSlots.push(path);
    if (path === '/api/ads/faq/top') return res.end(JSON.stringify(FAQ_TOP));
    if (path === '/api/ads/faq/right' && rightAd) return res.end(JSON.stringify(rightAd));
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

beforeEach(() => {
  posted = [];
  askedSlots = [];
  rightAd = null;
  window.scrollTo = (() => {}) as typeof window.scrollTo;
});

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  applyCookieConsent(null);
});

const playerRegistration: RemoteRegistration = {
  name: 'player',
  routes: [
    { path: '/faq', handle: pageHandle('common:nav.faq', 'faq'), element: <h1>Frequently asked</h1> },
    { path: '/create-league', element: <h1>Create a league</h1> },
  ],
  i18n: { player: inlineNamespace({}) },
};

/** The shell on the FAQ for a visitor whose cookie-bar choice is `consent`, in `language`. */
async function renderFaq({ consent, language }: { consent: 'all' | 'necessary'; language: 'en' | 'hu' }) {
  document.cookie = `${CONSENT_COOKIE}=${consent}; path=/`;
  const shell = await startShell({
    loadRegistration: async () => playerRegistration,
    locateRemotes: async () => [{ name: 'mfe_player', entry: `${baseUrl}/mfe/player/mf-manifest.json` }],
    connectSocket: async (): Promise<AppSocket> => {
      throw new Error('visitors open no socket');
    },
    apiBaseUrl: baseUrl,
    createRouter: (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: ['/faq'] }),
  });
  await shell.i18n.changeLanguage(language);
  render(shell.element);
  await act(async () => {
    await shell.remotes.load('mfe_player');
  });
  await screen.findByRole('heading', { name: 'Frequently asked' });
  return shell;
}

const banner = () => screen.findByRole('complementary', { name: /Advertisement|Hirdetés/ });

/** The site's ads as the BFF writes them into a player's page (GET /api/ads's answer in the page's reads). */
function pageCameWithAds(ads: Ad[]) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_READS_ELEMENT_ID;
  block.textContent = JSON.stringify([{ path: API.ads, body: ads }]);
  document.body.append(block);
}

/** A top banner's kept place: drawn while its slot's answer is awaited, and kept for the page's visit. */
const keptPlace = () => document.querySelector('aside[aria-hidden="true"]');

describe('ad banner', () => {
  it('when the page came with the site ads, then the FAQ shows its banner at once and asks the API for no slot', async () => {
    pageCameWithAds([FAQ_TOP]);
    await renderFaq({ consent: 'necessary', language: 'en' });

    expect(within(await banner()).getByRole('img', { name: 'Advertisement' })).toHaveAttribute(
      'src',
      '/api/files/banner-en',
    );
    expect(askedSlots).toEqual([]);
  });

  it('when the page came with the site ads and its top slot is empty, then no empty place is kept above the page', async () => {
    pageCameWithAds([]);
    await renderFaq({ consent: 'necessary', language: 'en' });

    expect(keptPlace()).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(askedSlots).toEqual([]);
  });

  const sideImage = async () =>
    (await screen.findAllByRole('img', { name: 'Advertisement' })).find(
      (image) => image.getAttribute('src') === '/api/files/side-en',
    );

  it('when the screen is wide, then the side banner beside the page is fetched at once, like the top one', async () => {
    rightAd = FAQ_RIGHT;
    await renderFaq({ consent: 'necessary', language: 'en' });

    await waitFor(async () => expect(await sideImage()).toHaveAttribute('loading', 'eager'));
  });

  it('when the screen is a tablet or a phone, where the side banner is hidden, then it waits to be in view', async () => {
    rightAd = FAQ_RIGHT;
    const wide = window.matchMedia;
    window.matchMedia = ((media: string) => ({
      ...wide(media),
      matches: media === '(max-width: 960px)',
    })) as typeof wide;
    try {
      await renderFaq({ consent: 'necessary', language: 'en' });

      await waitFor(async () => expect(await sideImage()).toHaveAttribute('loading', 'lazy'));
    } finally {
      window.matchMedia = wide;
    }
  });

  it('when a Hungarian reader opens a page whose ad has pictures per language, then the Hungarian one shows, and the English one after switching to English', async () => {
    const shell = await renderFaq({ consent: 'necessary', language: 'hu' });

    expect(within(await banner()).getByRole('img', { name: 'Hirdetés' })).toHaveAttribute(
      'src',
      '/api/files/banner-hu',
    );

    await act(() => shell.i18n.changeLanguage('en'));
    expect(within(await banner()).getByRole('img', { name: 'Advertisement' })).toHaveAttribute(
      'src',
      '/api/files/banner-en',
    );
  });

  it('when a reader who accepted analytics cookies follows an ad, then one click on that ad is sent to our API', async () => {
    await renderFaq({ consent: 'all', language: 'en' });

    await userEvent.click(within(await banner()).getByRole('link'));

    await screen.findByRole('heading', { name: 'Create a league' });
    await waitFor(() => expect(posted).toContain(`/api/ads/${FAQ_TOP.id}/clicks`));
    expect(posted.filter((path) => path.startsWith('/api/ads/'))).toEqual([`/api/ads/${FAQ_TOP.id}/clicks`]);
  });

  it('when a reader allowed only the necessary cookies follows an ad, then no click is sent', async () => {
    await renderFaq({ consent: 'necessary', language: 'en' });

    await userEvent.click(within(await banner()).getByRole('link'));

    await screen.findByRole('heading', { name: 'Create a league' });
    // Whatever the page sends after a navigation has gone out by now; none of it is a click.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(posted.filter((path) => path.includes('/clicks'))).toEqual([]);
  });
});
