import { Router } from 'express';
import { allowVisitors, objectIdParam } from '@hfl/kit';
import { seasonTeamPlayers, seasonTeams } from '../../rosters/rosters';

/** Rosters (read-only): the clubs of a season's schedule and who played for them. Everyone may look. */
export function rostersRouter(): Router {
  const router = Router();

  router.get('/seasons/:id/teams', allowVisitors, async (req, res) => {
    res.json(await seasonTeams(objectIdParam(req, 'id')));
  });

  // The club's players in that season with what they did for it (a player who moved clubs shows in both).
  router.get('/seasons/:id/teams/:teamId/players', allowVisitors, async (req, res) => {
    res.json(await seasonTeamPlayers(objectIdParam(req, 'id'), objectIdParam(req, 'teamId')));
  });

  return router;
}
