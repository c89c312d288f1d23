import type { Types } from 'mongoose';
import { NotFoundError } from '@hfl/kit';
import type { Content } from '../peers/content';
import { FantasyTeam } from '../models/fantasy-team';
import { InvitationUse } from '../models/invitation-use';
import { InviteLink } from '../models/invite-link';
import { League } from '../models/league';
import { LeagueAdminChange } from '../models/league-admin-change';
import { isLeagueDeleted, markLeagueDeleted } from '../models/league-deletion';
import { Membership, type MembershipDocument } from '../models/membership';
import { releaseSlot, SlotClaim } from '../models/slot-claim';

const fileIdOf = (id: Types.ObjectId | null | undefined) => id?.toHexString();

/**
 * Removes a membership with its slot and (for a member) its team, then the pictures they used: the team's logo and
 * the one a request brought. Only uploaded pictures go (content refuses to delete a pre-made logo: another service
 * uploaded it). Pictures are removed best-effort after the database change: a failure is logged (content.remove) and
 * never fails the removal, since a leftover file harms nobody. The membership goes before its slot (see compactSlots).
 */
export async function removeMembership(membership: MembershipDocument, content: Content): Promise<void> {
  await Membership.deleteOne({ _id: membership._id });
  await releaseSlot(membership._id);
  const team = membership.teamId ? await FantasyTeam.findOneAndDelete({ _id: membership.teamId }) : null;
  await content.remove([fileIdOf(team?.logoFileId), fileIdOf(membership.request?.logoFileId)]);
}

/**
 * Deletes a league and everything in it. The tombstone goes first (see LeagueDeletion), the league document last, so
 * a deletion that stopped half-way can be run again (by the admin, the SUPER_ADMIN or accounts' release sweep) and
 * finishes: every step is idempotent. The pictures (slides, uploaded team logos, requests' logos) are removed
 * best-effort once the data is gone: a failure is logged and never fails the deletion.
 */
export async function deleteLeague(leagueId: Types.ObjectId, content: Content): Promise<void> {
  await markLeagueDeleted(leagueId);
  const [league, teams, memberships] = await Promise.all([
    League.findById(leagueId, { slides: 1 }),
    FantasyTeam.find({ leagueId }, { logoFileId: 1 }),
    Membership.find({ leagueId }, { request: 1 }),
  ]);
  await Promise.all([
    SlotClaim.deleteMany({ leagueId }),
    FantasyTeam.deleteMany({ leagueId }),
    InvitationUse.deleteMany({ leagueId }),
    InviteLink.deleteOne({ _id: leagueId }),
    LeagueAdminChange.deleteMany({ leagueId }),
  ]);
  // The memberships after the rest, so the admin can still resume the deletion if it stopped before this.
  await Membership.deleteMany({ leagueId });
  await League.deleteOne({ _id: leagueId });
  await content.remove([
    ...(league?.slides ?? []).map((slide) => fileIdOf(slide.fileId)),
    ...teams.map((team) => fileIdOf(team.logoFileId)),
    ...memberships.map((m) => fileIdOf(m.request?.logoFileId)),
  ]);
}

/**
 * For a call that claimed a slot, made a team or accepted while the league may have been deleted: the deletion may
 * have looked for the league's data before this call wrote its own. The call checks the tombstone after its writes;
 * if the league is going, `undo` removes what it wrote and the answer is 404.
 */
export async function ensureLeagueStands(leagueId: Types.ObjectId, undo: () => Promise<unknown>): Promise<void> {
  if (!(await isLeagueDeleted(leagueId))) return;
  await undo();
  throw new NotFoundError();
}
