import type { Page } from 'playwright-core';
import { fillDate } from './date-field';

export const PASSWORD = 'Touchdown-2026';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
}

/** Fills and sends the login form already on screen (e.g. after a redirect that remembered a route). */
export async function fillLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Fills and sends the registration form on the current page (/register, possibly with a hash). With `prefilled`, the
 * e-mail fields already hold the person's address (the invited one) and are left as they are.
 */
export async function fillRegistration(
  page: Page,
  person: Person,
  password = PASSWORD,
  { prefilled = false } = {},
): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Female').check();
  await page.getByLabel('Location').fill('Budapest');
  await fillDate(page.getByLabel('Date of birth'), '14/03/1995');
  if (!prefilled) {
    await page.getByLabel('E-mail', { exact: true }).fill(person.email);
    await page.getByLabel('Confirm e-mail').fill(person.email);
  }
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('heading', { name: 'Thank you for registering!' }).waitFor();
}

export async function register(page: Page, person: Person, password = PASSWORD): Promise<void> {
  await page.goto('/register');
  await fillRegistration(page, person, password);
}
