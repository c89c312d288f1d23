import type { Page } from 'playwright-core';
import { API, CSRF_HEADER, LOCALE_HEADER } from '@hfl/contracts';
import { PASSWORD, fillLogin } from './accounts';
import { baseUrl, openBrowser, screenshot, type Browser } from './browser';
import { linkFromMailbox } from './mailbox';

const ACCESS_DENIED = 'Access Denied: You need to login in order to access this page';
const A_LEAGUE = '66a0000000000000000000ff';

/**
 * A new account stored in English, registered through the API (the registration form has its own journey in
 * account-journeys) and not yet confirmed: the page is left on /faq.
 */
async function registerThroughApi(page: Page, email: string): Promise<void> {
  await page.goto('/faq');
  const status = await page.evaluate(
    async ({ email, password, csrfUrl, registerUrl, csrfHeader, localeHeader }) => {
      const { csrfToken } = (await (await fetch(csrfUrl)).json()) as { csrfToken: string };
      const res = await fetch(registerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [csrfHeader]: csrfToken, [localeHeader]: 'en' },
        body: JSON.stringify({
          firstName: 'Zsófia',
          lastName: 'Tóth',
          gender: 'f',
          location: 'Szeged',
          birthDate: '1994-05-20',
          email,
          emailConfirm: email,
          password,
          passwordConfirm: password,
          newsletter: false,
        }),
      });
      return res.status;
    },
    {
      email,
      password: PASSWORD,
      csrfUrl: API.csrfToken,
      registerUrl: API.register,
      csrfHeader: CSRF_HEADER,
      localeHeader: LOCALE_HEADER,
    },
  );
  expect(status).toBeLessThan(300);
}

/** Registers and confirms an account through its e-mailed link; the page ends on /login. */
async function confirmedAccount(page: Page, email: string): Promise<void> {
  await registerThroughApi(page, email);
  await page.goto((await linkFromMailbox(email, 'confirmation')).link);
  await page.waitForURL('**/login');
}

/** Ends the browser's signed-in session on the server, as a logout from another tab or device with it would. */
async function endSessionElsewhere(browser: Browser): Promise<void> {
  const cookie = (await browser.context.cookies())
    .filter((c) => c.name === 'hfl.sid')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  expect(cookie).not.toBe('');
  const session = (await (await fetch(`${baseUrl()}${API.session}`, { headers: { cookie } })).json()) as {
    csrfToken: string;
  };
  const res = await fetch(`${baseUrl()}${API.logout}`, {
    method: 'POST',
    headers: { cookie, [CSRF_HEADER]: session.csrfToken },
  });
  expect(res.status).toBe(204);
}

async function storedLocale(page: Page): Promise<string> {
  return page.evaluate(async (url) => ((await (await fetch(url)).json()) as { locale: string }).locale, API.me);
}

/** The account's stored language once it is `locale`, or what it still is after 5 seconds. */
async function storedLocaleBecomes(page: Page, locale: string): Promise<string> {
  const deadline = Date.now() + 5000;
  let stored = await storedLocale(page);
  while (stored !== locale && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    stored = await storedLocale(page);
  }
  return stored;
}

describe('a session that ends mid-use', () => {
  let browser: Browser;
  const email = `expiring.${Date.now()}@example.hu`;

  beforeAll(async () => {
    browser = await openBrowser();
    await confirmedAccount(browser.page, email);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when the session is ended on the server and the user acts on a page, then /expired says so, never "Access Denied"', async () => {
    const { page } = browser;
    await fillLogin(page, email);
    await page.waitForURL('**/secure');
    await page.goto('/profile');
    await page.getByText(email).first().waitFor();
    expect(await storedLocale(page)).toBe('en');

    await endSessionElsewhere(browser);
    await page.locator('nav').getByRole('link', { name: 'Players' }).first().click();

    await page.waitForURL('**/expired');
    await page.getByRole('heading', { name: 'Your session has expired' }).waitFor();
    await page.getByText('Please login again to continue').waitFor();
    expect(await page.getByText(ACCESS_DENIED).count()).toBe(0);
    // The page says it: no error toast repeats it.
    expect(await page.getByRole('alert').filter({ hasText: 'login' }).count()).toBe(0);
    await screenshot(page, 'session-expired');

    // Then the login page, as for anyone who has to log in again: no "Access Denied" there either.
    await page.waitForURL('**/login', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.getByText(ACCESS_DENIED).count()).toBe(0);
  });
});

describe("a visitor on a guarded page of a remote that isn't loaded yet", () => {
  it.each(['/team', '/game-center', '/owner/settings', `/leagues/${A_LEAGUE}/draft`, '/test'])(
    'when a fresh browser opens %s, then /login says "Access Denied", not Page Not Found',
    async (path) => {
      const browser = await openBrowser();
      try {
        const { page } = browser;
        await page.goto(path);
        await page.waitForURL('**/login');
        await page.getByText(ACCESS_DENIED).waitFor();
        expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
      } finally {
        await browser.close();
      }
    },
  );

  it('when a visitor on a player page follows a link into the draft remote, then /login says "Access Denied"', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await page.goto('/faq', { waitUntil: 'networkidle' });
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/leagues/${A_LEAGUE}/draft/schedule`);
      await page.waitForURL('**/login');
      await page.getByText(ACCESS_DENIED).waitFor();
      expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});

describe('the login page: failure toast, the confirmation notice, and the language a visitor picked', () => {
  let browser: Browser;
  const email = `nyelv.${Date.now()}@example.hu`;

  beforeAll(async () => {
    browser = await openBrowser();
    await registerThroughApi(browser.page, email);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when the password is wrong, then the toast titled "Incorrect e-mail / password" says what was wrong, in both languages', async () => {
    const { page } = browser;
    await page.goto('/login');
    await fillLogin(page, `nobody.${Date.now()}@example.hu`, 'Wrong-Password-1');
    const toast = page.getByRole('alert').filter({ hasText: 'Incorrect e-mail / password' }).first();
    await toast.waitFor();
    await toast.getByText('The e-mail address or the password is wrong. Check them and try again.').waitFor();
    expect((await toast.textContent())?.split('Incorrect e-mail / password')).toHaveLength(2);
    await screenshot(page, 'login-failed-toast');

    await page.getByRole('button', { name: 'Magyar' }).click();
    await page.getByRole('button', { name: 'Belépés', exact: true }).click();
    const hungarian = page.getByRole('alert').filter({ hasText: 'Hibás e-mail cím / jelszó' }).first();
    await hungarian.getByText('Rossz e-mail címet vagy jelszót adtál meg. Ellenőrizd őket, és próbáld újra.').waitFor();
    await page.getByRole('button', { name: 'English' }).click();
  });

  it('when the confirmed user logs in, then "Please login to continue" goes and does not come back on /login', async () => {
    const { page } = browser;
    await page.goto((await linkFromMailbox(email, 'confirmation')).link);
    await page.waitForURL('**/login');
    await page.getByText('Please login to continue').waitFor();

    await fillLogin(page, email);
    await page.waitForURL('**/secure');
    await page.getByRole('heading', { name: /Zsófia/ }).waitFor();
    expect(await page.getByText('Please login to continue').count()).toBe(0);
    expect(await page.getByText('Incorrect e-mail / password').count()).toBe(0);

    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.getByText('Please login to continue').count()).toBe(0);
  });

  it('when a visitor switches to Magyar on /login and logs in with an English account, then the page stays Hungarian and the account stores hu', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Magyar' }).click();
    await page.getByRole('heading', { name: 'Belépés' }).waitFor();

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Jelszó', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Belépés', exact: true }).click();

    await page.waitForURL('**/secure');
    await page.getByRole('heading', { name: /^Üdv, .*Zsófia/ }).waitFor();
    expect(await storedLocaleBecomes(page, 'hu')).toBe('hu');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hu');
    await screenshot(page, 'login-keeps-visitor-language');

    // A later login without a pick in that visit follows the account, now Hungarian.
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'English' }).click();
    // A new visit (a page load), in English, without a pick in it.
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await fillLogin(page, email);
    await page.waitForURL('**/secure');
    await page.getByRole('heading', { name: /^Üdv, .*Zsófia/ }).waitFor();
  });
});
