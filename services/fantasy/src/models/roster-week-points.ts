import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * A roster's points in one round of the real season: its starters' and its bench's. Unique on (roster, round), so two
 * concurrent recalculations of a round cannot leave it counted twice.
 */
const rosterWeekPointsSchema = new Schema(
  {
    rosterId: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    week: { type: Number, required: true },
    points: { type: Number, required: true },
    benchPoints: { type: Number, required: true },
  },
  // Only ever inserted and deleted, never updated: no version key.
  { versionKey: false },
);
rosterWeekPointsSchema.index({ rosterId: 1, week: 1 }, { unique: true });
rosterWeekPointsSchema.index({ realSeasonId: 1, week: 1 });

export type RosterWeekPointsFields = InferSchemaType<typeof rosterWeekPointsSchema>;
export const RosterWeekPoints = mongoose.model('RosterWeekPoints', rosterWeekPointsSchema, 'roster_week_points');
