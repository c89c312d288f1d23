import { Router } from 'express';
import { callerId, requireUser } from '@hfl/kit';
import { myLeagues } from '../../my-leagues/my-leagues';
import type { TradeDeps } from '../../trades/context';

/** The signed-in home's "My leagues" band (issue 38): what needs the caller now in each of his leagues, in one read. */
export function myLeaguesRouter(deps: TradeDeps): Router {
  const router = Router();

  router.get('/my-leagues', requireUser, async (req, res) => {
    res.json(await myLeagues(deps, callerId(req), new Date()));
  });

  return router;
}
