import mongoose, { Schema, type Types } from 'mongoose';
import { isDuplicateKeyError } from '@hfl/kit';

/**
 * The tombstone of a league being (or having been) deleted, `_id` = the league's id. Deleting writes it before
 * anything of the league goes, so whatever claims a slot, makes a team or accepts concurrently can check it afterwards
 * and undo itself (the deletion may have looked before that write). It stays, so that check holds for late arrivals.
 */
const leagueDeletionSchema = new Schema(
  { _id: { type: Schema.Types.ObjectId, required: true } },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

export const LeagueDeletion = mongoose.model('LeagueDeletion', leagueDeletionSchema, 'league_deletions');

/** Writes the tombstone; one already there means the deletion is being resumed. */
export async function markLeagueDeleted(leagueId: Types.ObjectId): Promise<void> {
  try {
    await LeagueDeletion.create({ _id: leagueId });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

export async function isLeagueDeleted(leagueId: Types.ObjectId): Promise<boolean> {
  return (await LeagueDeletion.exists({ _id: leagueId })) !== null;
}
