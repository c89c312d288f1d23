import mongoose, { Schema, type Types } from 'mongoose';
import { isDuplicateKeyError } from '@hfl/kit';

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

/** Takes the first free slot below `nbMaxTeams` for the membership; false when every slot is taken. */
export async function claimSlot(leagueId: Types.ObjectId, membershipId: Types.ObjectId, nbMaxTeams: number): Promise<boolean> {
  const taken = new Set((await SlotClaim.find({ leagueId }, { slot: 1 }).lean()).map((c) => c.slot));
  for (let slot = 0; slot < nbMaxTeams; slot++) {
    if (taken.has(slot)) continue;
    try {
      await SlotClaim.create({ leagueId, slot, membershipId });
      return true;
    } catch (error) {
      // Someone took it since we looked: try the next one.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return false;
}

/**
 * Moves claims at or above a smaller `nbMaxTeams` into free slots below it (a league being shrunk). Answers false
 * when they do not fit; claims already moved stay valid (one per membership).
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
  }
  return true;
}

export async function releaseSlot(membershipId: Types.ObjectId): Promise<void> {
  await SlotClaim.deleteMany({ membershipId });
}
