import { Router } from 'express';
import { TEAM_LOGO_FILE_FIELD } from '@hfl/contracts';
import { allowVisitors, imageUpload, requireSuperAdmin, uploadedImage } from '@hfl/kit';
import { addTeamLogo, listTeamLogos, loadTeamLogo, removeTeamLogo, teamLogoSlot } from '../../team-logos/team-logos';

/** The pre-made team logos (the owner's gallery); public, since the create-team forms show them to everyone. */
export function teamLogosRouter(): Router {
  const router = Router();
  const logoUpload = imageUpload({ maxFiles: 1 });

  // Oldest first: ids grow with time, so a new logo joins the end of the gallery.
  router.get('/team-logos', allowVisitors, async (_req, res) => {
    res.json(await listTeamLogos());
  });

  /** The owner uploads a logo (multipart `image`); answers it. */
  router.post('/team-logos', requireSuperAdmin, logoUpload, async (_req, res) => {
    res.status(201).json(await addTeamLogo(uploadedImage(res, TEAM_LOGO_FILE_FIELD)));
  });

  /** The owner takes a logo out of the gallery. */
  router.delete('/team-logos/:id', requireSuperAdmin, loadTeamLogo, async (_req, res) => {
    await removeTeamLogo(teamLogoSlot.get(res));
    res.status(204).end();
  });

  return router;
}
