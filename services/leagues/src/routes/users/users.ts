import { Router } from 'express';
import mongoose from 'mongoose';
import type { LeagueNeedingTransfer } from '@hfl/contracts';
import { callerId, requireService, requireUser } from '@hfl/kit';
import { League } from '../../models/league';
import { Membership } from '../../models/membership';
import type { Notifier } from '../../notify';
import type { Content } from '../../content';
import { LeagueAdminChange } from '../../models/league-admin-change';
import { changeAdmin, currentAdmin, ensureAdmin, successorIn } from '../admin-rights';
import { deleteLeague, removeMembership } from '../cleanup';
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
 * Lets go of a deleted account. Its pending requests go with their slots and logos (nobody can accept a deleted
 * user); a league it ran alone is closed. Its active memberships and teams stay ("deleted user"). Idempotent:
 * accounts' sweep may call it again. Accounts checked that no administered league had other members, but someone may
 * have joined since (an invitation accepted meanwhile): then the longest-standing member takes the league over, so no
 * league is left with members and no admin. The hand-over is an admin change like a transfer (one epoch, one winner):
 * a last transfer by the user racing this leaves one admin either way.
 */
async function releaseDeletedUser(userId: string, notifier: Notifier, content: Content): Promise<void> {
  for (const pending of await Membership.find({ userId, status: 'pending' })) await removeMembership(pending, content);
  // Every league the user may hold the rights of: by the roles, the leagues' mirror and the changes to them.
  const [adminships, run, received] = await Promise.all([
    Membership.find({ userId, status: 'active', role: 'LEAGUE_ADMIN' }, { leagueId: 1 }),
    League.find({ adminUserId: userId }, { _id: 1 }),
    LeagueAdminChange.find({ toUserId: userId }, { leagueId: 1 }),
  ]);
  const leagueIds = new Set([...adminships.map((m) => String(m.leagueId)), ...run.map((l) => l.id as string), ...received.map((c) => String(c.leagueId))]);
  for (const leagueId of leagueIds) {
    const league = await League.findById(leagueId);
    // Until the user no longer holds the rights: a lost change means another one came first; look again.
    while (league && (await currentAdmin(league)).userId === userId) {
      const successor = await successorIn(league._id, [userId]);
      if (!successor) {
        await deleteLeague(league._id, content);
        break;
      }
      if (await changeAdmin(league, userId, successor.userId!, 'release')) {
        await notifier.notify({ kind: 'adminRightsReceived', to: [successor.userId], league });
        // The successor may be leaving right now.
        await ensureAdmin(league._id, notifier);
      }
    }
  }
}

/** A user's standing across leagues: what stands in the way of leaving, and the clean-up after account deletion. */
export function usersRouter({ notifier, content }: { notifier: Notifier; content: Content }): Router {
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
    await releaseDeletedUser(userIdParam(req, 'userId'), notifier, content);
    res.status(204).end();
  });

  return router;
}
