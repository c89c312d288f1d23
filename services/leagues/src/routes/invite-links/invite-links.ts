import { Router } from 'express';
import { inviteLinkParamsSchema, teamCreateSchema } from '@hfl/contracts';
import { allowVisitors, callerId, callerLocale, imageUpload, requireUser, validate } from '@hfl/kit';
import { currentInviteLink, inviteLinkDetails, makeInviteLink, revokeInviteLink } from '../../invitations/invite-links';
import { leagueSlot, loadLeague, ownMembershipSlot, requireLeagueAdmin } from '../../leagues/league-access';
import { joinByInviteLink } from '../../pending-members/join-league';
import type { Peers } from '../../peers';
import { uploadsOf } from '../../uploads';

/** A league's invite link: its admin makes, reads and revokes it; whoever holds it sees the league and joins it. */
export function inviteLinksRouter({ peers }: { peers: Peers }): Router {
  const router = Router();
  const linkParams = validate(inviteLinkParamsSchema, 'params', 'errors:inviteLinkRevoked');
  const teamBody = validate(teamCreateSchema);

  /** The admin (or SUPER_ADMIN): the working link, to copy; 404 when there is none. */
  router.get('/leagues/:leagueId/invite-link', requireUser, loadLeague, requireLeagueAdmin, async (_req, res) => {
    res.json(await currentInviteLink(leagueSlot.get(res)));
  });

  /** The admin makes a new link; the earlier one stops working. */
  router.post('/leagues/:leagueId/invite-link', requireUser, loadLeague, requireLeagueAdmin, async (req, res) => {
    res.status(201).json(await makeInviteLink(leagueSlot.get(res), callerId(req)));
  });

  /** The admin revokes the link. */
  router.delete('/leagues/:leagueId/invite-link', requireUser, loadLeague, requireLeagueAdmin, async (_req, res) => {
    await revokeInviteLink(leagueSlot.get(res));
    res.status(204).end();
  });

  /** Anyone holding the link: the league (with the caller's membership) and until when the link works. */
  router.get('/leagues/:leagueId/invite-link/:token', allowVisitors, linkParams, loadLeague, async (req, res) => {
    const viewer = { userId: req.identity?.userId, locale: callerLocale(req) };
    res.json(await inviteLinkDetails(leagueSlot.get(res), linkParams.valueOf(res).token, viewer, peers));
  });

  /** A user joins through the link with his new team: an active member at once. */
  router.post(
    '/leagues/:leagueId/invite-link/:token/join',
    requireUser,
    linkParams,
    loadLeague,
    imageUpload({ maxFiles: 1 }),
    teamBody,
    async (req, res) => {
      const joiner = { userId: callerId(req), locale: callerLocale(req), membership: ownMembershipSlot.get(res) };
      const { token } = linkParams.valueOf(res);
      const membership = await joinByInviteLink(
        leagueSlot.get(res),
        token,
        teamBody.valueOf(res),
        joiner,
        uploadsOf(res),
        peers,
      );
      res.status(201).json({ id: membership.id as string, status: membership.status, type: membership.type ?? null });
    },
  );

  return router;
}
