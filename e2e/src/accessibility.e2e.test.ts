import type { Page } from 'playwright-core';
import { DEMO_DRAFT_LEAGUE_ID } from '@hfl/contracts';
import { accessibilityViolations } from './accessibility';
import { openBrowser, signInAsOwner } from './browser';

/**
 * Every page the browser tests visit passes axe-core's WCAG 2.1 A and AA rules, in English and Hungarian, on a laptop
 * (1280×800) and a phone (390×844): as a visitor, as the demo player and as the owner, on the shared stack's demo
 * data, with a dialog or two open. Each role collects every violation first, so one run names them all.
 */
const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LOCALES = ['en', 'hu'] as const;
type Locale = (typeof LOCALES)[number];

const VISITOR_PAGES = [
  '/',
  '/login',
  '/register',
  '/reset-password',
  '/blog',
  '/faq',
  '/leagues',
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
const OWNER_PAGES = [
  '/owner',
  '/owner/teams',
  '/owner/rosters',
  '/owner/seasons',
  '/owner/seasons/add',
  '/owner/stats',
  '/owner/players',
  '/owner/score-config',
  '/owner/leagues',
  `/owner/leagues/${DEMO_DRAFT_LEAGUE_ID}`,
  '/owner/leaderboard',
  '/owner/users',
  '/owner/blog',
  '/owner/blog/create-post',
  '/owner/files',
  '/owner/settings',
];

/** Opens `path` and waits until its heading shows and its data has arrived. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The first link in the page's main whose address matches `pattern` (a detail page found on its list page), if any. */
async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return hrefs.find((href): href is string => !!href && pattern.test(href)) ?? null;
}

/** Switches the language as a user does: the header's (or footer's) language button, then waits for the page to follow. */
async function switchLanguage(page: Page, locale: Locale): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current === locale) return;
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
  await page
    .getByRole('button', { name: locale === 'hu' ? 'Magyar' : 'English' })
    .first()
    .click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
  await page.waitForLoadState('networkidle');
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

/** Lets the page lay itself out again after a resize (two frames: resize observers have run, styles applied). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

type Check = (page: Page, label: string) => Promise<string[]>;

/** The page as it is now, on the phone then on the laptop (resized in place, no reload). */
async function atEverySize(page: Page, label: string, check: Check): Promise<string[]> {
  const violations: string[] = [];
  for (const size of [...SIZES].reverse()) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await settle(page);
    violations.push(...(await check(page, `${label} (${size.name})`)));
  }
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
  return violations;
}

/** Every page of `paths` in both languages at both sizes; `extra` checks more states (dialogs, the phone's menu). */
async function violationsOn(
  page: Page,
  paths: readonly string[],
  extra?: (page: Page, locale: Locale) => Promise<string[]>,
): Promise<string[]> {
  const violations: string[] = [];
  for (const locale of LOCALES) {
    await switchLanguage(page, locale);
    for (const path of paths) {
      await open(page, path);
      violations.push(...(await atEverySize(page, `${path} (${locale})`, accessibilityViolations)));
    }
    violations.push(...(await phoneMenuViolations(page, locale)));
    if (extra) violations.push(...(await extra(page, locale)));
  }
  return violations;
}

/** On a phone the header folds its navigation behind Menu: checked unfolded. */
async function phoneMenuViolations(page: Page, locale: Locale): Promise<string[]> {
  await page.setViewportSize({ width: SIZES[1].width, height: SIZES[1].height });
  await settle(page);
  const menu = page.locator('header button[aria-controls]').first();
  await menu.click();
  await page.locator('header nav').first().waitFor();
  const violations = await accessibilityViolations(page, `the header's menu unfolded (${locale}, phone)`);
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
  await settle(page);
  return violations;
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
  await page.waitForLoadState('networkidle');
  violations.push(...(await atEverySize(page, `league details dialog (${locale})`, accessibilityViolations)));
  await page.keyboard.press('Escape');

  await open(page, '/players');
  // A player's name opens the popup: the first name in the list.
  await page.locator('main tbody button').first().click();
  await page.getByRole('dialog').waitFor();
  await page.waitForLoadState('networkidle');
  violations.push(...(await atEverySize(page, `player popup (${locale})`, accessibilityViolations)));
  await page.keyboard.press('Escape');
  return violations;
}

/** Signs the demo player in through the login form. */
async function signInAsPlayer(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(process.env.E2E_PLAYER_EMAIL!);
  await page.getByLabel('Password').fill(process.env.E2E_PLAYER_PASSWORD!);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.locator('main h1').first().waitFor();
}

describe('accessibility (axe-core, WCAG 2.1 A and AA), in English and Hungarian, on a laptop and a phone', () => {
  it('when a visitor opens the public pages, then none breaks a WCAG 2.1 A/AA rule', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      // The cookie bar shows on a first visit: checked with it, then accepted as visitors do.
      await open(page, '/');
      const firstVisit = await atEverySize(page, '/ with the cookie bar (en)', accessibilityViolations);
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
