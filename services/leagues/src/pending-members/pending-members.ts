import type { Types } from 'mongoose';
import type { Locale, MembershipType, PendingMemberRow } from '@hfl/contracts';
import { NotAllowedError, NotFoundError } from '@hfl/kit';
import { removeMembership } from '../leagues/cleanup';
import type { LeagueDocument } from '../models/league';
import { Membership, type MembershipDocument } from '../models/membership';
import type { Peers } from '../peers';
import type { People } from '../peers/accounts';

/** Requests (with the requester's name) and invitations (an address, no user yet). */
export async function listPendingMembers(
  league: LeagueDocument,
  locale: Locale,
  people: People,
): Promise<PendingMemberRow[]> {
  const pending = await Membership.find({ leagueId: league._id, status: 'pending' }).sort({ createdAt: 1 });
  const nameOf = await people.names(
    pending.map((m) => m.userId),
    locale,
  );
  return pending.map((m) => ({
    id: m.id as string,
    type: m.type as MembershipType,
    displayName: m.displayName ?? '',
    user: m.userId ? nameOf(m.userId) : null,
    createdAt: m.createdAt.toISOString(),
  }));
}

/**
 * The admin removes an invitation or a request; a requester withdraws their own request. The slot frees up and the
 * request's uploaded logo goes.
 */
export async function removePendingMember(
  league: LeagueDocument,
  pendingId: Types.ObjectId,
  caller: { leagueAdmin: boolean; membership: MembershipDocument | null },
  { content, notifier }: Pick<Peers, 'content' | 'notifier'>,
): Promise<void> {
  const own = caller.membership;
  const mayRemove = caller.leagueAdmin || (own?.id === pendingId.toHexString() && own.type === 'REQUESTED');
  if (!mayRemove) throw new NotAllowedError();
  const pending = await Membership.findOne({ _id: pendingId, leagueId: league._id, status: 'pending' });
  if (!pending) throw new NotFoundError();
  await removeMembership(pending, content);
  if (own?.id === pending.id) {
    await notifier.notify({
      kind: 'requestWithdrawn',
      to: [league.adminUserId],
      league,
      name: pending.displayName ?? '',
    });
  } else if (pending.type === 'REQUESTED') {
    await notifier.notify({ kind: 'requestRejected', to: [pending.userId], league });
  }
}
