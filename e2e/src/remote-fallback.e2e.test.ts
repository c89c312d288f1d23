import { openBrowser, screenshot, signInAsOwner, type Browser } from './browser';

// A remote whose deployment is missing: its manifest answers 404. The shell must stay up and say so, in the frame.
describe('a remote that fails to load', () => {
  let browser: Browser;

  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
    await browser.close();
  });

  it('when mfe-player 404s, then /faq shows the translated fallback inside the shell, never a white page', async () => {
    const { page } = browser;
    await page.route('**/mfe/player/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/faq');
    await page.getByRole('heading', { name: 'This part of the site is unavailable' }).waitFor();
    await page.locator('header').getByText('HFL Fantasy').waitFor();
    await page.locator('footer').getByRole('link', { name: 'Terms of Use' }).waitFor();
    await screenshot(page, 'remote-fallback-player');

    await page.getByRole('button', { name: 'Magyar' }).click();
    await page.getByRole('heading', { name: 'Az oldal ezen része nem érhető el' }).waitFor();
  });

  it('when mfe-owner 404s, then the signed-in owner gets the fallback for /owner/settings while player pages still work', async () => {
    const { page } = browser;
    await page.route('**/mfe/owner/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await signInAsOwner(page);
    await page.getByRole('heading', { name: 'This part of the site is unavailable' }).waitFor();
    await page.goto('/faq');
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    await page.goto('/owner/settings');
    await page.getByRole('heading', { name: 'This part of the site is unavailable' }).waitFor();
    await screenshot(page, 'remote-fallback-owner');
  });
});
