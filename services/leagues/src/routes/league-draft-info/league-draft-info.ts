import { Router } from 'express';
import { LEADERBOARD_INTERNAL, leagueDraftInfosSchema } from '@hfl/contracts';
import { callerLocale, requireService, validate } from '@hfl/kit';
import { leagueDraftInfo, leagueDraftInfos } from '../../leagues/draft-info';
import { leagueSlot, loadLeague } from '../../leagues/league-access';
import type { Peers } from '../../peers';

/** What the fantasy service's draft and leaderboard need of leagues: their size, admin and the members' teams. */
export function leagueDraftInfoRouter({ peers }: { peers: Peers }): Router {
  const router = Router();
  const leagueIdsBody = validate(leagueDraftInfosSchema);

  /** Service-only (fantasy schedules and runs drafts with it). */
  router.get('/internal/leagues/:leagueId/draft-info', requireService, loadLeague, async (req, res) => {
    res.json(await leagueDraftInfo(leagueSlot.get(res), callerLocale(req), peers.people));
  });

  /** Service-only (fantasy's leaderboard names every team of a real season's leagues with it). */
  router.post(LEADERBOARD_INTERNAL.leagueDraftInfos, requireService, leagueIdsBody, async (req, res) => {
    const { leagueIds } = leagueIdsBody.valueOf(res);
    res.json({ leagues: await leagueDraftInfos(leagueIds, callerLocale(req), peers.people) });
  });

  return router;
}
