import { io, type Socket } from 'socket.io-client';
import type { LocaleChangedEvent } from '@hfl/contracts';
import { baseUrl, openBrowser, ownerCredentials, screenshot, signInAsOwner, untilLive } from './browser';

/** Logs in through the BFF the way the browser does: a visitor's CSRF token, then POST /api/auth. */
async function login(): Promise<{ cookie: string; csrfToken: string; userId: string }> {
  const first = await fetch(`${baseUrl()}/api/csrf-token`);
  let cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { csrfToken } = (await first.json()) as { csrfToken: string };
  const { email, password } = ownerCredentials();
  const res = await fetch(`${baseUrl()}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie },
    body: JSON.stringify({ username: email, password }),
  });
  expect(res.status).toBe(200);
  cookie = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
  const body = (await res.json()) as { csrfToken: string; user: { id: string } };
  return { cookie, csrfToken: body.csrfToken, userId: body.user.id };
}

function connect(cookie?: string): Socket {
  return io(baseUrl(), { transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, reconnection: false });
}

describe('live events through the BFF', () => {
  it('when a signed-in client changes language, then the accounts service publishes it and the socket receives it', async () => {
    const { cookie, csrfToken } = await login();
    const socket = connect(cookie);
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const received = new Promise<LocaleChangedEvent>((resolve) => socket.once('user/localeChanged', resolve));
      const res = await fetch(`${baseUrl()}/api/users/me/locale/hu`, {
        method: 'POST',
        headers: { 'x-csrf-token': csrfToken, cookie },
      });
      expect(res.status).toBe(200);
      // With the name as Hungarian writes it, for every open tab's header.
      await expect(received).resolves.toEqual<LocaleChangedEvent>({ locale: 'hu', name: 'Owner Site' });
    } finally {
      // The owner reads English again whatever happened: the next tests of this stack expect it.
      await fetch(`${baseUrl()}/api/users/me/locale/en`, {
        method: 'POST',
        headers: { 'x-csrf-token': csrfToken, cookie },
      });
      socket.close();
    }
  });

  it('when a client without a session connects, then the connection is refused', async () => {
    const socket = connect();
    try {
      const error = await new Promise<Error>((resolve, reject) => {
        socket.once('connect', () => reject(new Error('connected without a session')));
        socket.once('connect_error', resolve);
      });
      expect(error.message).toMatch(/unauthori[sz]ed/i);
    } finally {
      socket.close();
    }
  });

  it('when the owner switches to Hungarian in one tab, then the other open tab follows, his name in the header too', async () => {
    const browser = await openBrowser();
    try {
      const { page, context } = browser;
      await signInAsOwner(page);

      const other = await context.newPage();
      await other.goto('/faq');
      await other.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
      await untilLive(other);

      await page.getByRole('button', { name: 'Magyar' }).click();
      await other.getByRole('heading', { name: 'Gyakran ismételt kérdések' }).waitFor({ timeout: 10_000 });
      // Family name first, as Hungarian writes names.
      await other.locator('header').getByText('Owner Site').waitFor({ timeout: 10_000 });
      await screenshot(other, 'second-tab-follows-language');

      await page.getByRole('button', { name: 'English' }).click();
      await other.getByRole('heading', { name: 'Frequently asked questions' }).waitFor({ timeout: 10_000 });
      await other.locator('header').getByText('Site Owner').waitFor({ timeout: 10_000 });
    } finally {
      await browser.close();
    }
  });

  it('when a signed-in user opens /test, then the real live connection makes its round trip and the browser is declared ready', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await signInAsOwner(page);
      await page.goto('/test');
      await page.getByText('This browser is ready for the draft.').waitFor({ timeout: 20_000 });
      await page.getByText(/Connected: a live event went to the server and back in \d+ ms\./).waitFor();
      await page.getByText(/Your clock agrees with the server's/).waitFor();
      await screenshot(page, 'draft-readiness');
    } finally {
      await browser.close();
    }
  }, 60_000);
});
