import { Router } from 'express';
import { allowVisitors } from '@hfl/kit';
import { listTeamLogos } from '../../team-logos/team-logos';

/** The pre-made team logos (the owner's gallery); public, since the create-team forms show them to everyone. */
export function teamLogosRouter(): Router {
  const router = Router();

  // Oldest first: ids grow with time, so a new logo joins the end of the gallery.
  router.get('/team-logos', allowVisitors, async (_req, res) => {
    res.json(await listTeamLogos());
  });

  return router;
}
