import { Router } from 'express';
import { pageViewSchema } from '@hfl/contracts';
import { allowVisitors, callerLocale, requireSuperAdmin, validate } from '@hfl/kit';
import { pageViewCounts, recordPageView } from '../../page-views/page-views';

export function pageViewsRouter(): Router {
  const router = Router();
  const pageViewBody = validate(pageViewSchema);

  // Visitors too (the shell sends these only once the visitor accepted analytics cookies; the BFF limits them per
  // session). Who it was is not stored: only whether someone was signed in.
  router.post('/page-views', allowVisitors, pageViewBody, async (req, res) => {
    const { path } = pageViewBody.valueOf(res);
    await recordPageView({ path, locale: callerLocale(req), signedIn: Boolean(req.identity?.userId) });
    res.status(204).end();
  });

  router.get('/owner/page-views', requireSuperAdmin, async (_req, res) => {
    res.json(await pageViewCounts());
  });

  return router;
}
