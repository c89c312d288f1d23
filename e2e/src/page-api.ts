import type { Page } from 'playwright-core';
import { API, CSRF_HEADER, type Locale } from '@hfl/contracts';
import { untilLive } from './browser';

/** A JSON call from inside the page, with the session's CSRF token, as the app's own client makes it. */
export async function callApi<T>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body, sessionUrl, csrfHeader }) => {
      const session = (await (await fetch(sessionUrl)).json()) as { csrfToken?: string };
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', [csrfHeader]: session.csrfToken ?? '' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // A 204 has no body.
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, url, body, sessionUrl: API.session, csrfHeader: CSRF_HEADER },
  );
}

/**
 * The account's language changed elsewhere (as from another device): the open page, once live, follows it over its
 * socket, and sets the language cookie the pages opened after it start in. Resolves once the page shows it.
 */
export async function setAccountLocale(page: Page, userId: string, locale: Locale): Promise<void> {
  await untilLive(page);
  await callApi(page, 'POST', API.userLocale(userId, locale));
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, locale);
}
