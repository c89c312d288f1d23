/**
 * Paging of the anonymous lists (`GET /api/leagues`, `GET /api/players`, `GET /api/blog-posts`): `limit` rows from
 * `offset`. The answer stays the plain array of the page; `X-Total-Count` says how many rows the whole list has, so a
 * screen asks for the next page while `offset + rows < total`. Apart from the query schema, so the pages' paging
 * does not bring yup to the first page.
 */
export const PAGE_SIZE_MAX = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
