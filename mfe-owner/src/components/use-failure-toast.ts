import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { describeApiError, toastShown } from '@hfl/shared-ui';

/**
 * Shows the spec's error toast when a slice's load fails. Slices outlive their pages: a failure from an earlier
 * visit was already shown, so only a new one is toasted.
 */
export function useFailureToast(status: string, error: unknown): void {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const shownError = useRef(error);
  useEffect(() => {
    if (status !== 'failed' || error === shownError.current) return;
    shownError.current = error;
    dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
  }, [status, error, dispatch, t]);
}
