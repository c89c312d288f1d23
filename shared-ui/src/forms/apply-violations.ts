import { setIn, type FormikErrors } from 'formik';
// Through the package, not '../api/api-error': in the browser this subpath and the main entry are separate
// shared modules, and only the main entry's ApiError is the class the api client throws.
import { ApiError } from '@hfl/shared-ui/core';

/**
 * Puts the envelope's violations on the Formik fields they name and returns the message for the form's top:
 * the first violation without a property, else (when no field got an error) the server's message.
 * Returns null when everything landed on fields or the error carries nothing to show (then toast it).
 */
export function applyViolations<V>(error: unknown, setErrors: (errors: FormikErrors<V>) => void): string | null {
  if (!(error instanceof ApiError) || !error.hasBody) return null;
  let fieldErrors: FormikErrors<V> = {};
  let general: string | null = null;
  let mapped = 0;
  for (const violation of error.violations) {
    if (violation.property) {
      fieldErrors = setIn(fieldErrors, violation.property, violation.message);
      mapped += 1;
    } else {
      general ??= violation.message;
    }
  }
  if (mapped > 0) setErrors(fieldErrors);
  if (general) return general;
  return mapped === 0 && error.message ? error.message : null;
}
