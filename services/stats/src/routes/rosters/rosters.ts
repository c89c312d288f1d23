import { Router } from 'express';
import { allowVisitors, objectIdParam } from '@hfl/kit';
import { currentTeamPlayers, seasonTeamPlayers, seasonTeams } from '../../rosters/rosters';
import { loadCurrentSeason, seasonSlot } from '../../seasons/season-access';

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

  // The club's squad in the current season (the owner's rosters); 404 without a current season or for an unknown club.
  router.get('/teams/:id/rosters/current/players', allowVisitors, loadCurrentSeason, async (req, res) => {
    res.json(await currentTeamPlayers(seasonSlot.get(res), objectIdParam(req, 'id')));
  });

  return router;
}
