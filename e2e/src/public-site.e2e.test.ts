import { openBrowser, screenshot, type Browser } from './browser';

/** One visitor's journey through the public site on the seeded demo content (17 posts per language, house ads). */
describe('the public site, as a visitor', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when a visitor opens the home page, then the news grid shows 4 large and 7 small posts and the archive link', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept' }).click();

    const large = page.getByRole('list', { name: 'Top stories' }).getByRole('article');
    const small = page.getByRole('list', { name: 'More news' }).getByRole('article');
    await large.first().waitFor();
    expect(await large.count()).toBe(4);
    expect(await small.count()).toBe(7);
    expect(await large.first().locator('time').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await page.getByRole('link', { name: 'Archived news' }).getAttribute('href')).toBe('/blog');
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await screenshot(page, 'public-home-en');
  });

  it('when the visitor opens the newest post, then it shows in full with its share options', async () => {
    const { page } = browser;
    const newest = page.getByRole('list', { name: 'Top stories' }).getByRole('article').first().getByRole('heading');
    const title = await newest.innerText();
    await newest.getByRole('link').click();

    await page.waitForURL(/\/blog\/[0-9a-f]{24}$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Share' }).waitFor();
    expect(await page.getByRole('link', { name: /Share on Facebook/ }).getAttribute('target')).toBe('_blank');
    await page.getByRole('img', { name: 'Advertisement' }).first().waitFor();
    await screenshot(page, 'public-blog-post-en');
  });

  it('when the visitor reads the FAQ, then the questions and the page ads show', async () => {
    const { page } = browser;
    await page.locator('nav').getByRole('link', { name: 'FAQ' }).click();

    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await page.getByRole('button', { name: 'What is HFL Fantasy?' }).waitFor();
    // The top and the right banner, each answered on its own.
    await page.getByRole('complementary', { name: 'Advertisement' }).nth(1).waitFor();
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(2);
    await screenshot(page, 'public-faq-en');
  });

  it('when the visitor opens the terms from the footer, then the English terms show with their contents', async () => {
    const { page } = browser;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();

    await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').count()).toBe(17);
    await page.getByText('Effective from 21 October 2019', { exact: true }).waitFor();
    await screenshot(page, 'public-terms-en');

    // A contents entry jumps within the page: an in-page anchor is no page change, so nothing scrolls back to the top.
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await page.waitForURL(/\/terms#terms-s17$/);
    await page.waitForFunction(() => window.scrollY > 0);
  });

  it('when the visitor switches to Hungarian, then the Hungarian terms show', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Magyar' }).click();

    await page.getByRole('heading', { level: 1, name: 'Felhasználási feltételek' }).waitFor();
    await page.getByRole('navigation', { name: 'Tartalom' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).count()).toBe(0);
    await screenshot(page, 'public-terms-hu');
  });
});
