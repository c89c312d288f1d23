import i18next from 'i18next';
import {
  API,
  CSRF_HEADER,
  ERROR_CODES,
  LOCALE_HEADER,
  PAGE_SIZE_MAX,
  TOTAL_COUNT_HEADER,
  isErrorEnvelope,
} from '@hfl/contracts';
import { loadErrorTexts } from '../i18n';
import { ApiError } from './api-error';
import { forgetWrittenReads } from './written-reads';

export interface ApiConfig {
  /** Prefix for every path; '' (same origin) in the browser, a test server's URL in tests. */
  baseUrl?: string;
  getCsrfToken: () => string | null;
  setCsrfToken: (token: string | null) => void;
  getLocale: () => string;
  /**
   * A 401 outside login and session loading: the shell clears the session and goes to /expired. Answers true when
   * this ended a signed-in session (the failure is then not toasted: /expired says it).
   */
  onUnauthorized: () => boolean | void;
}

const defaults: Required<ApiConfig> = {
  baseUrl: '',
  getCsrfToken: () => null,
  setCsrfToken: () => {},
  getLocale: () => i18next.language || 'en',
  onUnauthorized: () => {},
};

let config: Required<ApiConfig> = defaults;

/** Called once by the shell (or `mountStandalone`) to wire the client to the store. */
export function configureApi(next: ApiConfig): void {
  config = { ...defaults, ...next, baseUrl: next.baseUrl ?? '' };
}

const UNAUTHORIZED_EXEMPT = new Set<string>([API.auth, API.session, API.csrfToken]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function send(method: string, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', [LOCALE_HEADER]: config.getLocale() };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (!SAFE_METHODS.has(method)) {
    // A change (a join, a login, a logout) may make what the page came with untrue: later reads ask the API.
    forgetWrittenReads();
    const token = config.getCsrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }
  try {
    return await fetch(`${config.baseUrl}${path}`, { method, headers, body: payload, credentials: 'same-origin' });
  } catch {
    await errorTextsLoaded();
    throw new ApiError({ status: 0, hasBody: false });
  }
}

/** Whoever tells a failed call finds its texts loaded; texts that cannot load leave the error as it is. */
async function errorTextsLoaded(): Promise<void> {
  await loadErrorTexts().catch(() => {});
}

/**
 * The session's CSRF token. A visitor has none until a form needs it: the BFF then stores a short visitor session
 * for it (GET /api/session never does).
 */
async function refreshCsrfToken(): Promise<void> {
  const response = await send('GET', API.csrfToken, undefined);
  const data = (await readBody(response)) as { csrfToken?: string } | undefined;
  config.setCsrfToken(response.ok ? (data?.csrfToken ?? null) : null);
}

async function request<T>(method: string, path: string, body?: unknown, retried = false): Promise<T> {
  return (await exchange<T>(method, path, body, retried)).data;
}

/** The answer's body and headers (a paged list says its total in a header). */
async function exchange<T>(
  method: string,
  path: string,
  body?: unknown,
  retried = false,
): Promise<{ data: T; headers: Headers }> {
  if (!SAFE_METHODS.has(method) && !config.getCsrfToken()) await refreshCsrfToken();
  const response = await send(method, path, body);
  const data = await readBody(response);
  if (response.ok) return { data: data as T, headers: response.headers };

  const envelope = isErrorEnvelope(data) ? data.error : undefined;
  if (response.status === 403 && envelope?.code === ERROR_CODES.CSRF && !retried) {
    // The session (and its CSRF secret) may have been renewed elsewhere: fetch the current token, try once more.
    await refreshCsrfToken();
    return exchange<T>(method, path, body, true);
  }
  const endedSession =
    response.status === 401 && !UNAUTHORIZED_EXEMPT.has(path.split('?')[0] ?? path) && config.onUnauthorized() === true;
  await errorTextsLoaded();
  throw new ApiError({
    status: response.status,
    code: envelope?.code,
    message: envelope?.message ?? '',
    violations: envelope?.violations,
    hasBody: envelope !== undefined,
    endedSession,
  });
}

export interface ListPage<T> {
  items: T[];
  total: number;
}

/** A paged list's path for `limit` rows from `offset`. */
export function pagePath(path: string, limit: number, offset: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}limit=${limit}&offset=${offset}`;
}

async function getPage<T>(path: string): Promise<ListPage<T>> {
  const { data, headers } = await exchange<T[]>('GET', path);
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { items: data, total: headers.has(TOTAL_COUNT_HEADER) && Number.isInteger(total) ? total : data.length };
}

/** JSON over fetch to the BFF: X-Locale on every call, the CSRF header on state-changing ones. */
export const api = {
  get: <T = unknown>(path: string): Promise<T> => request<T>('GET', path),
  /** One page of a paged list and the whole list's length (`X-Total-Count`; without it, the page is all there is). */
  getPage,
  /** Every row of a paged list: the first page tells the total, the other pages are asked together. */
  getAll: async <T = unknown>(path: string): Promise<T[]> => {
    const first = await getPage<T>(pagePath(path, PAGE_SIZE_MAX, 0));
    const offsets: number[] = [];
    for (let offset = PAGE_SIZE_MAX; offset < first.total; offset += PAGE_SIZE_MAX) offsets.push(offset);
    const rest = await Promise.all(offsets.map((offset) => getPage<T>(pagePath(path, PAGE_SIZE_MAX, offset))));
    return [...first.items, ...rest.flatMap((page) => page.items)];
  },
  post: <T = unknown>(path: string, body?: unknown): Promise<T> => request<T>('POST', path, body),
  put: <T = unknown>(path: string, body?: unknown): Promise<T> => request<T>('PUT', path, body),
  delete: <T = unknown>(path: string, body?: unknown): Promise<T> => request<T>('DELETE', path, body),
};
