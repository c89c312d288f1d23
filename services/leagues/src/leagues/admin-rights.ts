import mongoose, { type Types } from 'mongoose';
import { League } from '../models/league';
import {
  claimAdminChange,
  LeagueAdminChange,
  latestAdminChange,
  type AdminChangeReason,
} from '../models/league-admin-change';
import { Membership, userKey, type MembershipDocument } from '../models/membership';
import type { Notifier } from '../peers/accounts';

/**
 * A league's admin rights. Who holds them is settled by `league_admin_changes` (a unique insert per epoch), not by the
 * roles: FerretDB v1 lets several "update where still admin" through. The roles and `League.adminUserId` mirror the
 * latest change (mirrorAdmin).
 */

/** Repairs chase a leaving member at most this often per call (each round either settles or lost to another change). */
const MAX_ROUNDS = 5;

export interface AdminRights {
  epoch: number;
  /** The admin's user id; null for a league nobody has run (made from the back office). */
  userId: string | null;
}

/** The holder of the rights now: the latest change's, or the creator's (epoch 0, `adminUserId` as the league was made). */
export async function currentAdmin(league: { _id: Types.ObjectId; adminUserId?: string | null }): Promise<AdminRights> {
  const latest = await latestAdminChange(league._id);
  return latest ? { epoch: latest.epoch, userId: latest.toUserId } : { epoch: 0, userId: league.adminUserId ?? null };
}

/**
 * Writes the latest change into the roles and the league, promoting before demoting (the roles never show no admin).
 * Repeated until no newer change came meanwhile, so the last writer always writes the latest change.
 */
async function mirrorAdmin(leagueId: Types.ObjectId): Promise<void> {
  for (;;) {
    const change = await latestAdminChange(leagueId);
    if (!change) return;
    const key = userKey(change.toUserId);
    await Membership.updateOne(
      { leagueId, key, status: 'active', role: 'LEAGUE_USER' },
      { $set: { role: 'LEAGUE_ADMIN' } },
    );
    await Membership.updateMany(
      { leagueId, role: 'LEAGUE_ADMIN', key: mongoose.trusted({ $ne: key }) },
      { $set: { role: 'LEAGUE_USER' } },
    );
    await League.updateOne(
      { _id: leagueId, adminUserId: mongoose.trusted({ $ne: change.toUserId }) },
      { $set: { adminUserId: change.toUserId } },
    );
    if ((await latestAdminChange(leagueId))?.epoch === change.epoch) return;
  }
}

/**
 * Hands the rights from `fromUserId` to `toUserId` if `fromUserId` still holds them: claims the next epoch (of
 * concurrent changes one wins), then mirrors it. False, with nothing changed, when they moved meanwhile.
 */
export async function changeAdmin(
  league: { _id: Types.ObjectId; adminUserId?: string | null },
  fromUserId: string,
  toUserId: string,
  reason: AdminChangeReason,
): Promise<boolean> {
  const current = await currentAdmin(league);
  if (current.userId !== fromUserId) return false;
  const claimed = await claimAdminChange({
    leagueId: league._id,
    epoch: current.epoch + 1,
    fromUserId,
    toUserId,
    reason,
  });
  if (claimed) await mirrorAdmin(league._id);
  return claimed;
}

/**
 * The longest-standing active member who can take a league over: not `excluded`, nor an admin whose account was
 * deleted (their memberships stay, but nobody runs a league through them).
 */
export async function successorIn(
  leagueId: Types.ObjectId,
  excluded: (string | null)[],
): Promise<MembershipDocument | null> {
  const released = await LeagueAdminChange.distinct('fromUserId', { leagueId, reason: 'release' });
  const skip = [...released, ...excluded].filter((id): id is string => !!id);
  return Membership.findOne({ leagueId, status: 'active', userId: mongoose.trusted({ $nin: skip }) }).sort({
    createdAt: 1,
    _id: 1,
  });
}

/**
 * After a member left or was removed: if they held the rights (a transfer to them raced their exit), the rights go
 * back to whoever transferred them, or else to the longest-standing member, and that member is told. Removal deletes
 * the membership before this reads the rights, and a change re-reads the membership after claiming, so of a leaving
 * member and a transfer to them at least one sees the other. Answers the new admin, if any.
 */
export async function ensureAdmin(leagueId: Types.ObjectId, notifier: Notifier): Promise<string | null> {
  let appointed: string | null = null;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const league = await League.findById(leagueId);
    if (!league) break;
    const current = await currentAdmin(league);
    if (!current.userId || (await Membership.exists({ leagueId, key: userKey(current.userId), status: 'active' })))
      break;
    const latest = await latestAdminChange(leagueId);
    const giver =
      latest?.reason === 'transfer' && latest.fromUserId
        ? await Membership.findOne({ leagueId, key: userKey(latest.fromUserId), status: 'active' })
        : null;
    const successor = giver ?? (await successorIn(leagueId, [current.userId]));
    if (!successor) break;
    if (await changeAdmin(league, current.userId, successor.userId!, 'repair')) appointed = successor.userId!;
  }
  if (appointed) {
    const league = await League.findById(leagueId);
    if (league) await notifier.notify({ kind: 'adminRightsReceived', to: [appointed], league });
  }
  return appointed;
}
