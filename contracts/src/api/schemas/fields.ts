import * as yup from 'yup';
import { OBJECT_ID_PATTERN } from '../../common/object-id';

/** Field builders every schema shares, so a rule and its messages are written once. */

export const EMAIL_MAX_LENGTH = 254;

/** Trims strings and leaves anything else alone, so an operator object fails the type check instead of throwing. */
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
export const trimmedLower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** A required, trimmed text; a wrong type or null gets the field's own message rather than yup's English. */
export function requiredText(requiredKey: string, max: number) {
  return yup.string().transform(trimmed).typeError(requiredKey).required(requiredKey).max(max, 'validation:tooLong');
}

/** An e-mail address, trimmed and lower-cased (addresses are stored and compared lower-cased). */
export function emailField(requiredKey: string) {
  return yup
    .string()
    .transform(trimmedLower)
    .typeError(requiredKey)
    .required(requiredKey)
    .email('validation:emailInvalid')
    .max(EMAIL_MAX_LENGTH, 'validation:emailInvalid');
}

/** A required id (24 hex digits); anything else is invalid data. */
export const requiredObjectId = () =>
  yup
    .string()
    .typeError('errors:invalidData')
    .required('errors:invalidData')
    .matches(OBJECT_ID_PATTERN, 'errors:invalidData');

/** A list of at most `max` ids. */
export const objectIdList = (max: number) =>
  yup.array(requiredObjectId()).typeError('errors:invalidData').max(max, 'errors:invalidData');
