import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * A round's statistics import as it was applied: unique on (season, round, hash of the import's content and choices),
 * so the same file applied twice is one import, whoever clicks. 'applying' until every game's sheet is saved; an
 * import left 'applying' (a crash) is finished by the next apply of the same file, since each save is idempotent.
 */
const statsImportSchema = new Schema(
  {
    seasonId: { type: Schema.Types.ObjectId, required: true },
    week: { type: Number, required: true },
    hash: { type: String, required: true },
    status: { type: String, enum: ['applying', 'applied'], required: true, default: 'applying' },
    createdBy: { type: String, default: null },
    appliedAt: { type: Date, default: null },
    /** Games saved and lines written by the apply. */
    games: { type: Number, default: 0 },
    lines: { type: Number, default: 0 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
statsImportSchema.index({ seasonId: 1, week: 1, hash: 1 }, { unique: true });

export type StatsImportFields = InferSchemaType<typeof statsImportSchema>;
export const StatsImport = mongoose.model('StatsImport', statsImportSchema, 'stats_imports');
