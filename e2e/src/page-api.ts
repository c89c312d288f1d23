import type { Page } from 'playwright-core';
import { API, CSRF_HEADER } from '@hfl/contracts';

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
