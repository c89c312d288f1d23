import { Router } from 'express';
import { weekPointsChangedSchema, type WeekPointsChangedAnswer, type WeekPointsChangedPayload } from '@hfl/contracts';
import { requireService, validate } from '@hfl/kit';

export interface WeekPointsDeps {
  queueScoring: (payload: WeekPointsChangedPayload) => Promise<string>;
}

/**
 * `POST /internal/week-points`: stats says the player points of these rounds of a real season changed (a round
 * locked, a correction, a recalculation). The scoring of every roster of that season for them, and the league
 * seasons' results that follow, is queued for the worker (202 with the job's id), so the owner's lock never waits on
 * it. Service-only: a user token is 403.
 */
export function weekPointsRouter(deps: WeekPointsDeps): Router {
  const router = Router();
  const changedBody = validate(weekPointsChangedSchema);
  router.post('/internal/week-points', requireService, changedBody, async (_req, res) => {
    const jobId = await deps.queueScoring(changedBody.valueOf(res));
    res.status(202).json({ jobId } satisfies WeekPointsChangedAnswer);
  });
  return router;
}
