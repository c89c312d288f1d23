import { Router } from 'express';
import { ownerRealTeamUpdateSchema, REAL_TEAM_LOGO_FIELD, realTeamSchema } from '@hfl/contracts';
import {
  allowVisitors,
  callerLocale,
  imageUpload,
  objectIdParam,
  requireSuperAdmin,
  uploadedImage,
  validate,
  type FileStore,
} from '@hfl/kit';
import { createTeam, deleteTeam, listTeams, teamPlayers, updateTeam, updateTeamWithLogo } from '../../teams/teams';

export function teamsRouter({ files }: { files: FileStore }): Router {
  const router = Router();
  const teamBody = validate(realTeamSchema);
  const ownerUpdateBody = validate(ownerRealTeamUpdateSchema);

  // Everyone, visitors included: the real league is public (players page filters, rosters).
  router.get('/teams', allowVisitors, async (_req, res) => {
    res.json(await listTeams());
  });

  router.post('/teams', requireSuperAdmin, teamBody, async (_req, res) => {
    res.status(201).json(await createTeam(teamBody.valueOf(res)));
  });

  router.post('/teams/:id', requireSuperAdmin, teamBody, async (req, res) => {
    res.json(await updateTeam(objectIdParam(req, 'id'), teamBody.valueOf(res)));
  });

  /** The owner's edit with the club's logo (multipart name, status, file `logo`, removeLogo). */
  router.post(
    '/owner/teams/:id/update',
    requireSuperAdmin,
    imageUpload({ maxFiles: 1 }),
    ownerUpdateBody,
    async (req, res) => {
      const logo = uploadedImage(res, REAL_TEAM_LOGO_FIELD);
      const id = objectIdParam(req, 'id');
      res.json(
        await updateTeamWithLogo(files, id, ownerUpdateBody.valueOf(res), logo ? [logo] : [], callerLocale(req)),
      );
    },
  );

  router.delete('/teams/:id', requireSuperAdmin, async (req, res) => {
    await deleteTeam(objectIdParam(req, 'id'), files);
    res.status(204).end();
  });

  // Everyone: the club's players today, with the default season's totals.
  router.get('/teams/:id/players', allowVisitors, async (req, res) => {
    res.json(await teamPlayers(objectIdParam(req, 'id')));
  });

  return router;
}
