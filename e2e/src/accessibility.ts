import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules: what every page must pass. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** How many of a violation's elements the message names (the rest are counted). */
const TARGETS_SHOWN = 3;

/** One readable line per rule broken on the page, with the first elements that break it. */
export async function accessibilityViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.join(' '));
    const more = violation.nodes.length > TARGETS_SHOWN ? ` (+${violation.nodes.length - TARGETS_SHOWN} more)` : '';
    const summary = violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? '';
    return `${label}: [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} — ${targets.join(' | ')}${more}${summary ? ` — ${summary}` : ''}`;
  });
}

/** Runs axe-core's WCAG 2.1 A/AA rules on the page as it is now and throws with a readable list on any violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const violations = await accessibilityViolations(page, label);
  if (violations.length) throw new Error(`Accessibility violations (WCAG 2.1 A/AA):\n${violations.join('\n')}`);
}
