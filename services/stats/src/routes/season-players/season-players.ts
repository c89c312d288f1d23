import { Router } from 'express';
import { freeAgentsQuerySchema, ROSTER_INTERNAL, type FreeAgentsPage } from '@hfl/contracts';
import { objectIdParam, requireService, validate } from '@hfl/kit';
import { listFreeAgents, seasonPlayerPoints, seasonPlayers } from '../../season-players/season-players';
import { loadSeason, seasonSlot } from '../../seasons/season-access';

/**
 * What fantasy's rosters read of a real season's players, service-only: who they are, every player's points by round
 * (one request for a whole roster page), and the free agents' page of the players list.
 */
export function seasonPlayersRouter(): Router {
  const router = Router();
  const freeAgentsBody = validate(freeAgentsQuerySchema);

  router.get(ROSTER_INTERNAL.seasonPlayerPoints(':id'), requireService, async (req, res) => {
    res.json(await seasonPlayerPoints(objectIdParam(req, 'id')));
  });

  router.get(ROSTER_INTERNAL.seasonPlayers(':id'), requireService, loadSeason, async (_req, res) => {
    res.json({ players: await seasonPlayers(seasonSlot.get(res)._id) });
  });

  router.post(ROSTER_INTERNAL.freeAgents(':id'), requireService, loadSeason, freeAgentsBody, async (_req, res) => {
    const { total, page } = await listFreeAgents(seasonSlot.get(res), freeAgentsBody.valueOf(res));
    res.json({ total, players: page } satisfies FreeAgentsPage);
  });

  return router;
}
