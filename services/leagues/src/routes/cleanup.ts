import type { Types } from 'mongoose';
import { FantasyTeam } from '../models/fantasy-team';
import { InvitationUse } from '../models/invitation-use';
import { League } from '../models/league';
import { Membership, type MembershipDocument } from '../models/membership';
import { releaseSlot, SlotClaim } from '../models/slot-claim';

/** Removes a membership with its slot and (for a member) its team. */
export async function removeMembership(membership: MembershipDocument): Promise<void> {
  await Membership.deleteOne({ _id: membership._id });
  await releaseSlot(membership._id);
  if (membership.teamId) await FantasyTeam.deleteOne({ _id: membership.teamId });
}

/**
 * Hands a league's admin rights from one active membership to another. The target is promoted before the admin is
 * demoted, so at no moment does the league lack an admin.
 */
export async function transferAdmin(
  leagueId: Types.ObjectId,
  from: MembershipDocument,
  to: MembershipDocument,
): Promise<void> {
  await Membership.updateOne({ _id: to._id }, { $set: { role: 'LEAGUE_ADMIN' } });
  await League.updateOne({ _id: leagueId }, { $set: { adminUserId: to.userId } });
  await Membership.updateOne({ _id: from._id }, { $set: { role: 'LEAGUE_USER' } });
}

/** Deletes a league and everything in it; the league goes first, so nobody finds it half-deleted. */
export async function deleteLeague(leagueId: Types.ObjectId): Promise<void> {
  await League.deleteOne({ _id: leagueId });
  await Promise.all([
    Membership.deleteMany({ leagueId }),
    SlotClaim.deleteMany({ leagueId }),
    FantasyTeam.deleteMany({ leagueId }),
    InvitationUse.deleteMany({ leagueId }),
  ]);
}
