import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
// Through the package, not '../api/...': in the browser this subpath and the main entry are separate shared modules,
// and only the main entry's ApiError is the class the api client throws (see apply-violations.ts).
import { ApiError, describeApiError, toastShown } from '@hfl/shared-ui/core';
import { applyViolations } from './apply-violations';

export type FailureHelpers<V> = Pick<FormikHelpers<V>, 'setErrors' | 'setStatus'>;

/**
 * How a form reports a failed submit (spec sections 5 and 8): the server's violations on the fields they name, with
 * a general message at the form's top (a violation no field can fix, e.g. an expired link's token, says more than
 * the envelope's message); anything else (no answer, a 5xx, a refusal without violations) as the "Error" toast.
 * Answers true when the failure went on the form, false when it was toasted.
 */
export function useSubmitFailure() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return useCallback(
    <V>(error: unknown, helpers: FailureHelpers<V>, fields: readonly string[]): boolean => {
      if (!(error instanceof ApiError) || error.violations.length === 0) {
        dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
        return false;
      }
      const isField = (property: string) => fields.includes(property.split(/[.[]/)[0] ?? '');
      const offForm = error.violations.find((violation) => violation.property && !isField(violation.property));
      const onForm = new ApiError({
        status: error.status,
        code: error.code,
        message: error.message,
        violations: error.violations.filter((violation) => !violation.property || isField(violation.property)),
        hasBody: error.hasBody,
      });
      const general = applyViolations(onForm, helpers.setErrors);
      helpers.setStatus(offForm?.message ?? general ?? undefined);
      return true;
    },
    [dispatch, t],
  );
}
