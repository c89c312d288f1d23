import type { RequestHandler } from 'express';
import { ROLES } from '@hfl/contracts';
import { callerId, contextSlot, isDuplicateKeyError, NotAllowedError, NotFoundError, userIdParam } from '@hfl/kit';
import { BannedEmail, emailHash } from '../models/banned-email';
import { fullName, User, type UserDocument } from '../models/user';
import type { LeaguesClient } from '../peers/leagues';
import { eraseAccount } from '../users/delete-account';

/**
 * What the operator may do to an account (player-app.md section 4): suspend it with a reason (no login until lifted),
 * disable it (no login), or delete it, for a breach of the rules so that its address may never register again. Never
 * to the owner's own account nor to another SUPER_ADMIN's. The BFF ends the account's sessions after each of these.
 */

/** The account the operator acts on, loaded by `loadOperatorTarget`. */
export const targetSlot = contextSlot<UserDocument>('operator target');

/** Loads `:id` (404 when unknown, malformed or deleted); 403 when it is the caller's own or another SUPER_ADMIN's. */
export const loadOperatorTarget: RequestHandler = async (req, res, next) => {
  const id = userIdParam(req, 'id');
  const user = await User.findById(id);
  if (!user || user.deletedAt) throw new NotFoundError();
  if (user.id === callerId(req) || user.roles.includes(ROLES.SUPER_ADMIN)) {
    throw new NotAllowedError('errors:ownerActionOnOwner');
  }
  targetSlot.set(res, user);
  next();
};

export async function suspendUser(user: UserDocument, reason: string): Promise<void> {
  await User.updateOne({ _id: user._id }, { $set: { suspendedAt: new Date(), suspendedReason: reason } });
}

export async function unsuspendUser(user: UserDocument): Promise<void> {
  await User.updateOne({ _id: user._id }, { $set: { suspendedAt: null, suspendedReason: null } });
}

export async function disableUser(user: UserDocument): Promise<void> {
  await User.updateOne({ _id: user._id }, { $set: { disabledAt: new Date() } });
}

export async function enableUser(user: UserDocument): Promise<void> {
  await User.updateOne({ _id: user._id }, { $set: { disabledAt: null } });
}

/**
 * Deletes the account as its owner would (users/delete-account.ts) but without the password and without asking for
 * an admin transfer: leagues hands a deleted admin's leagues to their longest-standing other member, or leaves a league
 * with no other member without an admin, and tells the members (its release, retried by the sweep until it confirms). For a breach, the address is first recorded hashed, so it
 * cannot register again. Answers the deleted user's name (for the owner's toast).
 */
export async function deleteUserByOperator(
  user: UserDocument,
  { breach, leagues }: { breach: boolean; leagues: LeaguesClient },
): Promise<string> {
  const name = fullName(user);
  if (breach) {
    await BannedEmail.updateOne(
      { _id: emailHash(user.email) },
      { $setOnInsert: { bannedAt: new Date() } },
      { upsert: true },
    ).catch((error: unknown) => {
      // Two deletions at once: the address is recorded either way.
      if (!isDuplicateKeyError(error)) throw error;
    });
  }
  await eraseAccount(user, leagues, { byOwner: true });
  return name;
}
