import type { Locator } from 'playwright-core';

const WAIT_MS = 15_000;

/** Polls `check` on the field (the locator again each time: the field's stand-in is replaced once the picker loads). */
async function waitUntil(field: Locator, check: (element: HTMLElement) => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await field.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`The date field: ${what} did not happen within ${WAIT_MS} ms`);
    await field.page().waitForTimeout(20);
  }
}

/**
 * Closes the calendar of a date field with Escape, as a person does, and waits until the picker has given the focus
 * back to the field: it does so a tick later, and on a busy machine that tick came after the test had focused the next
 * field, so the next field's text landed in the date (a registration's e-mail typed after its date of birth). The
 * calendar must be open first: the picker ignores an Escape while it is closed, the field keeps the focus, and the
 * wait would end before a refocus still pending from the typing.
 */
export async function closeCalendar(field: Locator): Promise<void> {
  // Run in the page, so each check names the popper itself.
  await waitUntil(field, () => document.querySelector('.react-datepicker-popper') !== null, 'opening its calendar');
  await field.press('Escape');
  await waitUntil(
    field,
    (element) => document.querySelector('.react-datepicker-popper') === null && element === document.activeElement,
    'closing its calendar and getting the focus back after Escape',
  );
}

/**
 * Types into the one date field (DD/MM/YYYY, or DD/MM/YYYY HH:mm with a time) as a person does, then closes the
 * calendar that opened on focus, so it covers nothing the test does next. It waits for the calendar's code first: in
 * the plain stand-in shown until then there is no calendar to close, and the Escape closed the dialog around it.
 */
export async function fillDate(field: Locator, text: string): Promise<void> {
  await waitUntil(
    field,
    (element) => element.closest('.react-datepicker__input-container') !== null,
    'loading its calendar',
  );
  await field.fill(text);
  await closeCalendar(field);
}
