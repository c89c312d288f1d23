/** The longest page path stored for a page view (longer ones are cut). */
export const PAGE_PATH_MAX = 200;

/**
 * A segment naming one thing rather than a page: an id, a number, a token (anything with a digit, or as long as
 * a token). Page words (`leagues`, `copyright-notice`, `en`) have neither.
 */
function isIdSegment(segment: string): boolean {
  return /\d/.test(segment) || segment.length >= 20;
}

/**
 * The page a path shows, for counting page views: no query string or #anchor, every id, number or token replaced by
 * `:id` so one page's views group (`/leagues/66a0…/standings?week=2` → `/leagues/:id/standings`) and no token is ever
 * stored; no trailing slash but on `/`.
 */
export function pageViewPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const segments = bare
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (isIdSegment(segment) ? ':id' : segment));
  return `/${segments.join('/')}`.slice(0, PAGE_PATH_MAX);
}
