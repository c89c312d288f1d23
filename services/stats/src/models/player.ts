import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { foldForSearch, PLAYER_STATUSES, POSITIONS } from '@hfl/contracts';

/**
 * A real player (or a club's DEF unit, or its head coach). `teamId` is the club today; a transfer changes it, while
 * each week's statistics keep the club the player played for. The photo is a file in content (`photoFileId`).
 */
const playerSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    position: { type: String, enum: POSITIONS, required: true },
    /** YYYY-MM-DD; null for DEF. */
    birthDate: { type: String, default: null },
    height: { type: Number, default: null },
    weight: { type: Number, default: null },
    jerseyNumber: { type: Number, default: null },
    status: { type: String, enum: PLAYER_STATUSES, required: true, default: 'active' },
    analysis: { type: String, default: '' },
    photoFileId: { type: String, default: null },
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    // The name folded (contracts' foldForSearch), what a search term is looked for in: FerretDB has no collation, so
    // "kovacs" finds "Kovács" only in a folded copy. Written with every name here; backfillPlayerSearch for older ones.
    search: { type: String },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

playerSchema.pre('save', function keepSearchInStep() {
  if (this.isNew || this.isModified('name')) this.search = foldForSearch(this.name);
});

playerSchema.pre('insertMany', function keepSearchInStep(docs: unknown) {
  for (const doc of (Array.isArray(docs) ? docs : [docs]) as { name?: unknown; search?: unknown }[]) {
    if (typeof doc.name === 'string') doc.search = foldForSearch(doc.name);
  }
});

// An update that renames writes the folded name with it.
playerSchema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function keepSearchInStep() {
  const update = (this.getUpdate() ?? {}) as Record<string, unknown>;
  for (const fields of [update, update.$set, update.$setOnInsert] as (Record<string, unknown> | undefined)[]) {
    if (fields && typeof fields.name === 'string') fields.search = foldForSearch(fields.name);
  }
});

export type PlayerFields = InferSchemaType<typeof playerSchema>;
export type PlayerDocument = HydratedDocument<PlayerFields>;
export const Player = mongoose.model('Player', playerSchema, 'players');

/**
 * Players stored before their folded name get it (at the service's start): only where it is still absent, so a
 * second run, or one beside a rename, changes nothing.
 */
export async function backfillPlayerSearch(): Promise<number> {
  const missing = await Player.find({ search: mongoose.trusted({ $exists: false }) }, { name: 1 }).lean();
  if (missing.length === 0) return 0;
  await Player.bulkWrite(
    missing.map(({ _id, name }) => ({
      updateOne: {
        filter: { _id, search: mongoose.trusted({ $exists: false }) },
        update: { $set: { search: foldForSearch(name) } },
      },
    })),
    { ordered: false },
  );
  return missing.length;
}
