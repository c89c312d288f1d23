import type { FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import type { Dispatch } from 'redux';
import { ApiError, describeApiError, toastShown } from '@hfl/shared-ui';
import { applyViolations } from '@hfl/shared-ui/forms';

/**
 * A back-office form's failed submit (spec section 5: server validation errors mapped onto fields, a general
 * message as the fallback): violations on their fields and the general message at the form's top; anything else
 * (no answer, a refusal without violations) as the error toast.
 */
export function reportFormFailure<V>(
  failure: unknown,
  { setErrors, setStatus }: Pick<FormikHelpers<V>, 'setErrors' | 'setStatus'>,
  dispatch: Dispatch,
  t: TFunction,
): void {
  if (failure instanceof ApiError && failure.violations.length > 0) {
    setStatus(applyViolations(failure, setErrors) ?? undefined);
  } else {
    dispatch(toastShown({ kind: 'error', ...describeApiError(failure, t) }));
  }
}
