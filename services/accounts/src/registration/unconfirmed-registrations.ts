import type { Agenda } from 'agenda';
import mongoose from 'mongoose';
import { logger } from '@hfl/kit';
import { Token } from '../models/token';
import { User } from '../models/user';

export const PURGE_UNCONFIRMED_JOB = 'users.purgeUnconfirmed';
export const PURGE_UNCONFIRMED_INTERVAL = '1 hour';

/** The moment before which an unconfirmed registration has expired. */
export const unconfirmedCutoff = (ttlMs: number, now = Date.now()) => new Date(now - ttlMs);

/**
 * Deletes registrations never confirmed within `ttlMs` (and their links), so the address is free again and no
 * unconfirmed password hash lingers. No TTL index (FerretDB has none): a periodic job. Answers how many went.
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

/** The `users.purgeUnconfirmed` job group, run every hour inside the accounts process. */
export async function schedulePurgeUnconfirmed(agenda: Agenda, ttlMs: number): Promise<void> {
  agenda.define(PURGE_UNCONFIRMED_JOB, async () => {
    const purged = await purgeUnconfirmed(ttlMs);
    if (purged > 0) logger.info({ purged }, 'expired unconfirmed registrations purged');
  });
  await agenda.every(PURGE_UNCONFIRMED_INTERVAL, PURGE_UNCONFIRMED_JOB);
}
