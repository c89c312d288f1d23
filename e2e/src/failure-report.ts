import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { OPEN_PAGES, SCREENSHOT_DIR, type WithOpenPages } from './browser';

/**
 * What a failed browser test saw: each open page's address, its alerts, toasts and invalid fields, and a screenshot.
 * Added to the failure's message, so a CI log shows why a wait ran out (a validation message, an error toast, a
 * page that never left /login) without the run's artefacts.
 */
const REPORT_TIMEOUT_MS = 5_000;

const within = <T>(promise: Promise<T>, fallback: T) =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), REPORT_TIMEOUT_MS).unref())]);

async function describePage(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, 'failures', `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const shot = await within(
    page.screenshot({ path: file, fullPage: true, timeout: REPORT_TIMEOUT_MS }).then(
      () => file,
      () => 'none',
    ),
    'none',
  );
  const messages = await within(
    page
      .locator('[role="alert"], [role="status"], [aria-invalid="true"]')
      .evaluateAll((elements) =>
        elements
          .map((element) =>
            element.getAttribute('aria-invalid') === 'true'
              ? `invalid field: ${
                  (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
                  element.getAttribute('aria-label') ||
                  element.id
                }`
              : (element.textContent ?? '').trim(),
          )
          .filter(Boolean),
      )
      .catch(() => []),
    [] as string[],
  );
  return [
    `  page: ${page.url()}`,
    `  alerts, toasts and invalid fields: ${messages.length ? messages.join(' | ') : 'none'}`,
    `  screenshot: ${shot}`,
  ].join('\n');
}

/** The report on every page still open in a test's global, or '' when none is. */
export async function reportOpenPages(testGlobal: object, testName: string): Promise<string> {
  const pages = [...((testGlobal as WithOpenPages)[OPEN_PAGES] ?? [])].filter((page) => !page.isClosed());
  if (pages.length === 0) return '';
  const base = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  const reports = await Promise.all(pages.map((page, i) => describePage(page, `${base}-${i + 1}`)));
  return `\n\nWhat the browser showed when it failed:\n${reports.join('\n')}`;
}
