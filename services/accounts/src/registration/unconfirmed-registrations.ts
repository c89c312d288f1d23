import mongoose from 'mongoose';
import { Token } from '../models/token';
import { User } from '../models/user';

/** The moment before which an unconfirmed registration has expired. */
export const unconfirmedCutoff = (ttlMs: number, now = Date.now()) => new Date(now - ttlMs);

/**
 * Deletes registrations never confirmed within `ttlMs` (and their links), so the address is free again and no
 * unconfirmed password hash lingers. No TTL index (FerretDB has none): a periodic job (jobs/unconfirmed-purge.ts). Answers how many went.
 */
export async function purgeUnconfirmed(ttlMs: number, now = Date.now()): Promise<number> {
  const expired = await User.find(
    { confirmedAt: null, deletedAt: null, createdAt: mongoose.trusted({ $lt: unconfirmedCutoff(ttlMs, now) }) },
    { _id: 1 },
  );
  if (expired.length === 0) return 0;
  const ids = expired.map((user) => user._id);
  // Only what is still unconfirmed and expired: a confirmation landing meanwhile keeps its account.
  const { deletedCount } = await User.deleteMany({
    _id: mongoose.trusted({ $in: ids }),
    confirmedAt: null,
    // Nor one registered again meanwhile (which starts its clock anew).
    createdAt: mongoose.trusted({ $lt: unconfirmedCutoff(ttlMs, now) }),
  });
  // Through the driver: mongoose's sanitizeFilter would take the $in out of our own filter.
  await Token.collection.deleteMany({ type: 'confirm', userId: { $in: ids } });
  return deletedCount;
}
