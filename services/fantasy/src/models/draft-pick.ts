import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * The truth of the draft: one document per pick, `_id` "<leagueSeasonId>:<pickNo>" (unique per season and pick
 * number) and a unique index on (season, player). Inserting it is how a pick is claimed: of N concurrent picks of the
 * same turn or player exactly one insert succeeds (no transactions on FerretDB v1). The Draft document then mirrors it.
 */
const draftPickSchema = new Schema(
  {
    _id: { type: String, required: true },
    leagueSeasonId: { type: Schema.Types.ObjectId, required: true },
    pickNo: { type: Number, required: true },
    teamId: { type: String, required: true },
    playerId: { type: String, required: true },
    automatic: { type: Boolean, required: true },
    /** Who picked; null for an automatic pick. */
    userId: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
draftPickSchema.index({ leagueSeasonId: 1, playerId: 1 }, { unique: true });

export type DraftPickFields = InferSchemaType<typeof draftPickSchema>;
export const DraftPick = mongoose.model('DraftPick', draftPickSchema, 'draft_picks');
export const draftPickId = (leagueSeasonId: string, pickNo: number) => `${leagueSeasonId}:${pickNo}`;
