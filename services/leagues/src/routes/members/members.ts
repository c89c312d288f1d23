import { Router } from 'express';
import { callerId, callerLocale, requireUser, userIdParam } from '@hfl/kit';
import {
  leagueSlot,
  loadLeague,
  ownMembershipSlot,
  requireLeagueAdmin,
  requireLeagueMember,
} from '../../leagues/league-access';
import { exitLeague } from '../../members/exit-league';
import { listMembers, myMemberships } from '../../members/list-members';
import { removeMember } from '../../members/remove-member';
import { transferRights } from '../../members/transfer-rights';
import type { Peers } from '../../peers';

export function membersRouter({ peers }: { peers: Peers }): Router {
  const router = Router();

  /** The caller's active and pending memberships. */
  router.get('/leagues/memberships/me', requireUser, async (req, res) => {
    res.json(await myMemberships(callerId(req)));
  });

  /** Active members with their names and teams. */
  router.get('/leagues/:leagueId/members', requireUser, loadLeague, requireLeagueMember, async (req, res) => {
    res.json(await listMembers(leagueSlot.get(res), callerLocale(req), peers.people));
  });

  /** The admin removes a LEAGUE_USER with their team. */
  router.delete('/leagues/:leagueId/members/:userId', requireUser, loadLeague, requireLeagueAdmin, async (req, res) => {
    await removeMember(leagueSlot.get(res), userIdParam(req, 'userId'), peers);
    res.status(204).end();
  });

  /** The admin hands the league to another active member. */
  router.post(
    '/leagues/:leagueId/members/:userId/transfer-rights/:targetId',
    requireUser,
    loadLeague,
    requireLeagueAdmin,
    async (req, res) => {
      const toUserId = userIdParam(req, 'targetId');
      await transferRights(leagueSlot.get(res), userIdParam(req, 'userId'), toUserId, peers.notifier);
      res.json({ adminUser: { id: toUserId } });
    },
  );

  /** A member leaves with their team; the last member, the admin, closes the league. */
  router.post('/leagues/:leagueId/exit', requireUser, loadLeague, async (_req, res) => {
    res.json(await exitLeague(leagueSlot.get(res), ownMembershipSlot.get(res), peers));
  });

  return router;
}
