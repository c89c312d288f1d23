import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { api } from './api-client';
import { ApiError } from './api-error';
import { describeApiError } from './describe-api-error';
import { toastShown } from '../toasts/toasts-slice';

/** A failed read: `notFound` for a 404, `httpStatus` the answer's status (null when none came). */
export type ApiGetFailure = { status: 'failed'; notFound: boolean; httpStatus: number | null };

export type ApiGetState<T> = { status: 'loading' } | { status: 'ready'; data: T } | ApiGetFailure;

type Settled<T> = { path: string } & ({ status: 'ready'; data: T } | ApiGetFailure);

const NONE: readonly number[] = [];

/**
 * GETs `path` for a page and asks again when the language changes (lists are per language; messages too), or when
 * `refresh` changes (after the page changed something). A failure shows the spec's error toast, except 404, which
 * the page explains itself. While a new language or a refresh loads the previous answer stays on screen; a new path
 * starts from loading. `explained`: further statuses the page explains itself, untoasted (a roster's 422 "no roster").
 */
export function useApiGet<T>(path: string, refresh = 0, explained: readonly number[] = NONE): ApiGetState<T> {
  return useApiLoad(path, refresh, api.get<T>, explained);
}

/** `useApiGet` of a paged list (`limit`/`offset`) when the page needs every row of it: all pages, as one array. */
export function useApiGetAll<T>(path: string, refresh = 0): ApiGetState<T[]> {
  return useApiLoad(path, refresh, api.getAll<T>, NONE);
}

function useApiLoad<T>(
  path: string,
  refresh: number,
  load: (path: string) => Promise<T>,
  explained: readonly number[],
): ApiGetState<T> {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // By value: a page passing a new array each render must not ask again.
  const quiet = explained.join(',');

  useEffect(() => {
    let live = true;
    load(path).then(
      (data) => {
        if (live) setSettled({ path, status: 'ready', data });
      },
      (error: unknown) => {
        if (!live) return;
        const httpStatus = error instanceof ApiError && error.status > 0 ? error.status : null;
        const notFound = httpStatus === 404;
        const isExplained = httpStatus !== null && quiet.split(',').includes(String(httpStatus));
        if (!notFound && !isExplained) dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
        setSettled({ path, status: 'failed', notFound, httpStatus });
      },
    );
    return () => {
      live = false;
    };
    // `t` changes with the language, so a new language asks again.
  }, [dispatch, path, t, refresh, load, quiet]);

  if (!settled || settled.path !== path) return { status: 'loading' };
  return settled.status === 'ready'
    ? { status: 'ready', data: settled.data }
    : { status: 'failed', notFound: settled.notFound, httpStatus: settled.httpStatus };
}
