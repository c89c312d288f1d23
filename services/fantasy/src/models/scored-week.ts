import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * A round of a real season whose RosterWeekPoints have been written, perhaps partly: inserted before the first of
 * them, never removed. Without one, the round has no RosterWeekPoints to replace, and its first scoring (the lock)
 * skips the delete: on FerretDB v1 that delete scans every RosterWeekPoints stored (16,000 per round of 1,000
 * leagues, all rounds of all seasons), while this collection holds one small document per scored round.
 */
const scoredWeekSchema = new Schema(
  {
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    week: { type: Number, required: true },
    /** When the round's league seasons' points (LeagueWeekPoints) were last written in full; null while being written. */
    resultsAt: { type: Date, default: null },
    /**
     * The `resultsAt` whose trophies were given (every league season's weekly awards of the round, and the season
     * trophies): older or null, the worker's sweep gives them again.
     */
    awardsAt: { type: Date, default: null },
    /** The `resultsAt` whose final results were told to every manager: older or null, the sweep tells the rest. */
    toldAt: { type: Date, default: null },
  },
  { versionKey: false },
);
scoredWeekSchema.index({ realSeasonId: 1, week: 1 }, { unique: true });

export type ScoredWeekFields = InferSchemaType<typeof scoredWeekSchema>;
export const ScoredWeek = mongoose.model('ScoredWeek', scoredWeekSchema, 'scored_weeks');
