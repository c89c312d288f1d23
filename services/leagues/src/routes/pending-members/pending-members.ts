import { Router, type RequestHandler } from 'express';
import { teamCreateSchema } from '@hfl/contracts';
import { callerId, callerLocale, imageUpload, isSuperAdmin, objectIdParam, requireUser, validate } from '@hfl/kit';
import {
  isLeagueAdmin,
  leagueSlot,
  loadLeague,
  ownMembershipSlot,
  requireLeagueAdmin,
} from '../../leagues/league-access';
import { acceptRequest } from '../../pending-members/accept-request';
import { joinLeague } from '../../pending-members/join-league';
import { listPendingMembers, removePendingMember } from '../../pending-members/pending-members';
import type { Peers } from '../../peers';
import { uploadsOf } from '../../uploads';

export function pendingMembersRouter({ peers }: { peers: Peers }): Router {
  const router = Router();
  /** The create-team form's logo picture. */
  const logoUpload = imageUpload({ maxFiles: 1 });
  const teamBody = validate(teamCreateSchema);

  /** A join or a request to join: the answer's status says whether the user joined (active) or waits (pending). */
  const join =
    (mode: 'join' | 'request'): RequestHandler =>
    async (req, res) => {
      const joiner = { userId: callerId(req), locale: callerLocale(req), membership: ownMembershipSlot.get(res) };
      const membership = await joinLeague(
        leagueSlot.get(res),
        mode,
        teamBody.valueOf(res),
        joiner,
        uploadsOf(res),
        peers,
      );
      res.status(201).json({ id: membership.id as string, status: membership.status, type: membership.type ?? null });
    };

  router.post('/leagues/:leagueId/join', requireUser, loadLeague, logoUpload, teamBody, join('join'));

  router.post('/leagues/:leagueId/request-join', requireUser, loadLeague, logoUpload, teamBody, join('request'));

  /** Requests and invitations awaiting the admin. */
  router.get('/leagues/:leagueId/pending-members', requireUser, loadLeague, requireLeagueAdmin, async (req, res) => {
    res.json(await listPendingMembers(leagueSlot.get(res), callerLocale(req), peers.people));
  });

  /** The admin removes an invitation or a request; a requester withdraws their own request. */
  router.delete('/leagues/:leagueId/pending-members/:pendingId', requireUser, loadLeague, async (req, res) => {
    const caller = { leagueAdmin: isLeagueAdmin(req, res), membership: ownMembershipSlot.get(res) };
    await removePendingMember(leagueSlot.get(res), objectIdParam(req, 'pendingId'), caller, peers);
    res.status(204).end();
  });

  /** The admin accepts a request: the member gets the team it asked for. */
  router.post('/pending-members/:pendingId/accept', requireUser, async (req, res) => {
    const caller = { userId: callerId(req), superAdmin: isSuperAdmin(req) };
    res.json(await acceptRequest(objectIdParam(req, 'pendingId'), caller, peers.notifier));
  });

  return router;
}
