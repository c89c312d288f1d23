import * as yup from 'yup';
import { PAGE_SIZE_MAX } from '../page-size';

/** A whole number ≥ `min` (≤ `max`); a repeated `?limit=` arrives as an array, which yup would read as its first number. */
function wholeNumber(message: string, min: number, max?: number) {
  const field = yup
    .number()
    .transform((value: number, original: unknown) => (Array.isArray(original) ? Number.NaN : value))
    .typeError(message)
    .integer(message)
    .min(min, message);
  return max === undefined ? field : field.max(max, message);
}

/** The `limit` and `offset` query fields; a list with its own maximum (the blog's 50) names its own limit message. */
export function pageQueryFields({
  defaultLimit = PAGE_SIZE_MAX,
  maxLimit = PAGE_SIZE_MAX,
  limitMessage = 'validation:pageLimitInvalid',
}: { defaultLimit?: number; maxLimit?: number; limitMessage?: string } = {}) {
  return {
    limit: wholeNumber(limitMessage, 1, maxLimit).default(defaultLimit),
    offset: wholeNumber('validation:pageOffsetInvalid', 0).default(0),
  };
}

export const pageQuerySchema = yup.object(pageQueryFields());
export type PageQuery = yup.InferType<typeof pageQuerySchema>;
