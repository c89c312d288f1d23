import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules: what every page must pass. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** How many of a violation's elements the message names (the rest are counted). */
const TARGETS_SHOWN = 3;

/** One readable line per rule broken on the page, with the first elements that break it. */
export async function accessibilityViolations(page: Page, label: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.join(' '));
    const more = violation.nodes.length > TARGETS_SHOWN ? ` (+${violation.nodes.length - TARGETS_SHOWN} more)` : '';
    const summary = violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? '';
    return `${label}: [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} — ${targets.join(' | ')}${more}${summary ? ` — ${summary}` : ''}`;
  });
}

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LOCALES = ['en', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];

/** Opens `path` and waits until its heading shows and its data has arrived. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Switches the language as a user does: the header's (or footer's) language button, then waits for the page to follow. */
export async function switchLanguage(page: Page, locale: Locale): Promise<void> {
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

/** Lets the page lay itself out again after a resize (two frames: resize observers have run, styles applied). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

type Check = (page: Page, label: string) => Promise<string[]>;

/** The page as it is now, on the phone then on the laptop (resized in place, no reload). */
export async function atEverySize(page: Page, label: string, check: Check): Promise<string[]> {
  const violations: string[] = [];
  for (const size of [...SIZES].reverse()) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await settle(page);
    violations.push(...(await check(page, `${label} (${size.name})`)));
  }
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
  return violations;
}

/**
 * An open dialog, checked on its own: the page behind it is checked as a page, and under the backdrop axe could read
 * that page's colours against the wrong background (it once judged the footer's yellow on the page's white).
 */
export const openDialogViolations = (page: Page, label: string): Promise<string[]> =>
  accessibilityViolations(page, label, '[role="dialog"]');

/** Every page of `paths` in both languages at both sizes; `extra` checks more states (dialogs, the phone's menu). */
export async function violationsOn(
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
