import { Router } from 'express';
import { MY_LEAGUES_INTERNAL, OWNER_USERS_INTERNAL } from '@hfl/contracts';
import { callerId, callerLocale, requireService, requireUser, userIdParam } from '@hfl/kit';
import type { Peers } from '../../peers';
import { membershipFacts } from '../../users/membership-facts';
import { userLeagues } from '../../users/user-leagues';
import { leaguesNeedingTransfer, releaseDeletedUser } from '../../users/users';

/** A user's standing across leagues: what stands in the way of leaving, and the clean-up after account deletion. */
export function usersRouter({ peers }: { peers: Peers }): Router {
  const router = Router();

  router.get('/leagues/memberships/me/transfer-required', requireUser, async (req, res) => {
    res.json(await leaguesNeedingTransfer(callerId(req)));
  });

  /** Service-only: accounts asks before deleting an account. */
  router.get('/internal/users/:userId/transfer-required', requireService, async (req, res) => {
    res.json(await leaguesNeedingTransfer(userIdParam(req, 'userId')));
  });

  /** Service-only: fantasy's "My leagues" band (the signed-in home) reads the user's leagues with it. */
  router.get(MY_LEAGUES_INTERNAL.userLeagues(':userId'), requireService, async (req, res) => {
    res.json({ leagues: await userLeagues(userIdParam(req, 'userId'), callerLocale(req), peers.people) });
  });

  /** Service-only: accounts reports a deleted account (at once, then by its sweep until this answers 204). */
  router.post('/internal/users/:userId/deleted', requireService, async (req, res) => {
    await releaseDeletedUser(userIdParam(req, 'userId'), peers);
    res.status(204).end();
  });

  /** Service-only: the same for an account the site operator deleted (a lone admin's league stays, members told). */
  router.post(OWNER_USERS_INTERNAL.deletedByOwner(':userId'), requireService, async (req, res) => {
    await releaseDeletedUser(userIdParam(req, 'userId'), peers, { byOwner: true });
    res.status(204).end();
  });

  /** Service-only: accounts' owner users filter reads every active membership and league size at once. */
  router.get(OWNER_USERS_INTERNAL.membershipFacts, requireService, async (_req, res) => {
    res.json(await membershipFacts());
  });

  return router;
}
