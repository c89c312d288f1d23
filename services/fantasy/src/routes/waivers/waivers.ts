import { Router, type Request, type Response } from 'express';
import { waiverClaimOrderSchema, waiverClaimSchema, waiverSettingsSchema } from '@hfl/contracts';
import { NotFoundError, objectIdParam, requireUser, validate, type Notifier } from '@hfl/kit';
import { leagueIdSlot, leagueParam, loadLeagueInfo, requireLeagueAdmin } from '../../league-seasons/access';
import type { Leagues } from '../../peers/leagues';
import type { Stats } from '../../peers/stats';
import {
  currentSeasonSlot,
  loadCurrentSeasonIfAny,
  loadLeagueTeams,
  requireLeagueMember,
  teamsSlot,
} from '../../rosters/access';
import { cancelClaim, claimTeamOf, orderClaims, placeClaim, requireClaimTeam } from '../../waivers/claims';
import { changeWaiverSettings } from '../../waivers/switch-off';
import { waiversView } from '../../waivers/view';

interface Deps {
  leagues: Leagues;
  stats: Stats;
  notifier: Notifier;
}

/**
 * Waivers (issue 42): the league's waivers as its members see them, the league admin's setting, and a manager's claims
 * (placed, ordered, cancelled); the run itself is the worker's (`jobs/waivers.ts`).
 */
export function waiversRouter({ leagues, stats, notifier }: Deps): Router {
  const router = Router();
  const settingsBody = validate(waiverSettingsSchema);
  const claimBody = validate(waiverClaimSchema);
  const orderBody = validate(waiverClaimOrderSchema);
  const member = [requireUser, leagueParam, loadLeagueTeams(leagues), requireLeagueMember, loadCurrentSeasonIfAny];
  const claimTeam = (req: Request, res: Response) =>
    requireClaimTeam(currentSeasonSlot.get(res), teamsSlot.get(res), req.identity?.userId);

  router.get('/leagues/:leagueId/waivers', ...member, async (req, res) => {
    const season = currentSeasonSlot.get(res);
    if (!season) throw new NotFoundError('errors:noActiveSeason');
    const teams = teamsSlot.get(res);
    res.json(await waiversView(stats, season, teams, await claimTeamOf(season, teams, req.identity?.userId)));
  });

  router.put(
    '/leagues/:leagueId/waiver-settings',
    requireUser,
    leagueParam,
    loadLeagueInfo(leagues),
    requireLeagueAdmin,
    settingsBody,
    async (_req, res) => {
      res.json(
        await changeWaiverSettings({ leagues, stats, notifier }, leagueIdSlot.get(res), settingsBody.valueOf(res)),
      );
    },
  );

  router.post('/leagues/:leagueId/waiver-claims', ...member, claimBody, async (req, res) => {
    res.status(201).json(await placeClaim(stats, await claimTeam(req, res), claimBody.valueOf(res)));
  });

  router.put('/leagues/:leagueId/waiver-claims/order', ...member, orderBody, async (req, res) => {
    res.json(await orderClaims(stats, await claimTeam(req, res), orderBody.valueOf(res)));
  });

  router.delete('/leagues/:leagueId/waiver-claims/:claimId', ...member, async (req, res) => {
    const claimId = objectIdParam(req, 'claimId').toHexString();
    res.json(await cancelClaim(stats, await claimTeam(req, res), claimId));
  });

  return router;
}
