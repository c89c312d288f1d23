import { Router } from 'express';
import { API } from '@hfl/contracts';
import { windowLimiter, type WindowLimit } from './rate-limits';

const apiPath = (path: string) => path.replace(/^\/api/, '');

/**
 * Page views per session (a visitor's too: the CSRF token the call needs comes with one), so nobody floods content's
 * collection. In memory, per BFF instance; a page view refused is simply not counted.
 */
export function pageViewRateLimit(limit: WindowLimit): Router {
  const router = Router();
  router.post(
    apiPath(API.pageViews),
    windowLimiter(limit, (req) => `session:${req.sessionID}`),
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
}: {
  csrfTokens: WindowLimit;
  pageViews: WindowLimit;
}): Router {
  const router = Router();
  router.get(apiPath(API.csrfToken), windowLimiter(csrfTokens));
  router.post(apiPath(API.pageViews), windowLimiter(pageViews));
  return router;
}
