import { Router } from 'express';
import { API } from '@hfl/contracts';
import { byIp, inMemoryLimits, windowLimiter, type LimitStores, type WindowLimit } from './rate-limits';

const apiPath = (path: string) => path.replace(/^\/api/, '');
/** Any ad's clicks (`POST /api/ads/{id}/clicks`), limited together with the page views' allowance. */
const AD_CLICKS_PATH = apiPath(API.adClicks(':id'));

/**
 * Page views and ad clicks per session (a visitor's too: the CSRF token the call needs comes with one), so nobody
 * floods content's collections. Counted for every BFF together when they share Redis; one refused is not counted.
 */
export function pageViewRateLimit(limit: WindowLimit, stores: LimitStores = inMemoryLimits): Router {
  const router = Router();
  router.post(
    apiPath(API.pageViews),
    windowLimiter(limit, (req) => `session:${req.sessionID}`, stores.window('page-views-session')),
  );
  router.post(
    AD_CLICKS_PATH,
    windowLimiter(limit, (req) => `session:${req.sessionID}`, stores.window('ad-clicks-session')),
  );
  return router;
}

/**
 * Per address, before any session is read or stored: CSRF tokens (each stores a visitor's session), page views and
 * ad clicks (a new session per view or click would dodge the per-session limit).
 */
export function visitorIpLimits({
  csrfTokens,
  pageViews,
  stores = inMemoryLimits,
}: {
  csrfTokens: WindowLimit;
  pageViews: WindowLimit;
  stores?: LimitStores;
}): Router {
  const router = Router();
  router.get(apiPath(API.csrfToken), windowLimiter(csrfTokens, byIp, stores.window('csrf-tokens-ip')));
  router.post(apiPath(API.pageViews), windowLimiter(pageViews, byIp, stores.window('page-views-ip')));
  router.post(AD_CLICKS_PATH, windowLimiter(pageViews, byIp, stores.window('ad-clicks-ip')));
  return router;
}
