import type { FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import type { Dispatch } from 'redux';
import { ApiError, describeApiError, toastShown } from '@hfl/shared-ui';
import { applyViolations } from '@hfl/shared-ui/forms';

export interface SubmitFailureContext<V> {
  helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setStatus'>;
  /** The names of the form's fields: a violation about anything else (a link's token) goes to the form's top. */
  fields: ReadonlyArray<keyof V & string>;
  dispatch: Dispatch;
  t: TFunction;
}

/**
 * How every account form reports a failed submit (spec section 8): the server's violations on the fields they
 * name, with a general message at the form's top; anything else (429 with the server's message, no answer, a
 * 5xx) as the "Error" toast.
 */
export function reportSubmitFailure<V>(error: unknown, { helpers, fields, dispatch, t }: SubmitFailureContext<V>): void {
  if (!(error instanceof ApiError) || error.violations.length === 0) {
    dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
    return;
  }
  const isField = (property: string) => (fields as readonly string[]).includes(property.split(/[.[]/)[0] ?? '');
  const offForm = error.violations.find((violation) => violation.property && !isField(violation.property));
  const onForm = new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    violations: error.violations.filter((violation) => !violation.property || isField(violation.property)),
    hasBody: error.hasBody,
  });
  const general = applyViolations(onForm, helpers.setErrors);
  // A violation no field can fix (an expired link) says more than the envelope's general message.
  helpers.setStatus(offForm?.message ?? general ?? undefined);
}
