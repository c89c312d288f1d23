import { Router } from 'express';
import { realTeamSchema } from '@hfl/contracts';
import { allowVisitors, objectIdParam, requireSuperAdmin, validate } from '@hfl/kit';
import { createTeam, deleteTeam, listTeams, teamPlayers, updateTeam } from '../../teams/teams';

export function teamsRouter(): Router {
  const router = Router();
  const teamBody = validate(realTeamSchema);

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

  router.delete('/teams/:id', requireSuperAdmin, async (req, res) => {
    await deleteTeam(objectIdParam(req, 'id'));
    res.status(204).end();
  });

  // Everyone: the club's players today, with the default season's totals.
  router.get('/teams/:id/players', allowVisitors, async (req, res) => {
    res.json(await teamPlayers(objectIdParam(req, 'id')));
  });

  return router;
}
