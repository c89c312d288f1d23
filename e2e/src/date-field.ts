import type { Locator } from 'playwright-core';

const FOCUS_BACK_TIMEOUT_MS = 10_000;

/**
 * Closes the calendar of a date field with Escape, as a person does, and waits until the picker has given the focus
 * back to the field: it does so a tick later, and on a busy machine that tick came after the test had focused the next
 * field, so the next field's text landed in the date (a registration's e-mail typed after its date of birth).
 */
export async function closeCalendar(field: Locator): Promise<void> {
  await field.press('Escape');
  // The locator, not an element handle: the field's stand-in may be replaced by the loaded picker meanwhile.
  const deadline = Date.now() + FOCUS_BACK_TIMEOUT_MS;
  while (!(await field.evaluate((element) => element === document.activeElement))) {
    if (Date.now() > deadline) throw new Error('The date field did not get the focus back after Escape');
    await field.page().waitForTimeout(20);
  }
}

/**
 * Types into the one date field (DD/MM/YYYY, or DD/MM/YYYY HH:mm with a time) as a person does, then closes the
 * calendar that opened on focus, so it covers nothing the test does next.
 */
export async function fillDate(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await closeCalendar(field);
}
