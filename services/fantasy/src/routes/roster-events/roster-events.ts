import { Router } from 'express';
import { Types } from 'mongoose';
import { livePointsChangedSchema, ROSTER_INTERNAL, roundStartedSchema, teamsOrphanedSchema } from '@hfl/contracts';
import { requireService, validate } from '@hfl/kit';
import type { TradeDeps } from '../../trades/context';
import { teamsLostManager } from '../../season-flow/manager-left';
import { seasonPointsChanged } from '../../rosters/points';
import { roundStarted } from '../../rosters/snapshots';

/**
 * What peers tell the rosters, service-only: stats' word that a round started (its lineups are kept) or that a score
 * sheet of a round being played was saved (its points show at once), leagues' word that teams lost their manager
 * (their lineups are set for them from now on, their pending trades cancelled).
 */
export function rosterEventsRouter(deps: TradeDeps): Router {
  const router = Router();
  const roundStartedBody = validate(roundStartedSchema);
  const orphanedBody = validate(teamsOrphanedSchema);
  const livePointsBody = validate(livePointsChangedSchema);

  router.post(ROSTER_INTERNAL.roundStarted, requireService, roundStartedBody, async (_req, res) => {
    const { seasonId, week } = roundStartedBody.valueOf(res);
    await roundStarted(new Types.ObjectId(seasonId), week);
    res.status(204).end();
  });

  router.post(ROSTER_INTERNAL.livePointsChanged, requireService, livePointsBody, async (_req, res) => {
    await seasonPointsChanged(livePointsBody.valueOf(res).seasonId);
    res.status(204).end();
  });

  router.post(ROSTER_INTERNAL.teamsOrphaned, requireService, orphanedBody, async (_req, res) => {
    await teamsLostManager(deps, orphanedBody.valueOf(res).teamIds);
    res.status(204).end();
  });

  return router;
}
