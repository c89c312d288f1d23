import { createHash, timingSafeEqual } from 'node:crypto';
import type { Types } from 'mongoose';
import { ConflictError, InputError, NotFoundError } from '@hfl/kit';
import { InvitationUse } from '../models/invitation-use';
import { Membership, type MembershipDocument } from '../models/membership';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The token matches the stored hash (compared in constant time). */
function tokenMatches(membership: MembershipDocument, token: string): boolean {
  if (!membership.tokenHash) return false;
  const given = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(membership.tokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The pending invitation `id` for this token (the link's two parts). Unknown id → 404; accepted already → 409; wrong
 * or expired token → 400 with the "invalid link" message (the same for both, so the answer does not tell which).
 */
export async function invitationFor(id: Types.ObjectId, token: string): Promise<MembershipDocument> {
  const membership = await Membership.findById(id);
  if (!membership || membership.type !== 'INVITED' || membership.status !== 'pending') {
    if (await InvitationUse.exists({ _id: id })) throw new ConflictError('errors:invitationUsed');
    throw new NotFoundError();
  }
  if (!tokenMatches(membership, token) || !membership.expiresAt || membership.expiresAt.getTime() <= Date.now()) {
    throw new InputError([], 'errors:invitationInvalid');
  }
  return membership;
}
