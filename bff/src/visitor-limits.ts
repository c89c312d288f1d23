import { Router } from 'express';
import { API } from '@hfl/contracts';
import { byIp, inMemoryLimits, windowLimiter, type LimitStores, type WindowLimit } from './rate-limits';

const apiPath = (path: string) => path.replace(/^\/api/, '');

/**
 * Page views per session (a visitor's too: the CSRF token the call needs comes with one), so nobody floods content's
 * collection. Counted for every BFF together when they share Redis; a page view refused is simply not counted.
 */
export function pageViewRateLimit(limit: WindowLimit, stores: LimitStores = inMemoryLimits): Router {
  const router = Router();
  router.post(
    apiPath(API.pageViews),
    windowLimiter(limit, (req) => `session:${req.sessionID}`, stores.window('page-views-session')),
  );
  return router;
}

/**
 * Per address, before any session is read or stored: CSRF tokens (each stores a visitor's session) and page views
 * (a new session per view would dodge the per-session limit).
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
  return router;
}
