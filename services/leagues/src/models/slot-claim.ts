import mongoose, { Schema, type Types } from 'mongoose';
import { isDuplicateKeyError } from '@hfl/kit';
import { League } from './league';
import { Membership } from './membership';

/**
 * One document per occupied team slot of a league: every member and pending member holds exactly one. The unique
 * (leagueId, slot) index is what settles a race for the last slot (FerretDB v1 does not make conditional updates
 * atomic; unique inserts are exact): open slots = nbMaxTeams − claims.
 */
const slotClaimSchema = new Schema(
  {
    leagueId: { type: Schema.Types.ObjectId, required: true },
    slot: { type: Number, required: true, min: 0 },
    membershipId: { type: Schema.Types.ObjectId, required: true, index: true },
  },
  { versionKey: false },
);
slotClaimSchema.index({ leagueId: 1, slot: 1 }, { unique: true });

export const SlotClaim = mongoose.model('SlotClaim', slotClaimSchema, 'slot_claims');

/**
 * Takes the first free slot below `nbMaxTeams` (the size the caller read) for the membership; false when every slot
 * is taken. The admin may have shrunk the league since that read, so the size is read again after claiming: a slot at
 * or above it goes back (false, full). compactSlots writes the size before moving claims, so a claim made with the
 * old size is either seen here or moved there.
 */
export async function claimSlot(
  leagueId: Types.ObjectId,
  membershipId: Types.ObjectId,
  nbMaxTeams: number,
): Promise<boolean> {
  const taken = new Set((await SlotClaim.find({ leagueId }, { slot: 1 }).lean()).map((c) => c.slot));
  for (let slot = 0; slot < nbMaxTeams; slot++) {
    if (taken.has(slot)) continue;
    try {
      await SlotClaim.create({ leagueId, slot, membershipId });
    } catch (error) {
      // Someone took it since we looked: try the next one.
      if (!isDuplicateKeyError(error)) throw error;
      continue;
    }
    // A deleted league counts as kept here: the caller's check for a deleted league undoes the claim.
    const league = await League.findById(leagueId, { nbMaxTeams: 1 }).lean();
    if (!league || slot < league.nbMaxTeams) return true;
    await releaseSlot(membershipId);
    return false;
  }
  return false;
}

/**
 * Moves claims at or above a smaller `nbMaxTeams` into free slots below it (a league being shrunk; write the new size
 * first, see claimSlot). Answers false when they do not fit; claims already moved stay valid (one per membership).
 */
export async function compactSlots(leagueId: Types.ObjectId, nbMaxTeams: number): Promise<boolean> {
  const high = await SlotClaim.find({ leagueId, slot: mongoose.trusted({ $gte: nbMaxTeams }) });
  for (const claim of high) {
    // Insert the new claim before dropping the old one, so the membership never holds no slot.
    const taken = new Set((await SlotClaim.find({ leagueId }, { slot: 1 }).lean()).map((c) => c.slot));
    let moved = false;
    for (let slot = 0; slot < nbMaxTeams && !moved; slot++) {
      if (taken.has(slot)) continue;
      try {
        await SlotClaim.create({ leagueId, slot, membershipId: claim.membershipId });
        moved = true;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    if (!moved) return false;
    await SlotClaim.deleteOne({ _id: claim._id });
    // The membership may have gone meanwhile (a refused join, a member leaving): its removal deletes the membership
    // before its claims, so either it saw the claim just made or this sees the membership gone.
    if (!(await Membership.exists({ _id: claim.membershipId }))) await releaseSlot(claim.membershipId);
  }
  return true;
}

/** Frees the membership's slot (after deleting the membership: see compactSlots). */
export async function releaseSlot(membershipId: Types.ObjectId): Promise<void> {
  await SlotClaim.deleteMany({ membershipId });
}
