import { Router } from 'express';
import { requireSuperAdmin } from '@hfl/kit';
import { leaguesSummary } from '../../owner-dashboard/leagues-summary';
import type { Peers } from '../../peers';

/** The owner dashboard's league counts. */
export function ownerDashboardRouter({ peers }: { peers: Peers }): Router {
  const router = Router();

  router.get('/owner/leagues-summary', requireSuperAdmin, async (_req, res) => {
    res.json(await leaguesSummary(peers));
  });

  return router;
}
