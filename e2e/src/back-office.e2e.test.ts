import type { Page } from 'playwright-core';
import { login, register, type Person } from './accounts';
import { baseUrl, openBrowser, screenshot, signInAsOwner, type Browser } from './browser';
import { tinyPng } from './images';
import { linkFromMailbox } from './mailbox';

const stamp = Date.now();

/** A newsletter subscriber registered through the API in `locale` (the language their account keeps). */
async function registerSubscriber(person: Person, locale: 'en' | 'hu'): Promise<void> {
  const first = await fetch(`${baseUrl()}/api/csrf-token`);
  const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { csrfToken } = (await first.json()) as { csrfToken: string };
  const res = await fetch(`${baseUrl()}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, 'x-locale': locale, cookie },
    body: JSON.stringify({
      firstName: person.firstName,
      lastName: person.lastName,
      gender: 'f',
      location: 'Szeged',
      birthDate: '1994-05-02',
      email: person.email,
      emailConfirm: person.email,
      password: 'Touchdown-2026',
      passwordConfirm: 'Touchdown-2026',
      newsletter: true,
    }),
  });
  expect(res.status).toBe(201);
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  locale: string;
}

async function mailTo(to: string, subject: string, timeoutMs = 20_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    const message = messages.find((m) => m.subject === subject);
    if (message) return message;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no e-mail "${subject}" for ${to} within ${timeoutMs} ms`);
}

/** `name`'s row of the owner's users table. */
const userRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/**
 * Searches the owner's users table (its filter kept) for `term` until the rows of `names` show: the table's list is kept
 * up to 20 seconds per process (OWNER_USERS_LIST_FRESH_MS), so an account registered a moment ago may need a reload of
 * the page or two.
 */
async function searchUsers(page: Page, term: string, names: string[]) {
  const url = new URL(page.url());
  url.searchParams.set('term', term);
  await page.goto(url.toString());
  for (let i = 1; i <= 120; i++) {
    const shown = await Promise.all(names.map(async (name) => (await userRow(page, name).count()) > 0));
    if (shown.every(Boolean)) return;
    if (i % 25 === 0) await page.reload();
    await page.waitForTimeout(250);
  }
  for (const name of names) await userRow(page, name).waitFor({ timeout: 1000 });
}

/** The owner's back-office beyond the real league: blog, files and ads, users and their e-mails. */
describe('the back-office: blog, ads, users and bulk e-mail', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
    await signInAsOwner(browser.page);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when the owner publishes a post with a header picture, then anyone reads it, cleaned, on the public blog', async () => {
    const { page } = browser;
    const title = `Week ${Date.now() % 100000} review`;
    await page.goto('/owner/blog');
    await page.getByRole('link', { name: 'New Post' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').fill('Reviews');
    await page.getByLabel('New tag').fill('playoffs');
    await page.getByRole('button', { name: 'Add tag' }).click();
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('Bulls beat the Wolves in overtime.');
    await page
      .getByLabel('Header image')
      .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Blog post was successfully created').waitFor();
    await page.waitForURL('**/owner/blog');

    const reader = await openBrowser();
    try {
      await reader.page.goto('/blog');
      await reader.page.getByRole('link', { name: title }).first().click();
      await reader.page.getByRole('heading', { name: title }).waitFor();
      await reader.page.getByText('Bulls beat the Wolves in overtime.').waitFor();
      await reader.page.getByText('playoffs').first().waitFor();
      // The post's header picture (the page may also show an ad banner).
      const picture = reader.page.locator('main img[width="1200"]').first();
      await picture.waitFor();
      expect(await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2);
      await screenshot(reader.page, 'blog-post-published');
    } finally {
      await reader.close();
    }
  }, 90_000);

  it('when the owner uploads an ad for the FAQ, then a visitor sees it on the FAQ linking to its address', async () => {
    const { page } = browser;
    const url = `https://sponsor.example.com/hfl-${stamp}`;
    await page.goto('/owner/files');
    await page.getByLabel('Page').selectOption('faq');
    await page.getByLabel('Placement').selectOption('top');
    // The slot carries the seeded house ad: its picture shows and its link fills the URL, ready to replace.
    await page.getByRole('figure', { name: 'Current ad' }).getByRole('img').waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[name="url"]')?.value === '/create-league',
    );
    await page.getByLabel('Picture').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByLabel('URL').fill(url);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/ads') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Upload Ad' }).click();
    const response = await saved;
    expect(`${response.status()} ${response.status() === 200 ? '' : await response.text()}`).toBe('200 ');
    await page.getByText('Ad was successfully saved!').waitFor();

    const visitor = await openBrowser();
    try {
      await visitor.page.goto('/faq');
      const ad = visitor.page.locator(`a[href="${url}"] img`).first();
      await ad.waitFor();
      // Once the picture has arrived and decoded (a broken one rejects): it is the uploaded 2 px image.
      expect(
        await ad.evaluate(async (img) => {
          const picture = img as HTMLImageElement;
          await picture.decode();
          return picture.naturalWidth;
        }),
      ).toBe(2);
    } finally {
      await visitor.close();
    }
  }, 60_000);

  it('when the owner writes a bilingual message to two subscribers, previews and sends it, then each gets it in their own language', async () => {
    const { page } = browser;
    const anna: Person = { firstName: 'Anna', lastName: `Levél${stamp}`, email: `anna.${stamp}@example.com` };
    const bence: Person = { firstName: 'Bence', lastName: `Levél${stamp}`, email: `bence.${stamp}@example.hu` };
    await registerSubscriber(anna, 'en');
    await registerSubscriber(bence, 'hu');

    await page.goto('/owner/users');
    await page.getByRole('group', { name: 'Newsletter' }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('group', { name: 'Qty of Leagues' }).getByLabel('0', { exact: true }).check();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/newsletter=1/);
    const names = [anna, bence].map((person) => `${person.firstName} ${person.lastName}`);
    // Both by their shared last name: a new search would clear the selection.
    await searchUsers(page, `level${stamp}`, names);
    for (const name of names)
      await userRow(page, name)
        .getByRole('checkbox', { name: `Select ${name}` })
        .check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Send Emails' }).click();

    const dialog = page.getByRole('dialog', { name: 'Bulk Message' });
    await dialog.getByText('2 recipient(s)').waitFor();
    await dialog.getByLabel('Title', { exact: true }).fill(`Season news ${stamp}`);
    await dialog.getByLabel('Subject (English)').fill(`Playoffs are near ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Body (English)' }).click();
    await page.keyboard.type('Hello {{firstName}}, the playoffs start soon.');
    await dialog.getByLabel('Subject (Hungarian)').fill(`Közeleg a rájátszás ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Body (Hungarian)' }).click();
    await page.keyboard.type('Szia {{firstName}}, hamarosan kezdődik a rájátszás.');

    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await preview.waitFor();
    await preview.locator('iframe').nth(1).waitFor();
    expect(await preview.locator('iframe').count()).toBe(2);
    await screenshot(page, 'bulk-message-preview');
    await preview.getByRole('button', { name: 'Close' }).click();

    await dialog.getByRole('button', { name: 'Send Messages' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Confirm sending messages to 2 recipient(s)?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Successfully sent 2 message(s)').waitFor();
    // The dialog's status line (the list of sends below it says the same of this send).
    await page
      .getByRole('dialog', { name: 'Bulk Message' })
      .getByRole('status')
      .getByText(/Sending finished\. Sent: 2, failed: 0\./)
      .waitFor({ timeout: 30_000 });

    const toAnna = await mailTo(anna.email, `Playoffs are near ${stamp}`);
    expect(toAnna.text).toContain('Hello Anna, the playoffs start soon.');
    const toBence = await mailTo(bence.email, `Közeleg a rájátszás ${stamp}`);
    expect(toBence.text).toContain('Szia Bence, hamarosan kezdődik a rájátszás.');
  }, 120_000);

  it('when the owner suspends a player with a reason, then the player cannot log in and reads the reason', async () => {
    const player: Person = { firstName: 'Dóra', lastName: `Felfüggesztett${stamp}`, email: `dora.${stamp}@example.hu` };
    const guest = await openBrowser();
    try {
      await register(guest.page, player);
      await guest.page.goto((await linkFromMailbox(player.email, 'confirmation')).link);
      await guest.page.waitForURL('**/login');

      const { page } = browser;
      await page.goto('/owner/users?nbLeagues=0');
      const name = `${player.firstName} ${player.lastName}`;
      await searchUsers(page, name, [name]);
      await userRow(page, name)
        .getByRole('button', { name: `Actions for ${name}` })
        .click();
      await page.getByRole('menuitem', { name: 'Suspend' }).click();
      const dialog = page.getByRole('dialog', { name: `Suspend ${name}` });
      await dialog.getByLabel('Reason (shown to the user at login)').fill('Offensive team name');
      await dialog.getByRole('button', { name: 'Suspend' }).click();
      await page.getByText(`User "${name}" was suspended`).waitFor();

      await login(guest.page, player.email);
      await guest.page.getByRole('alert').filter({ hasText: 'Offensive team name' }).first().waitFor();
      expect(guest.page.url()).toContain('/login');
      await screenshot(guest.page, 'login-suspended');
    } finally {
      await guest.close();
    }
  }, 90_000);

  it('when a visitor accepts analytics cookies and opens pages, then the owner home counts those page views', async () => {
    const visitor = await openBrowser();
    try {
      await visitor.page.goto('/');
      await visitor.page.getByRole('button', { name: 'Accept all' }).click();
      // Closing the browser before the view was counted would lose it (a busy machine takes more than a moment).
      const counted = visitor.page.waitForResponse(
        (response) => response.url().endsWith('/api/page-views') && response.request().postDataJSON()?.path === '/faq',
      );
      await visitor.page.goto('/faq');
      await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect((await counted).ok()).toBe(true);
    } finally {
      await visitor.close();
    }
    const { page } = browser;
    await page.goto('/owner');
    const views = page.getByRole('region', { name: 'Page views' });
    await views.getByRole('row').filter({ hasText: '/faq' }).first().waitFor();
    await page.getByRole('heading', { name: 'Users' }).first().waitFor();
  }, 60_000);
});
