import { Router } from 'express';
import { requireSuperAdmin } from '@hfl/kit';
import { usersSummary } from '../../owner-dashboard/users-summary';

/** The owner dashboard's account counts. */
export function ownerDashboardRouter(): Router {
  const router = Router();

  router.get('/owner/users-summary', requireSuperAdmin, async (_req, res) => {
    res.json(await usersSummary());
  });

  return router;
}
