import mongoose, { Schema, Types } from 'mongoose';

/**
 * One mark per demo item a service's seed ever created, claimed before the item is made. The seed creates
 * an item only while its mark is missing, so it never duplicates, overwrites or brings back an item
 * someone edited or deleted. Each service keeps its marks in its own database.
 */
const seedMarkSchema = new Schema({
  key: { type: String, required: true, unique: true },
  /** The id the item was created with. */
  ref: { type: Schema.Types.ObjectId, required: true },
});

export const SeedMark = mongoose.model('SeedMark', seedMarkSchema);

export interface SeedMarks {
  /**
   * Calls `create` with an id (`fixedId`, or a fresh one) the first time `key` is claimed and returns that id; later
   * runs return the recorded id without calling it. A failed `create` releases the claim so a rerun retries.
   * `fixedId` is for items another service's seed refers to.
   */
  once(
    key: string,
    create: (id: Types.ObjectId) => Promise<unknown>,
    fixedId?: Types.ObjectId,
  ): Promise<Types.ObjectId>;
}

/** Reads every mark once, so a run over an already seeded database costs one query, not one per item. */
export async function loadSeedMarks(): Promise<SeedMarks> {
  // The seeds run one after another on one connection switched between databases; mongoose builds a model's indexes
  // only in the first, and the claim below needs the unique key in each.
  await SeedMark.createIndexes();
  const known = new Map((await SeedMark.find({})).map((mark) => [mark.key, mark.ref]));

  return {
    async once(key, create, fixedId) {
      const recorded = known.get(key);
      if (recorded) return recorded;

      const id = fixedId ?? new Types.ObjectId();
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
