import { Router } from 'express';
import { weekPointsChangedSchema, type WeekPointsChangedAnswer } from '@hfl/contracts';
import { requireService, validate } from '@hfl/kit';
import { roundsScored, type ResultDeps } from '../../games/results';

/**
 * `POST /internal/week-points`: stats says the player points of these rounds of a real season changed (a round
 * locked, a recalculation); every roster of that season is scored again for them, and the league seasons' results
 * follow. Service-only: a user token is 403. Every round's points are fetched before anything is written, so an
 * unreachable stats (503) changes nothing.
 */
export function weekPointsRouter(deps: ResultDeps): Router {
  const router = Router();
  const changedBody = validate(weekPointsChangedSchema);
  router.post('/internal/week-points', requireService, changedBody, async (_req, res) => {
    const rosters = await roundsScored(deps, changedBody.valueOf(res));
    res.json({ rosters } satisfies WeekPointsChangedAnswer);
  });
  return router;
}
