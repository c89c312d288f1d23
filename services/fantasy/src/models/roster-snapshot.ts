import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * A roster's packed lineup as it stood when a round of the real season started: the round's games are scored with it,
 * so a move after the round never changes a past game. Unique on (roster, round): the start event, the sweep and a
 * change's own check may all take it, the first insert wins and the others are no-ops. Only ever inserted.
 */
const rosterSnapshotSchema = new Schema(
  {
    /** `<rosterId>:<week>`. */
    _id: { type: String, required: true },
    rosterId: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    week: { type: Number, required: true },
    lineup: { type: String, required: true },
  },
  { versionKey: false },
);
rosterSnapshotSchema.index({ rosterId: 1, week: 1 }, { unique: true });
rosterSnapshotSchema.index({ realSeasonId: 1, week: 1 });

export type RosterSnapshotFields = InferSchemaType<typeof rosterSnapshotSchema>;
export const RosterSnapshot = mongoose.model('RosterSnapshot', rosterSnapshotSchema, 'roster_snapshots');

/**
 * A round of a real season whose every roster has its snapshot (`_id`: `<realSeasonId>:<week>`): the sweep skips it.
 * A roster made later needs none for it (it had no lineup then; scoring falls back to its lineup).
 */
const snapshotRoundSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
export const SnapshotRound = mongoose.model('SnapshotRound', snapshotRoundSchema, 'snapshot_rounds');
