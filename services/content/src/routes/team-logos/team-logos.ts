import { Router } from 'express';
import { allowVisitors } from '@hfl/kit';
import { TeamLogo, toTeamLogoPayload } from '../../models/team-logo';

/** The pre-made team logos (the owner's gallery); public, since the create-team forms show them to everyone. */
export function teamLogosRouter(): Router {
  const router = Router();

  // Oldest first: ids grow with time, so a new logo joins the end of the gallery.
  router.get('/team-logos', allowVisitors, async (_req, res) => {
    const logos = await TeamLogo.find({}).sort({ _id: 1 });
    res.json(logos.map(toTeamLogoPayload));
  });

  return router;
}
