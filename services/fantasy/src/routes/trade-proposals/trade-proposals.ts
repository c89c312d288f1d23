import { Router, type Request, type Response } from 'express';
import { requireUser } from '@hfl/kit';
import { leagueIdSlot, leagueParam, loadCurrentSeason, seasonSlot } from '../../league-seasons/access';
import {
  callerOf,
  loadTeamSeason,
  proposalIdSlot,
  proposalParam,
  teamSeasonSlot,
  tradePairParams,
  tradePairSlot,
} from '../../trades/access';
import type { TradeDeps } from '../../trades/context';
import { answerTrade, teamProposals, type TradeAnswer } from '../../trades/decide';
import { previewTrade, proposeTrade } from '../../trades/propose';

/**
 * One-for-one trades (player-app.md sections 4 "Trade proposal", 6, 7 "Players and trades"): the preview and the
 * proposal of my roster player `a` for another team's `b` in the league's current season, a team's pending proposals,
 * and the receiving team's accept or reject, the proposing team's withdraw.
 */
export function tradeProposalsRouter(deps: TradeDeps): Router {
  const router = Router();
  const pair = [requireUser, leagueParam, loadCurrentSeason(), tradePairParams];
  const ask = (req: Request, res: Response) => ({
    leagueId: leagueIdSlot.get(res),
    season: seasonSlot.get(res),
    caller: callerOf(req),
    ...tradePairSlot.get(res),
  });

  router.get('/leagues/:leagueId/trade-proposal/:a/:b', ...pair, async (req, res) => {
    res.json(await previewTrade(deps, ask(req, res)));
  });

  router.post('/leagues/:leagueId/trade-proposal/:a/:b', ...pair, async (req, res) => {
    res.status(201).json(await proposeTrade(deps, ask(req, res)));
  });

  router.get(
    '/seasons/:seasonId/fantasy-teams/:teamId/trade-proposals',
    requireUser,
    loadTeamSeason,
    async (req, res) => {
      const { season, teamId } = teamSeasonSlot.get(res);
      res.json(await teamProposals(deps, season, teamId, callerOf(req)));
    },
  );

  for (const answer of ['accept', 'reject', 'withdraw'] as const satisfies readonly TradeAnswer[]) {
    router.post(`/trade-proposals/:id/${answer}`, requireUser, proposalParam, async (req, res) => {
      res.json(await answerTrade(deps, proposalIdSlot.get(res), answer, callerOf(req)));
    });
  }

  return router;
}
