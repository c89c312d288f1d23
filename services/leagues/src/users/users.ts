import mongoose from 'mongoose';
import type { LeagueNeedingTransfer } from '@hfl/contracts';
import { changeAdmin, currentAdmin, ensureAdmin, successorIn } from '../leagues/admin-rights';
import { deleteLeague, removeMembership } from '../leagues/cleanup';
import { League, type LeagueDocument } from '../models/league';
import { LeagueAdminChange } from '../models/league-admin-change';
import { Membership } from '../models/membership';
import type { Content } from '../peers/content';
import type { Notifier } from '../peers/accounts';
import type { Fantasy } from '../peers/fantasy';

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
export async function releaseDeletedUser(
  userId: string,
  { notifier, content, fantasy }: { notifier: Notifier; content: Content; fantasy: Fantasy },
  { byOwner = false }: ReleaseOptions = {},
): Promise<void> {
  // Its teams keep playing: fantasy sets their lineups from now on. First, so a refusal (retried) changes nothing.
  const teams = await Membership.find(
    { userId, status: 'active', teamId: mongoose.trusted({ $ne: null }) },
    { teamId: 1 },
  ).lean();
  await fantasy.teamsOrphaned(teams.map((membership) => String(membership.teamId)));
  for (const pending of await Membership.find({ userId, status: 'pending' })) await removeMembership(pending, content);
  // Every league the user may hold the rights of: by the roles, the leagues' mirror and the changes to them.
  const [adminships, run, received] = await Promise.all([
    Membership.find({ userId, status: 'active', role: 'LEAGUE_ADMIN' }, { leagueId: 1 }),
    League.find({ adminUserId: userId }, { _id: 1 }),
    LeagueAdminChange.find({ toUserId: userId }, { leagueId: 1 }),
  ]);
  const leagueIds = new Set([
    ...adminships.map((m) => String(m.leagueId)),
    ...run.map((l) => l.id as string),
    ...received.map((c) => String(c.leagueId)),
  ]);
  for (const leagueId of leagueIds) {
    const league = await League.findById(leagueId);
    const ranIt = league && (await currentAdmin(league)).userId === userId;
    // Until the user no longer holds the rights: a lost change means another one came first; look again.
    while (league && (await currentAdmin(league)).userId === userId) {
      const successor = await successorIn(league._id, [userId]);
      if (!successor && byOwner) {
        await leaveWithoutAdmin(league);
        break;
      }
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
    if (byOwner && ranIt && league) {
      // The operator removed their admin: every other member hears of it (the successor also of the rights).
      const members = await Membership.find({ leagueId: league._id, status: 'active' }, { userId: 1 }).lean();
      const others = members.map((member) => member.userId).filter((id) => id && id !== userId);
      if (others.length > 0) await notifier.notify({ kind: 'adminAccountDeleted', to: others, league });
    }
  }
}

export interface ReleaseOptions {
  /**
   * The site operator deleted the account (player-app.md section 4): a league the user ran with nobody else stays,
   * without an admin, rather than closing; the other members of a league the user ran are told.
   */
  byOwner?: boolean;
}

/**
 * The deleted admin's league with no other member: nobody runs it any more. The roles and the league's mirror drop the
 * user (a later member may be appointed by the owner); the history of admin changes keeps its last holder, whom
 * `successorIn` skips as released.
 */
async function leaveWithoutAdmin(league: LeagueDocument): Promise<void> {
  await Membership.updateMany({ leagueId: league._id, role: 'LEAGUE_ADMIN' }, { $set: { role: 'LEAGUE_USER' } });
  await League.updateOne({ _id: league._id }, { $set: { adminUserId: null } });
}
