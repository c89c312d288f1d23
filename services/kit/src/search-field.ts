import mongoose, { type Model, type Schema } from 'mongoose';
import { foldForSearch } from '@hfl/contracts';

/**
 * A searchable name (a player's, a league's): FerretDB has no collation, so "kovacs" finds "Kovács" only in a copy of
 * the name folded by contracts' foldForSearch. `foldedSearchField` adds that copy, `search`, to a schema and writes it
 * with every write of the name (a new document, insertMany, an update that sets the name); `backfillSearch` gives it to
 * documents stored before it; `searchFilter` finds a term in it.
 */
export function foldedSearchField(schema: Schema, field: string): void {
  schema.add({ search: { type: String } });
  const folded = (value: unknown) => (typeof value === 'string' ? foldForSearch(value) : undefined);

  schema.pre('save', function keepSearchInStep() {
    if (this.isNew || this.isModified(field)) this.set('search', folded(this.get(field)));
  });
  schema.pre('insertMany', function keepSearchInStep(docs: unknown) {
    for (const doc of (Array.isArray(docs) ? docs : [docs]) as Record<string, unknown>[]) {
      if (typeof doc[field] === 'string') doc.search = folded(doc[field]);
    }
  });
  schema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function keepSearchInStep() {
    const update = (this.getUpdate() ?? {}) as Record<string, unknown>;
    // Fields given without an operator are a $set.
    for (const fields of [update, update.$set, update.$setOnInsert] as (Record<string, unknown> | undefined)[]) {
      if (fields && typeof fields[field] === 'string') fields.search = folded(fields[field]);
    }
  });
}

/**
 * Gives documents stored before their folded name theirs (at a service's start): only where it is still absent, so a
 * second run, or one beside a rename, changes nothing. Answers how many it wrote.
 */
export async function backfillSearch(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model with the field
  model: Model<any>,
  field: string,
): Promise<number> {
  const absent = mongoose.trusted({ $exists: false });
  const missing = (await model.find({ search: absent }, { [field]: 1 }).lean()) as Record<string, unknown>[];
  const writes = missing
    .filter((doc) => typeof doc[field] === 'string')
    .map((doc) => ({
      updateOne: {
        filter: { _id: doc._id, search: absent },
        update: { $set: { search: foldForSearch(doc[field] as string) } },
      },
    }));
  if (writes.length > 0) await model.bulkWrite(writes, { ordered: false });
  return writes.length;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The query that finds the term (folded) in `search`; none for an empty term. */
export function searchFilter(term: string): { search?: unknown } {
  const folded = foldForSearch(term);
  return folded ? { search: mongoose.trusted({ $regex: escapeRegExp(folded) }) } : {};
}
