import mongoose, { Schema, Types } from 'mongoose';

/**
 * One mark per demo item the seed ever created, claimed before the item is made. The seed creates
 * an item only while its mark is missing, so it never duplicates, overwrites or brings back an item
 * the owner edited or deleted.
 */
const seedMarkSchema = new Schema({
  key: { type: String, required: true, unique: true },
  /** The id the item was created with. */
  ref: { type: Schema.Types.ObjectId, required: true },
});

export const SeedMark = mongoose.model('SeedMark', seedMarkSchema);

export interface SeedMarks {
  /**
   * Calls `create` with a fresh id the first time `key` is claimed and returns that id; later runs
   * return the recorded id without calling it. A failed `create` releases the claim so a rerun retries.
   */
  once(key: string, create: (id: Types.ObjectId) => Promise<unknown>): Promise<Types.ObjectId>;
}

/** Reads every mark once, so a run over an already seeded database costs one query, not one per item. */
export async function loadSeedMarks(): Promise<SeedMarks> {
  const known = new Map((await SeedMark.find({})).map((mark) => [mark.key, mark.ref]));

  return {
    async once(key, create) {
      const recorded = known.get(key);
      if (recorded) return recorded;

      const id = new Types.ObjectId();
      // The unique key settles a race with another seed run: only one upsert inserts.
      const claim = await SeedMark.updateOne({ key }, { $setOnInsert: { key, ref: id } }, { upsert: true });
      if (claim.upsertedCount === 0) return (await SeedMark.findOne({ key }).orFail()).ref;
      try {
        await create(id);
      } catch (error) {
        await SeedMark.deleteOne({ key });
        throw error;
      }
      known.set(key, id);
      return id;
    },
  };
}
