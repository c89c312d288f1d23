import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { ERROR_CODES } from '@hfl/contracts';
import { api, type ListPage } from './api-client';
import { ApiError } from './api-error';
import { describeApiError } from './describe-api-error';
import { takeWrittenRead } from './written-reads';
import { toastShown } from '../toasts/toasts-slice';

/**
 * A failed load says whether it was a 404 (`notFound`) or a roster's 422 (`noRoster`, spec section 8: "roster 422 as
 * none"): the page explains those itself, so they are not toasted. `error` is the failure itself, for a page that
 * explains it in its own words (see `quiet`).
 */
export type ApiGetFailure = {
  status: 'failed';
  notFound: boolean;
  noRoster: boolean;
  /** The answer's status; null when none came. */
  httpStatus: number | null;
  error: unknown;
};

export type ApiGetState<T> =
  | { status: 'loading' }
  /** `receivedAt`: when the answer reached this device (its clock), what an answer's own server time compares with. */
  | { status: 'ready'; data: T; receivedAt: number }
  | ApiGetFailure;

export interface ApiGetOptions {
  /** Asks again when it changes (after the page changed something, or a Retry). */
  refresh?: number;
  /** The page explains every failure itself (on the page, not in a passing toast): no error toast. */
  quiet?: boolean;
  /** Further statuses the page explains itself, untoasted (e.g. 403 "not a member"). */
  explained?: readonly number[];
}

type Settled<T> = { path: string } & ({ status: 'ready'; data: T; receivedAt: number } | ApiGetFailure);

/** A failed load as the page sees it (see ApiGetFailure). */
export function loadFailure(error: unknown): ApiGetFailure {
  const notFound = error instanceof ApiError && error.status === 404;
  const noRoster = error instanceof ApiError && error.status === 422 && error.code === ERROR_CODES.NO_ROSTER;
  const httpStatus = error instanceof ApiError && error.status > 0 ? error.status : null;
  return { status: 'failed', notFound, noRoster, httpStatus, error };
}

/**
 * GETs `path` for a page and asks again when the language changes (lists are per language; messages too), or when
 * `refresh` changes (after the page changed something). A failure shows the spec's error toast, except 404 and a
 * roster's 422 (no roster), which the page explains itself (and any failure when `quiet`). While a new language or a
 * refresh loads the previous answer stays on screen; a new path starts from loading.
 */
export function useApiGet<T>(path: string, refresh: number | ApiGetOptions = 0): ApiGetState<T> {
  // The answer the page came with for `path`, if it brought one (written-reads.ts), stands in for the first GET.
  return useApiLoad(path, refresh, api.get<T>, true);
}

/** `useApiGet` of a paged list (`limit`/`offset`) when the page needs every row of it: all pages, as one array. */
export function useApiGetAll<T>(path: string, refresh: number | ApiGetOptions = 0): ApiGetState<T[]> {
  return useApiLoad(path, refresh, api.getAll<T>);
}

/**
 * `useApiGet` of one page of a paged list the page pages itself (its path carries `limit` and `offset`): the rows and
 * how many the whole list has (`X-Total-Count`).
 */
export function useApiGetPage<T>(path: string, refresh: number | ApiGetOptions = 0): ApiGetState<ListPage<T>> {
  return useApiLoad(path, refresh, api.getPage<T>);
}

/**
 * `useApiGet` of several paths a page shows together: ready with every answer (in the order of `paths`) once all
 * are in, failed at the first failure (one toast, none for a 404, as `useApiGet`).
 */
export function useApiGetTogether<T extends readonly unknown[]>(
  paths: { readonly [K in keyof T]: string },
  refresh: number | ApiGetOptions = 0,
): ApiGetState<T> {
  // One key for the set, so a new array with the same paths on every render does not ask again.
  return useApiLoad(JSON.stringify(paths), refresh, getTogether<T>);
}

function getTogether<T>(key: string): Promise<T> {
  return Promise.all((JSON.parse(key) as string[]).map((path) => api.get(path))) as Promise<unknown> as Promise<T>;
}

const NONE: readonly number[] = [];

function useApiLoad<T>(
  path: string,
  options: number | ApiGetOptions,
  load: (path: string) => Promise<T>,
  takesWritten = false,
): ApiGetState<T> {
  const { refresh = 0, quiet = false, explained = NONE } = typeof options === 'number' ? { refresh: options } : options;
  // One key for the list, so a new array with the same statuses on every render does not ask again.
  const explainedKey = explained.join(',');
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let live = true;
    const written = takesWritten ? takeWrittenRead(path) : null;
    const answer = written
      ? Promise.resolve({ data: written.body as T, receivedAt: written.arrivedAt })
      : load(path).then((data) => ({ data, receivedAt: Date.now() }));
    answer.then(
      ({ data, receivedAt }) => {
        // A transition: React renders what the answer brings (a page of rows) in slices, between which the phone
        // still answers taps, instead of in one long task.
        if (live) startTransition(() => setSettled({ path, status: 'ready', data, receivedAt }));
      },
      (error: unknown) => {
        if (!live) return;
        const failure = loadFailure(error);
        const isExplained =
          failure.notFound ||
          failure.noRoster ||
          (failure.httpStatus !== null && explainedKey.split(',').includes(String(failure.httpStatus)));
        if (!isExplained && !quiet) dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
        setSettled({ path, ...failure });
      },
    );
    return () => {
      live = false;
    };
    // `t` changes with the language, so a new language asks again.
  }, [dispatch, path, t, refresh, quiet, explainedKey, load, takesWritten]);

  if (!settled || settled.path !== path) return { status: 'loading' };
  return settled.status === 'ready'
    ? { status: 'ready', data: settled.data, receivedAt: settled.receivedAt }
    : {
        status: 'failed',
        notFound: settled.notFound,
        noRoster: settled.noRoster,
        httpStatus: settled.httpStatus,
        error: settled.error,
      };
}
