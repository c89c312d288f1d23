import { Router } from 'express';
import { callerLocale, requireService } from '@hfl/kit';
import { leagueDraftInfo } from '../../leagues/draft-info';
import { leagueSlot, loadLeague } from '../../leagues/league-access';
import type { Peers } from '../../peers';

/** What the fantasy service's draft needs of a league: its size, its admin and the members' teams. */
export function leagueDraftInfoRouter({ peers }: { peers: Peers }): Router {
  const router = Router();

  /** Service-only (fantasy schedules and runs drafts with it). */
  router.get('/internal/leagues/:leagueId/draft-info', requireService, loadLeague, async (req, res) => {
    res.json(await leagueDraftInfo(leagueSlot.get(res), callerLocale(req), peers.people));
  });

  return router;
}
