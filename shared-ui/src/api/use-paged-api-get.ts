import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { PAGE_SIZE_MAX } from '@hfl/contracts';
import { api, pagePath } from './api-client';
import { describeApiError } from './describe-api-error';
import { loadFailure, type ApiGetFailure } from './use-api-get';
import { toastShown } from '../toasts/toasts-slice';

export type PagedApiGetState<T> =
  | { status: 'loading' }
  | ApiGetFailure
  | {
      status: 'ready';
      /** Every row loaded so far, in the list's order. */
      items: T[];
      /** How many rows the whole list has. */
      total: number;
      hasMore: boolean;
      loadingMore: boolean;
      /** Appends the next page (a failure is toasted and the rows stay). */
      loadMore: () => void;
    };

type Settled<T> = { path: string } & ({ status: 'ready'; items: T[]; total: number } | ApiGetFailure);

/**
 * `useApiGet` for a paged list (`limit`/`offset`, total in `X-Total-Count`): the first page, then one more per
 * `loadMore`. A new language or `refresh` reloads as many rows as were loaded, so a change made on the page does not
 * fold the list back to its first page; a new path starts from loading.
 */
export function usePagedApiGet<T>(path: string, { pageSize = PAGE_SIZE_MAX, refresh = 0 } = {}): PagedApiGetState<T> {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // What the effect and `loadMore` read without asking again on every change of it.
  const current = useRef(settled);
  current.current = settled;

  const toastFailure = useCallback(
    (error: unknown) => dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) })),
    [dispatch, t],
  );

  useEffect(() => {
    let live = true;
    const before = current.current;
    const loaded = before?.path === path && before.status === 'ready' ? before.items.length : 0;
    const offsets = Array.from({ length: Math.max(1, Math.ceil(loaded / pageSize)) }, (_, i) => i * pageSize);
    Promise.all(offsets.map((offset) => api.getPage<T>(pagePath(path, pageSize, offset)))).then(
      (pages) => {
        const items = pages.flatMap((page) => page.items);
        // Rendered in slices, as `useApiGet`'s answers.
        if (live) startTransition(() => setSettled({ path, status: 'ready', items, total: pages.at(-1)!.total }));
      },
      (error: unknown) => {
        if (!live) return;
        const failure = loadFailure(error);
        if (!failure.notFound && !failure.noRoster) toastFailure(error);
        setSettled({ path, ...failure });
      },
    );
    return () => {
      live = false;
    };
    // `t` changes with the language (through toastFailure), so a new language asks again.
  }, [path, pageSize, refresh, toastFailure]);

  const loadMore = useCallback(() => {
    const from = current.current;
    if (from?.status !== 'ready' || loadingMore) return;
    setLoadingMore(true);
    api.getPage<T>(pagePath(from.path, pageSize, from.items.length)).then(
      (page) => {
        setLoadingMore(false);
        // Only onto the list it continues: a reload or a new path meanwhile replaced it.
        if (current.current !== from) return;
        setSettled({ ...from, items: [...from.items, ...page.items], total: page.total });
      },
      (error: unknown) => {
        setLoadingMore(false);
        toastFailure(error);
      },
    );
  }, [loadingMore, pageSize, toastFailure]);

  if (!settled || settled.path !== path) return { status: 'loading' };
  if (settled.status === 'failed')
    return {
      status: 'failed',
      notFound: settled.notFound,
      noRoster: settled.noRoster,
      httpStatus: settled.httpStatus,
      error: settled.error,
    };
  const { items, total } = settled;
  return { status: 'ready', items, total, hasMore: items.length < total, loadingMore, loadMore };
}
