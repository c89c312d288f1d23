import { Router } from 'express';
import { objectIdParam, requireService } from '@hfl/kit';
import { draftPool } from '../../draft-pool/draft-pool';

/** What a fantasy draft picks from: the players of a real season's clubs, ranked. */
export function draftPoolRouter(): Router {
  const router = Router();

  // Service-only (fantasy's draft): see `draftPool` for the ranking.
  router.get('/internal/seasons/:id/draft-pool', requireService, async (req, res) => {
    res.json({ players: await draftPool(objectIdParam(req, 'id')) });
  });

  return router;
}
