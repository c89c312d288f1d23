import { Router } from 'express';
import { invitationAcceptSchema, invitationQuerySchema, inviteSchema } from '@hfl/contracts';
import {
  allowVisitors,
  callerId,
  callerLocale,
  imageUpload,
  isSuperAdmin,
  objectIdParam,
  requireUser,
  validate,
} from '@hfl/kit';
import { acceptInvitation, invitationDetails } from '../../invitations/accept-invitation';
import { invite, type InviteDeps } from '../../invitations/invite';
import { leagueSlot, loadLeague, requireLeagueAdmin } from '../../leagues/league-access';
import type { Peers } from '../../peers';
import { uploadsOf } from '../../uploads';

export interface InvitationsOptions extends Omit<InviteDeps, keyof Peers> {
  peers: Peers;
}

/** Invitations by e-mail: the admin invites an address into an open slot; whoever holds the link accepts it. */
export function invitationsRouter({ peers, publicUrl, limits }: InvitationsOptions): Router {
  const router = Router();
  const inviteBody = validate(inviteSchema);
  const tokenQuery = validate(invitationQuerySchema, 'query');
  const acceptBody = validate(invitationAcceptSchema);

  /** The league admin (or SUPER_ADMIN) invites an address into an open slot; accounts e-mails the link. */
  router.post(
    '/leagues/:leagueId/invite',
    requireUser,
    loadLeague,
    requireLeagueAdmin,
    inviteBody,
    async (req, res) => {
      const { email } = inviteBody.valueOf(res);
      const inviter = { userId: callerId(req), superAdmin: isSuperAdmin(req) };
      res.status(201).json(await invite(leagueSlot.get(res), email, inviter, { ...peers, publicUrl, limits }));
    },
  );

  /** Anyone holding the link: which league invites which address. */
  router.get('/invitations/:invitationId', allowVisitors, tokenQuery, async (req, res) => {
    const { token } = tokenQuery.valueOf(res);
    res.json(await invitationDetails(objectIdParam(req, 'invitationId'), token));
  });

  /** A signed-in user accepts with the link's token and their new team. */
  router.post(
    '/invitations/:invitationId/accept',
    requireUser,
    imageUpload({ maxFiles: 1 }),
    acceptBody,
    async (req, res) => {
      const caller = { userId: callerId(req), locale: callerLocale(req) };
      const payload = acceptBody.valueOf(res);
      res.json(await acceptInvitation(objectIdParam(req, 'invitationId'), payload, caller, uploadsOf(res), peers));
    },
  );

  return router;
}
