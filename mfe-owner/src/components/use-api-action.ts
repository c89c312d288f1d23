import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { describeApiError, toastShown } from '@hfl/shared-ui';

/**
 * Runs a state-changing call of a back-office page: a "Success" toast with `successMessage` when it went through,
 * the spec's error toast otherwise. Resolves to whether it succeeded, so the page refreshes only then.
 */
export function useApiAction() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return useCallback(
    async (request: () => Promise<unknown>, successMessage: string): Promise<boolean> => {
      try {
        await request();
        dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: successMessage }));
        return true;
      } catch (failure) {
        dispatch(toastShown({ kind: 'error', ...describeApiError(failure, t) }));
        return false;
      }
    },
    [dispatch, t],
  );
}
