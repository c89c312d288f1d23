import { Router } from 'express';
import mongoose from 'mongoose';
import type { LeagueNeedingTransfer } from '@hfl/contracts';
import { callerId, requireService, requireUser } from '@hfl/kit';
import { League } from '../../models/league';
import { Membership } from '../../models/membership';
import type { Notifier } from '../../notify';
import { deleteLeague, removeMembership, transferAdmin } from '../cleanup';
import { userIdParam } from '../league-access';

/**
 * Leagues the user administers that still have other active members: each needs its admin rights handed over
 * before the user exits it or deletes the account (spec section 4). A league where the admin is alone is not listed
 * (leaving closes it).
 */
export async function leaguesNeedingTransfer(userId: string): Promise<LeagueNeedingTransfer[]> {
  const adminships = await Membership.find({ userId, status: 'active', role: 'LEAGUE_ADMIN' }, { leagueId: 1 });
  if (adminships.length === 0) return [];
  const others = await Membership.find(
    {
      leagueId: mongoose.trusted({ $in: adminships.map((m) => m.leagueId) }),
      status: 'active',
      userId: mongoose.trusted({ $ne: userId }),
    },
    { leagueId: 1 },
  );
  const withOthers = [...new Set(others.map((m) => String(m.leagueId)))];
  const leagues = await League.find({ _id: mongoose.trusted({ $in: withOthers }) }).sort({ _id: 1 });
  return leagues.map((league) => ({ id: league.id as string, name: league.name }));
}

/**
 * Lets go of a deleted account. Its pending requests go with their slots (nobody can accept a deleted user); a
 * league it ran alone is closed. Its active memberships and teams stay ("deleted user"). Idempotent: accounts'
 * sweep may call it again. Accounts checked that no administered league had other members, but someone may have
 * joined since (an invitation accepted meanwhile): then the longest-standing member takes the league over, so no
 * league is left with members and no admin.
 */
async function releaseDeletedUser(userId: string, notifier: Notifier): Promise<void> {
  for (const pending of await Membership.find({ userId, status: 'pending' })) await removeMembership(pending);
  for (const adminship of await Membership.find({ userId, status: 'active', role: 'LEAGUE_ADMIN' })) {
    const successor = await Membership.findOne({
      leagueId: adminship.leagueId,
      status: 'active',
      _id: mongoose.trusted({ $ne: adminship._id }),
    }).sort({ createdAt: 1, _id: 1 });
    if (!successor) {
      await deleteLeague(adminship.leagueId);
      continue;
    }
    await transferAdmin(adminship.leagueId, adminship, successor);
    const league = await League.findById(adminship.leagueId);
    if (league) await notifier.notify({ kind: 'adminRightsReceived', to: [successor.userId], league });
  }
}

/** A user's standing across leagues: what stands in the way of leaving, and the clean-up after account deletion. */
export function usersRouter({ notifier }: { notifier: Notifier }): Router {
  const router = Router();

  router.get('/leagues/memberships/me/transfer-required', requireUser, async (req, res) => {
    res.json(await leaguesNeedingTransfer(callerId(req)));
  });

  /** Service-only: accounts asks before deleting an account. */
  router.get('/internal/users/:userId/transfer-required', requireService, async (req, res) => {
    res.json(await leaguesNeedingTransfer(userIdParam(req, 'userId')));
  });

  /** Service-only: accounts reports a deleted account (at once, then by its sweep until this answers 204). */
  router.post('/internal/users/:userId/deleted', requireService, async (req, res) => {
    await releaseDeletedUser(userIdParam(req, 'userId'), notifier);
    res.status(204).end();
  });

  return router;
}
