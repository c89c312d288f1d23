import type { Page } from 'playwright-core';
import {
  DEMO_DRAFT_LEAGUE_ID,
  DEMO_INVITE_LINK_LEAGUE_ID,
  DEMO_INVITE_LINK_TOKEN,
  inviteLinkPath,
} from '@hfl/contracts';
import {
  atEverySize,
  dataArrived,
  open,
  openDialogViolations,
  pageViolations,
  switchLanguage,
  violationsOn,
  type Locale,
} from './accessibility';
import { openBrowser, signInAsOwner, signInAsPlayer } from './browser';
import { OWNER_PAGES } from './visited-pages';

/**
 * Every page the browser tests visit passes axe-core's WCAG 2.1 A and AA rules, in English and Hungarian, on a laptop
 * (1280×800) and a phone (390×844): as a visitor, as the demo player and as the owner, on the shared stack's demo
 * data, with a dialog or two open; the shell's header and footer, the same on every page of a role, once per role,
 * language and size. Each role collects every violation first, so one run names them all.
 */
const VISITOR_PAGES = [
  '/',
  '/login',
  '/register',
  '/reset-password',
  '/blog',
  '/faq',
  '/leagues',
  inviteLinkPath(DEMO_INVITE_LINK_LEAGUE_ID, DEMO_INVITE_LINK_TOKEN),
  '/contact',
  '/terms',
];
const PLAYER_PAGES = [
  '/leagues',
  '/create-league',
  `/leagues/${DEMO_DRAFT_LEAGUE_ID}`,
  `/leagues/${DEMO_DRAFT_LEAGUE_ID}/edit`,
  `/leagues/${DEMO_DRAFT_LEAGUE_ID}/standings`,
  `/invite/${DEMO_DRAFT_LEAGUE_ID}`,
  inviteLinkPath(DEMO_INVITE_LINK_LEAGUE_ID, DEMO_INVITE_LINK_TOKEN),
  '/league-admin/dashboard',
  '/players',
  '/leaderboard',
  '/game-center',
  '/trophies',
  '/team',
  '/notifications',
  '/profile',
  '/edit-profile',
  '/change-password',
  '/settings',
  '/test',
];

/** The first link in the page's main whose address matches `pattern` (a detail page found on its list page), if any. */
async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return hrefs.find((href): href is string => !!href && pattern.test(href)) ?? null;
}

/** Details pages reached from list pages (a blog post, a trophy, a team's roster, ...) join the list once found. */
async function withDetailPages(page: Page, paths: string[], details: Array<[string, RegExp]>): Promise<string[]> {
  const found = [...paths];
  for (const [list, pattern] of details) {
    await open(page, list);
    const link = await firstLink(page, pattern);
    if (link) found.push(link);
  }
  return found;
}

/** The league details dialog from /leagues and the player popup from /players, each checked while open. */
async function dialogViolations(page: Page, locale: Locale): Promise<string[]> {
  const violations: string[] = [];
  await open(page, '/leagues');
  await page
    .locator('main')
    .getByRole('button', { name: /^(Details|Részletek)$/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  await dataArrived(page);
  violations.push(...(await atEverySize(page, `league details dialog (${locale})`, openDialogViolations)));
  await page.keyboard.press('Escape');

  await open(page, '/players');
  // A player's name opens the popup: the first name in the list.
  await page.locator('main tbody button').first().click();
  await page.getByRole('dialog').waitFor();
  await dataArrived(page);
  violations.push(...(await atEverySize(page, `player popup (${locale})`, openDialogViolations)));
  await page.keyboard.press('Escape');
  return violations;
}

describe('accessibility (axe-core, WCAG 2.1 A and AA), in English and Hungarian, on a laptop and a phone', () => {
  it('when a visitor opens the public pages, then none breaks a WCAG 2.1 A/AA rule', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      // The cookie bar shows on a first visit: checked with it (the shell below), then accepted as visitors do.
      await open(page, '/');
      const firstVisit = await atEverySize(page, '/ with the cookie bar (en)', pageViolations);
      await page.getByRole('button', { name: 'Accept' }).click();
      const paths = await withDetailPages(page, VISITOR_PAGES, [['/blog', /^\/blog\/[0-9a-f]{24}$/]]);
      expect([...firstVisit, ...(await violationsOn(page, paths))]).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 600_000);

  it('when the demo player opens their pages and dialogs, then none breaks a WCAG 2.1 A/AA rule', async () => {
    const browser = await openBrowser();
    const { page } = browser;
    try {
      await signInAsPlayer(page);
      await page.locator('main h1').first().waitFor();
      const paths = await withDetailPages(page, PLAYER_PAGES, [
        [`/leagues/${DEMO_DRAFT_LEAGUE_ID}`, /\/team\/[0-9a-f]{24}\/roster$/],
        ['/trophies', /^\/trophies\/(en|hu)\/[0-9a-f]{24}$/],
      ]);
      expect(await violationsOn(page, paths, dialogViolations)).toEqual([]);
    } finally {
      // The demo player's stored language goes back to English for the other browser tests.
      await switchLanguage(page, 'en');
      await browser.close();
    }
  }, 600_000);

  it('when the owner opens every back-office page, then none breaks a WCAG 2.1 A/AA rule', async () => {
    const browser = await openBrowser();
    const { page } = browser;
    try {
      await signInAsOwner(page);
      const paths = await withDetailPages(page, OWNER_PAGES, [
        ['/owner/blog', /^\/owner\/blog\/[0-9a-f]{24}$/],
        ['/owner/seasons', /^\/owner\/seasons\/[0-9a-f]{24}$/],
      ]);
      expect(await violationsOn(page, paths)).toEqual([]);
    } finally {
      await switchLanguage(page, 'en');
      await browser.close();
    }
  }, 600_000);
});
