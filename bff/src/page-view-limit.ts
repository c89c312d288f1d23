import { Router } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { API, ERROR_CODES, ERROR_MESSAGE_KEYS } from '@hfl/contracts';
import { DomainError } from '@hfl/kit';

export interface PageViewLimit {
  limit: number;
  windowMs: number;
}

/**
 * Page views per session (a visitor's too: the CSRF token the call needs comes with one), so nobody floods content's
 * collection. In memory, per BFF instance; a page view refused is simply not counted.
 */
export function pageViewRateLimit({ limit, windowMs }: PageViewLimit): Router {
  const router = Router();
  router.post(
    API.pageViews.replace(/^\/api/, ''),
    rateLimit({
      limit,
      windowMs,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: (req) => (req.sessionID ? `session:${req.sessionID}` : ipKeyGenerator(req.ip ?? '')),
      handler: (_req, _res, next) => next(new DomainError(ERROR_CODES.RATE_LIMITED, ERROR_MESSAGE_KEYS.rate_limited)),
    }),
  );
  return router;
}
