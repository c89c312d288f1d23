import { openBrowser, screenshot, type Browser } from './browser';

describe('language switch on the FAQ, as a visitor', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
    // Chromium caps stored cookie lifetimes at 400 days, so record the expiry the app asks for as it writes the cookie.
    await browser.context.addInitScript(() => {
      const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const writes: string[] = [];
      (window as unknown as { __cookieWrites: string[] }).__cookieWrites = writes;
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get: () => descriptor.get!.call(document) as string,
        set: (value: string) => {
          writes.push(value);
          descriptor.set!.call(document, value);
        },
      });
    });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when a visitor opens /faq, then it renders in English', async () => {
    const { page } = browser;
    await page.goto('/faq');
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    await page.getByText('What is HFL Fantasy?').waitFor();
    await screenshot(page, 'faq-en');
  });

  it('when Hungarian is chosen, then the visible text re-renders in Hungarian and the locale cookie is written to expire in 2038', async () => {
    const { page, context } = browser;
    await page.getByRole('button', { name: 'Magyar' }).click();
    await page.getByRole('heading', { name: 'Gyakran ismételt kérdések' }).waitFor();
    await page.getByText('Mi az a HFL Fantasy?').waitFor();
    expect(await page.getByRole('heading', { name: 'Frequently asked questions' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hu');

    const writes = await page.evaluate(() => (window as unknown as { __cookieWrites: string[] }).__cookieWrites);
    expect(writes.find((w) => w.startsWith('locale=hu'))).toMatch(/expires=[^;]*2038/i);
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('hu');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(399);
    await screenshot(page, 'faq-hu');
  });

  it('when the page is reloaded, then it stays Hungarian, footer included', async () => {
    const { page } = browser;
    await page.reload();
    await page.getByRole('heading', { name: 'Gyakran ismételt kérdések' }).waitFor();
    await page.getByRole('link', { name: 'Felhasználási feltételek' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
  });
});

describe('the date field in Hungarian, as a visitor registering', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when the date of birth is typed and its calendar opened, then it reads DD/MM/YYYY and names the months in Hungarian', async () => {
    const { page } = browser;
    await page.goto('/register');
    // The form first: on a loaded CI machine, the page's own loading and then the Hungarian texts took more than one
    // wait's 30 s together.
    await page.getByLabel('Date of birth').waitFor();
    await page.getByRole('button', { name: 'Magyar' }).click();
    const birthDate = page.getByLabel('Születési dátum');
    await birthDate.waitFor();
    // The calendar library loads with the first date field: its input replaces the plain one.
    await page.locator('.react-datepicker__input-container input').waitFor();
    expect(await birthDate.getAttribute('placeholder')).toBe('NN/HH/ÉÉÉÉ');

    await birthDate.fill('14/03/1995');
    const calendar = page.getByRole('dialog', { name: 'Válassz dátumot' });
    await calendar.waitFor();
    await calendar.getByRole('heading', { name: '1995. március' }).waitFor();
    const months = await calendar.locator('.react-datepicker__month-select option').allTextContents();
    expect(months.slice(0, 3)).toEqual(['január', 'február', 'március']);
    const weekdays = await calendar.locator('.react-datepicker__day-name').allTextContents();
    expect(weekdays[0]?.toLowerCase()).toMatch(/^h/); // hétfő: the week starts on Monday
    await screenshot(page, 'date-field-hu');

    await calendar.getByRole('button', { name: 'Következő hónap' }).click();
    await calendar.getByRole('heading', { name: '1995. április' }).waitFor();
    await calendar.getByRole('gridcell', { name: /1995. április 2\., vasárnap/ }).click();
    expect(await birthDate.inputValue()).toBe('02/04/1995');
  });
});
