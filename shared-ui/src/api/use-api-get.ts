import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { api } from './api-client';
import { ApiError } from './api-error';
import { describeApiError } from './describe-api-error';
import { toastShown } from '../toasts/toasts-slice';

export type ApiGetState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `error` is the failure itself, for a page that explains it in its own words (see `quiet`). */
  | { status: 'failed'; notFound: boolean; error: unknown };

export interface ApiGetOptions {
  /** Asks again when it changes (after the page changed something, or a Retry). */
  refresh?: number;
  /** The page explains every failure itself (on the page, not in a passing toast): no error toast. */
  quiet?: boolean;
}

type Settled<T> = { path: string } & (
  { status: 'ready'; data: T } | { status: 'failed'; notFound: boolean; error: unknown }
);

/**
 * GETs `path` for a page and asks again when the language changes (lists are per language; messages too), or when
 * `refresh` changes (after the page changed something). A failure shows the spec's error toast, except 404, which
 * the page explains itself (and any failure when `quiet`). While a new language or a refresh loads the previous answer stays on screen; a new path
 * starts from loading.
 */
export function useApiGet<T>(path: string, refresh: number | ApiGetOptions = 0): ApiGetState<T> {
  return useApiLoad(path, refresh, api.get<T>);
}

/** `useApiGet` of a paged list (`limit`/`offset`) when the page needs every row of it: all pages, as one array. */
export function useApiGetAll<T>(path: string, refresh: number | ApiGetOptions = 0): ApiGetState<T[]> {
  return useApiLoad(path, refresh, api.getAll<T>);
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

function useApiLoad<T>(
  path: string,
  options: number | ApiGetOptions,
  load: (path: string) => Promise<T>,
): ApiGetState<T> {
  const { refresh = 0, quiet = false } = typeof options === 'number' ? { refresh: options } : options;
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let live = true;
    load(path).then(
      (data) => {
        if (live) setSettled({ path, status: 'ready', data });
      },
      (error: unknown) => {
        if (!live) return;
        const notFound = error instanceof ApiError && error.status === 404;
        if (!notFound && !quiet) dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
        setSettled({ path, status: 'failed', notFound, error });
      },
    );
    return () => {
      live = false;
    };
    // `t` changes with the language, so a new language asks again.
  }, [dispatch, path, t, refresh, quiet, load]);

  if (!settled || settled.path !== path) return { status: 'loading' };
  return settled.status === 'ready'
    ? { status: 'ready', data: settled.data }
    : { status: 'failed', notFound: settled.notFound, error: settled.error };
}
