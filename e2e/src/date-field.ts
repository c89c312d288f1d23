import type { Locator } from 'playwright-core';

/**
 * Types into the one date field (DD/MM/YYYY, or DD/MM/YYYY HH:mm with a time) as a person does, then closes the
 * calendar that opened on focus with Escape, so it covers nothing the test does next.
 */
export async function fillDate(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.press('Escape');
}
