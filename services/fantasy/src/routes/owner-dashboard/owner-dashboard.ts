import { Router } from 'express';
import { requireSuperAdmin } from '@hfl/kit';
import { draftsSummary } from '../../owner-dashboard/drafts-summary';
import type { Stats } from '../../peers/stats';

/** The owner dashboard's draft counts. */
export function ownerDashboardRouter({ stats }: { stats: Stats }): Router {
  const router = Router();

  router.get('/owner/drafts-summary', requireSuperAdmin, async (_req, res) => {
    res.json(await draftsSummary(stats));
  });

  return router;
}
