import { randomUUID } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import { isDuplicateKeyError, logger } from '@hfl/kit';
import type { UniqueLockModel } from '../models/unique-lock';

export interface LockTiming {
  /** A lock older than this was left by a process that died, and is taken over. */
  staleMs: number;
  /** How long a change waits for a lock another change holds before `busy()` is thrown. */
  waitMs: number;
  retryMs: number;
  busy: () => Error;
  /** Runs before a stale lock is taken over: what its dead holder may have left half-written is marked as such. */
  beforeTakeover?: (id: Types.ObjectId) => Promise<void>;
  /**
   * The change's caller goes on while its locks are released: under load the release waits its turn among the
   * database's writes, and nothing the caller answers depends on it. A change of the same things in this process
   * waits for the release, one in another process `retryMs`; a release that fails leaves a lock the next change takes
   * over once stale.
   */
  releaseInBackground?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes one lock, waiting while another change holds it; a stale lock is taken over. */
async function acquire(model: UniqueLockModel, id: Types.ObjectId, holder: string, timing: LockTiming): Promise<void> {
  const giveUpAt = Date.now() + timing.waitMs;
  for (;;) {
    try {
      // The driver's insert: a lock has nothing for mongoose to cast or validate, and a document's save cost a move
      // about a third of a millisecond of CPU in its hottest path.
      await model.collection.insertOne({ _id: id, holder, at: new Date() });
      return;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const held = await model.findById(id).lean();
    if (held && Date.now() - held.at.getTime() > timing.staleMs) {
      await timing.beforeTakeover?.(id);
      // Only that stale holder's lock is removed; two takers racing here both retry the insert, one wins.
      await model.deleteOne({ _id: id, holder: held.holder });
      continue;
    }
    if (Date.now() > giveUpAt) throw timing.busy();
    await sleep(timing.retryMs);
  }
}

/** Inserts all the locks at once: true when every one was free; else none is kept. */
async function acquireAll(model: UniqueLockModel, ids: readonly Types.ObjectId[], holder: string): Promise<boolean> {
  const at = new Date();
  try {
    await model.collection.insertMany(
      ids.map((_id) => ({ _id, holder, at })),
      { ordered: false },
    );
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    await model.deleteMany({ _id: mongoose.trusted({ $in: [...ids] }), holder });
    return false;
  }
}

/**
 * Runs `change` while holding the locks of `ids` in `model` (taken in id order, so two changes of the same two things
 * cannot each hold one and wait for the other), and releases them after, whatever happens.
 */
export function uniqueLocks(model: UniqueLockModel, timing: LockTiming) {
  /** Releases under way in the background, by lock id: a change of this process waits for them, not `retryMs`. */
  const releasing = new Map<string, Promise<unknown>>();
  const release = (id: Types.ObjectId, holder: string) => {
    const key = id.toHexString();
    const released = model
      .deleteOne({ _id: id, holder })
      .exec()
      .finally(() => {
        if (releasing.get(key) === released) releasing.delete(key);
      });
    if (timing.releaseInBackground) releasing.set(key, released);
    return released;
  };
  /** Many locks let go in one statement, each waited for by a change of this process as `release`'s. */
  const releaseAll = (ids: readonly Types.ObjectId[], holder: string) => {
    const released = model.deleteMany({ _id: mongoose.trusted({ $in: [...ids] }), holder }).exec();
    for (const id of ids) {
      const key = id.toHexString();
      const one = released.finally(() => {
        if (releasing.get(key) === one) releasing.delete(key);
      });
      // A failed release is the caller's to log (once): this copy is only waited on.
      one.catch(() => undefined);
      if (timing.releaseInBackground) releasing.set(key, one);
    }
    return released;
  };
  return async <T>(ids: readonly Types.ObjectId[], change: () => Promise<T>): Promise<T> => {
    const holder = randomUUID();
    const sorted = [...new Map(ids.map((id) => [id.toHexString(), id])).entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, id]) => id);
    let held: Types.ObjectId[] = [];
    try {
      await Promise.all(sorted.map((id) => releasing.get(id.toHexString())?.catch(() => undefined)));
      // Many locks (a waiver run's rosters) in one statement when all are free; any taken, those inserted are let go
      // before waiting in turn, so that no change waits while holding a lock out of order.
      if (sorted.length > 2 && (await acquireAll(model, sorted, holder))) held = sorted;
      else
        for (const id of sorted) {
          await acquire(model, id, holder, timing);
          held.push(id);
        }
      return await change();
    } finally {
      const released = held.length > 2 ? releaseAll(held, holder) : Promise.all(held.map((id) => release(id, holder)));
      if (timing.releaseInBackground)
        released.catch((error: unknown) => logger.warn({ err: error, locks: held }, 'releasing locks failed'));
      else await released;
    }
  };
}
