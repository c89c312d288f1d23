import { openBrowser, ownerCredentials, screenshot, type Browser } from './browser';

describe('the owner slice: login → /secure → back-office settings → logout', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when the login form is sent empty, then the spec messages show on the fields', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText("You didn't fill in your e-mail").waitFor();
    await page.getByText('Please input your password').waitFor();
  });

  it('when the password is wrong, then "Incorrect e-mail / password" is shown', async () => {
    const { page } = browser;
    await page.getByLabel('E-mail').fill(ownerCredentials().email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect e-mail / password' }).first().waitFor();
    await screenshot(page, 'login-failed');
  });

  it('when the owner logs in, then /secure sends them to the back-office', async () => {
    const { page } = browser;
    const { email, password } = ownerCredentials();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/owner');
    await page.getByRole('heading', { level: 1, name: 'Back-office' }).waitFor();
  });

  it('when the timezone is changed and saved, then the toast confirms and the choice survives a reload', async () => {
    const { page } = browser;
    await page.goto('/owner/settings');
    const select = page.getByLabel('Timezone');
    await select.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('select') as HTMLSelectElement | null)?.value === 'Europe/Budapest',
    );
    await select.selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings were updated').waitFor();
    await screenshot(page, 'owner-settings-saved');

    await page.reload();
    await page.waitForFunction(
      () => (document.querySelector('select') as HTMLSelectElement | null)?.value === 'Asia/Tokyo',
    );

    // Leave the shared stack as we found it for the other journeys.
    await page.getByLabel('Timezone').selectOption('Europe/Budapest');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings were updated').first().waitFor();
  });

  it('when the owner logs out, then the session is gone and the back-office asks for a login again', async () => {
    const { page } = browser;
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    const session = await page.evaluate(async () => (await fetch('/api/session')).json());
    expect(session.user).toBeNull();

    await page.goto('/owner/settings');
    await page.waitForURL('**/login');
    await page.getByText('Access Denied: You need to login in order to access this page').waitFor();
    await screenshot(page, 'access-denied');
  });
});
