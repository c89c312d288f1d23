import axe from 'axe-core';
import type { Page, Request } from 'playwright-core';

/** The WCAG 2.1 A and AA rules: what every page must pass. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** How many of a violation's elements the message names (the rest are counted). */
const TARGETS_SHOWN = 3;

/** What axe checks, as CSS selectors: `include` is the whole document unless given (axe takes `{}` for options). */
type AxeContext = { include: string[] } | { exclude: string[] };

/**
 * The shell's own header and footer, the landmarks beside its `<main id="main">` (a page's own headers sit inside
 * it): the same on every page of a role, so checked once per role, language and size (see violationsOn).
 */
const SHELL = ['header:has(~ #main)', '#main ~ footer'];

/** One readable line per rule broken in `context`, with the first elements that break it. */
async function violationsIn(page: Page, label: string, context: AxeContext): Promise<string[]> {
  // axe-core goes into each frame once per document and runs there: AxeBuilder put it in again on every run and
  // finished in a new blank page, four fifths of a check's time.
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const violations = await page.evaluate(
    ({ context, tags }) =>
      (window as unknown as { axe: typeof axe }).axe
        // Only the violations come back in full: the passes' elements were most of what crossed over.
        .run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    { context, tags: WCAG_21_AA_TAGS },
  );
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.join(' '));
    const more = violation.nodes.length > TARGETS_SHOWN ? ` (+${violation.nodes.length - TARGETS_SHOWN} more)` : '';
    const summary = violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? '';
    return `${label}: [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} — ${targets.join(' | ')}${more}${summary ? ` — ${summary}` : ''}`;
  });
}

/** The page without the shell's header and footer; still a whole page to axe, so page-level rules (bypass) run. */
export const pageViolations = (page: Page, label: string): Promise<string[]> =>
  violationsIn(page, label, { exclude: SHELL });

/** The whole page, the shell's header and footer included. */
const wholePageViolations = (page: Page, label: string): Promise<string[]> =>
  violationsIn(page, label, { exclude: [] });

/**
 * An open dialog, checked on its own: the page behind it is checked as a page, and under the backdrop axe could read
 * that page's colours against the wrong background (it once judged the footer's yellow on the page's white).
 */
export const openDialogViolations = (page: Page, label: string): Promise<string[]> =>
  violationsIn(page, label, { include: ['[role="dialog"]'] });

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LOCALES = ['en', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each page's requests under way, so a check waits for the page's data, not for half a second of quiet network. */
const underWay = new WeakMap<Page, Set<Request>>();

function requestsUnderWay(page: Page): Set<Request> {
  let requests = underWay.get(page);
  if (!requests) {
    const started = new Set<Request>();
    page.on('request', (request) => started.add(request));
    page.on('requestfinished', (request) => started.delete(request));
    page.on('requestfailed', (request) => started.delete(request));
    underWay.set(page, (requests = started));
  }
  return requests;
}

/** Waits until every request the page made has answered and, two frames on, it asks for nothing more. */
export async function dataArrived(page: Page): Promise<void> {
  const requests = requestsUnderWay(page);
  const deadline = Date.now() + 30_000;
  do {
    while (requests.size > 0) {
      if (Date.now() > deadline) throw new Error(`still loading: ${[...requests].map((r) => r.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // An answer's render may ask for more (a league's roster once the league is known).
    await settle(page);
  } while (requests.size > 0);
  // A date field's calendar loads on demand and React shows it up to 300 ms after it came (Suspense's throttle): until
  // then a stand-in input follows the field's hint.
  await page.waitForFunction(() => !document.querySelector('[id$="-hint"] + input'));
}

/** Opens `path` and waits until its heading shows and its data has arrived. */
export async function open(page: Page, path: string): Promise<void> {
  requestsUnderWay(page); // followed from before the page asks for anything
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await dataArrived(page);
}

/** Switches the language as a user does: the header's (or footer's) language button, then waits for the page to follow. */
export async function switchLanguage(page: Page, locale: Locale): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current === locale) return;
  requestsUnderWay(page);
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
  await page
    .getByRole('button', { name: locale === 'hu' ? 'Magyar' : 'English' })
    .first()
    .click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
  await dataArrived(page);
}

/**
 * Lets the page lay itself out again (two frames: resize observers have run, styles applied) and end its animations
 * (a dialog fades in): axe would read a colour half faded in. Colour transitions are switched off while it is checked:
 * a button enabled while axe reads it (a page's check landing late) would show white text on its fading grey.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (!document.getElementById('checked-without-transitions')) {
      const style = document.createElement('style');
      style.id = 'checked-without-transitions';
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document.getAnimations().filter((anim) => anim.effect?.getComputedTiming().endTime !== Infinity);
    // An animation whose element went away is cancelled: over too.
    await Promise.allSettled(ending.map((animation) => animation.finished));
  });
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
 * Every page of `paths` in both languages at both sizes; `extra` checks more states (dialogs). The shell is the same
 * on every page of a role: checked whole on the first page and with the phone's menu unfolded, the rest without it.
 */
export async function violationsOn(
  page: Page,
  paths: readonly string[],
  extra?: (page: Page, locale: Locale) => Promise<string[]>,
): Promise<string[]> {
  const violations: string[] = [];
  for (const locale of LOCALES) {
    await switchLanguage(page, locale);
    for (const [index, path] of paths.entries()) {
      await open(page, path);
      const check = index === 0 ? wholePageViolations : pageViolations;
      violations.push(...(await atEverySize(page, `${path} (${locale})`, check)));
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
  const violations = await wholePageViolations(page, `the header's menu unfolded (${locale}, phone)`);
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
  await settle(page);
  return violations;
}
