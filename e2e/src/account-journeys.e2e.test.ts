import { openBrowser, screenshot, type Browser } from './browser';
import { linkFromMailbox } from './mailbox';
import { login, PASSWORD, register as registerPerson } from './accounts';

const NEW_PASSWORD = 'FieldGoal-2027';

const register = (page: Parameters<typeof registerPerson>[0], email: string) =>
  registerPerson(page, { firstName: 'Anna', lastName: 'Kovács', email });

describe('a new player: register → confirm from the mailbox → login → Hungarian → edit profile → change password → logout', () => {
  let browser: Browser;
  const email = `anna.${Date.now()}@example.hu`;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when the form is sent empty, then every required message shows', async () => {
    const { page } = browser;
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of [
      'Please input first name',
      'Please input last name',
      'Please input your location',
      "You didn't fill in your e-mail",
      'Please input your password',
    ]) {
      await page.getByText(message).first().waitFor();
    }
  });

  it('when a visitor registers, then /thanks confirms and an unconfirmed login is refused', async () => {
    const { page } = browser;
    await register(page, email);
    await screenshot(page, 'account-thanks');
    await login(page, email, PASSWORD);
    await page
      .getByText(/not confirmed/i)
      .first()
      .waitFor();
  });

  it('when the confirmation link from the mailbox is opened, then the account is confirmed and login works', async () => {
    const { page } = browser;
    const { link } = await linkFromMailbox(email, 'confirmation');
    await page.goto(link);
    await page.getByText('Your account was successfully confirmed').waitFor();
    await page.waitForURL('**/login');
    await login(page, email, PASSWORD);
    await page.waitForURL('**/secure');
    await page.getByRole('heading', { name: /Anna/ }).waitFor();
  });

  it('when the player switches to Hungarian and edits the profile, then the Hungarian profile shows the new data', async () => {
    const { page } = browser;
    // The account keeps the language: the next page loads it from there.
    const stored = page.waitForResponse((r) => /\/api\/users\/[^/]+\/locale\/hu$/.test(r.url()) && r.ok());
    await page.getByRole('button', { name: 'Magyar' }).click();
    await stored;
    await page.goto('/edit-profile');
    const location = page.getByLabel('Lakóhely');
    await location.waitFor();
    await location.fill('Debrecen');
    await page.getByRole('button', { name: /Mentés/ }).click();
    await page.waitForURL('**/profile');
    await page.getByText('Debrecen').waitFor();
    await page.getByText('14/03/1995').waitFor();
    await screenshot(page, 'account-profile-hu');
  });

  it('when the password is changed, then the old one no longer logs in and the new one does', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'English' }).click();
    await page.goto('/change-password');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL('**/profile');

    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await login(page, email, PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Incorrect e-mail / password' }).first().waitFor();
    await login(page, email, NEW_PASSWORD);
    await page.waitForURL('**/secure');
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('forgot password → reset from the mailbox → login', () => {
  let browser: Browser;
  const email = `bela.${Date.now()}@example.hu`;

  beforeAll(async () => {
    browser = await openBrowser();
    const { page } = browser;
    await register(page, email);
    await page.goto((await linkFromMailbox(email, 'confirmation')).link);
    await page.waitForURL('**/login');
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when a reset is requested for a known and an unknown address, then the page answers the same', async () => {
    const { page } = browser;
    const notices: string[] = [];
    for (const address of [`nobody.${Date.now()}@example.hu`, email]) {
      await page.goto('/reset-password');
      await page.getByLabel('E-mail').fill(address);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      const notice = page.getByText('If an account is registered with this address', { exact: false }).first();
      await notice.waitFor();
      notices.push((await notice.textContent()) ?? '');
    }
    expect(notices[0]).toBe(notices[1]);
  });

  it('when the reset link is followed, then the new password logs in', async () => {
    const { page } = browser;
    const { link } = await linkFromMailbox(email, 'passwordReset');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/login');
    await login(page, email, NEW_PASSWORD);
    await page.waitForURL('**/secure');
    await screenshot(page, 'account-after-reset');

    // The link was single-use.
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(page.url()).toContain('/reset-password/');
  });
});
