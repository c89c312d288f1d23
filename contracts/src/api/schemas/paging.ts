import * as yup from 'yup';

/**
 * Paging of the anonymous lists (`GET /api/leagues`, `GET /api/players`, `GET /api/blog-posts`): `limit` rows from
 * `offset`. The answer stays the plain array of the page; `X-Total-Count` says how many rows the whole list has, so a
 * screen asks for the next page while `offset + rows < total`.
 */
export const PAGE_SIZE_MAX = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

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
