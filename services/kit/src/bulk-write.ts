import type { Model } from 'mongoose';

/**
 * FerretDB v1 never answers an update command of more than 100 matching statements (each holds one of its 100 SQLite
 * connections), so bulk writes go in batches well below that. MongoDB takes them the same way.
 */
export const BULK_WRITE_BATCH = 50;

/** `model.bulkWrite` in batches of BULK_WRITE_BATCH, in order; ordered batches stop at the first failure. */
export async function bulkWriteInBatches<T>(
  model: Model<T>,
  operations: Parameters<Model<T>['bulkWrite']>[0],
  options: { ordered: boolean },
): Promise<void> {
  for (let start = 0; start < operations.length; start += BULK_WRITE_BATCH) {
    await model.bulkWrite(operations.slice(start, start + BULK_WRITE_BATCH), options);
  }
}
