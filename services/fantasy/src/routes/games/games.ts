import { Router } from 'express';
import { leagueGamesQuerySchema, markGameViewedParamsSchema } from '@hfl/contracts';
import { callerId, objectIdParam, requireUser, validate } from '@hfl/kit';
import { leagueParam, loadSeasonParam } from '../../league-seasons/access';
import { boardSlot, loadBoard } from '../../games/access';
import { markResultSeen } from '../../games/mark-seen';
import { gamesView, standingsView } from '../../games/views';
import type { Leagues } from '../../peers/leagues';
import type { Stats } from '../../peers/stats';
import { loadCurrentSeasonIfAny, loadLeagueTeams, requireLeagueMember, teamsSlot } from '../../rosters/access';

/**
 * The weekly game (player-app.md sections 2 "Game Center" and "League home", 3 Game and Standing, 7): the league
 * season's games and standings for its members and the owner, and a manager's word that he saw his game's result.
 * 404 before the league season has a schedule (the pages show it empty).
 */
export function gamesRouter({ leagues, stats }: { leagues: Leagues; stats: Stats }): Router {
  const router = Router();
  const gamesQuery = validate(leagueGamesQuerySchema, 'query');
  const viewedParams = validate(markGameViewedParamsSchema, 'params');
  const member = [requireUser, leagueParam, loadLeagueTeams(leagues), requireLeagueMember];
  const current = [...member, loadCurrentSeasonIfAny, loadBoard(stats)];
  const named = [...member, loadSeasonParam, loadBoard(stats)];

  for (const [path, chain] of [
    ['/leagues/:leagueId/games', current],
    ['/leagues/:leagueId/games/season/:seasonId', named],
  ] as const) {
    router.get(path, ...chain, gamesQuery, async (req, res) => {
      const { week } = gamesQuery.valueOf(res);
      res.json(await gamesView(stats, boardSlot.get(res), teamsSlot.get(res), req.identity?.userId, week));
    });
  }

  router.get('/leagues/:leagueId/games/:gameId/mark-viewed/:side', ...current, viewedParams, async (req, res) => {
    const gameId = objectIdParam(req, 'gameId').toHexString();
    const side = viewedParams.valueOf(res).side as 1 | 2;
    res.json(await markResultSeen(boardSlot.get(res), teamsSlot.get(res), gameId, side, callerId(req)));
  });

  for (const [path, chain] of [
    ['/leagues/:leagueId/standings', current],
    ['/leagues/:leagueId/standings/season/:seasonId', named],
  ] as const) {
    router.get(path, ...chain, (_req, res) => {
      res.json(standingsView(boardSlot.get(res), teamsSlot.get(res)));
    });
  }

  return router;
}
