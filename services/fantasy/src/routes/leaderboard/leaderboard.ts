import { Router } from 'express';
import { leaderboardQuerySchema, TOTAL_COUNT_HEADER } from '@hfl/contracts';
import { allowVisitors, callerLocale, objectIdParam, validate } from '@hfl/kit';
import { leaderboardPage } from '../../leaderboard/list-leaderboard';
import type { Stats } from '../../peers/stats';

/**
 * The leaderboard (player-app.md section 2 "Leaderboard rows", owner-back-office.md "Leaderboards" and section 7): a
 * page of a real season's fantasy teams ranked by season points, for anyone (visitors too); `X-Total-Count` the rows
 * matching.
 */
export function leaderboardRouter({ stats }: { stats: Stats }): Router {
  const router = Router();
  const leaderboardQuery = validate(leaderboardQuerySchema, 'query');

  router.get('/leaderboard/:seasonId', allowVisitors, leaderboardQuery, async (req, res) => {
    const seasonId = objectIdParam(req, 'seasonId').toHexString();
    const page = await leaderboardPage(stats, seasonId, leaderboardQuery.valueOf(res), callerLocale(req));
    res.set(TOTAL_COUNT_HEADER, String(page.total)).json(page.rows);
  });

  return router;
}
