import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { sendApiRequest, type ApiRequest } from './api-request';
import { describeApiError } from './describe-api-error';
import { toastShown } from '../toasts/toasts-slice';

export type ApiActionResult<T> = { ok: true; data: T } | { ok: false; error: unknown };

export interface ApiActionOptions {
  /** The "Success" toast's message once the call went through. */
  success?: string;
  /** The page explains a failure itself (on the page, not in a passing toast): no error toast. */
  quiet?: boolean;
}

export interface ApiAction {
  /** Sends the call; a failure shows the spec's error toast (unless `quiet`) and resolves to `{ ok: false }`. */
  run: <T = unknown>(request: ApiRequest, options?: ApiActionOptions) => Promise<ApiActionResult<T>>;
  /** True while a call of this hook is under way (buttons wait on it). */
  pending: boolean;
  /** The last call's failure, null after a success. */
  error: unknown;
}

/**
 * The one way a component changes something outside a form (a delete, an accept, a confirmation link): `run` a
 * described call (see ApiRequest), with `pending` and `error` for the page.
 */
export function useApiAction(): ApiAction {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [running, setRunning] = useState(0);
  const [error, setError] = useState<unknown>(null);
  // Calls started and not settled, so overlapping calls keep `pending` until the last one ends.
  const count = useRef(0);

  const run = useCallback(
    async <T>(request: ApiRequest, { success, quiet = false }: ApiActionOptions = {}): Promise<ApiActionResult<T>> => {
      count.current += 1;
      setRunning(count.current);
      try {
        const data = await sendApiRequest<T>(request);
        setError(null);
        if (success !== undefined) {
          dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: success }));
        }
        return { ok: true, data };
      } catch (failure) {
        setError(failure);
        if (!quiet) dispatch(toastShown({ kind: 'error', ...describeApiError(failure, t) }));
        return { ok: false, error: failure };
      } finally {
        count.current -= 1;
        setRunning(count.current);
      }
    },
    [dispatch, t],
  );

  return { run, pending: running > 0, error };
}
