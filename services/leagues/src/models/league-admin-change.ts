import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';
import { isDuplicateKeyError } from '@hfl/kit';

export const ADMIN_CHANGE_REASONS = ['transfer', 'release', 'repair'] as const;
export type AdminChangeReason = (typeof ADMIN_CHANGE_REASONS)[number];

/**
 * The history of a league's admin rights: change `epoch` n hands them from `fromUserId` to `toUserId`. A change is
 * made by inserting the next epoch, unique per league, so of two concurrent changes (two transfers, a transfer and
 * the deleted-account release) exactly one gets through; FerretDB v1 does not make "update where still admin"
 * atomic. The latest change is the truth; the memberships' roles and the league's `adminUserId` mirror it
 * (admin-rights.ts). `reason`: an admin's transfer, the deleted-account release, or a repair after the admin left.
 */
const leagueAdminChangeSchema = new Schema(
  {
    leagueId: { type: Schema.Types.ObjectId, required: true },
    epoch: { type: Number, required: true, min: 1 },
    fromUserId: { type: String, default: null },
    toUserId: { type: String, required: true },
    reason: { type: String, enum: ADMIN_CHANGE_REASONS, required: true },
  },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);
leagueAdminChangeSchema.index({ leagueId: 1, epoch: 1 }, { unique: true });

export type LeagueAdminChangeFields = InferSchemaType<typeof leagueAdminChangeSchema>;
export const LeagueAdminChange = mongoose.model('LeagueAdminChange', leagueAdminChangeSchema, 'league_admin_changes');

export function latestAdminChange(leagueId: Types.ObjectId): Promise<LeagueAdminChangeFields | null> {
  return LeagueAdminChange.findOne({ leagueId }).sort({ epoch: -1 }).lean();
}

/** Inserts change `epoch`; false when another change took that epoch first. */
export async function claimAdminChange(change: {
  leagueId: Types.ObjectId;
  epoch: number;
  fromUserId: string | null;
  toUserId: string;
  reason: AdminChangeReason;
}): Promise<boolean> {
  try {
    await LeagueAdminChange.create(change);
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
