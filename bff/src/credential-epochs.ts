import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { isDuplicateKeyError, keptReads } from '@hfl/kit';

export const CREDENTIAL_EPOCHS_COLLECTION = 'credential_epochs';

/**
 * How long an instance reuses a user's epoch once read: every signed-in call checks it, and it changes only with the
 * user's credentials. A change made through this instance is seen here at once; through another, at once when the BFFs
 * share Redis (it tells the others), else within this time.
 */
export const EPOCH_KEPT_MS = 1_000;
/** Users whose epoch an instance keeps at most (about everyone active within EPOCH_KEPT_MS). */
const KEPT_USERS = 50_000;

interface EpochDocument {
  /** The user's id. */
  _id: string;
  epoch: string;
  renewedAt: Date;
}

export interface CredentialEpochs {
  /** The user's current epoch; null until their credentials first change. */
  current: (userId: string) => Promise<string | null>;
  /** A new epoch for the user: every session holding an older one has ended. */
  renew: (userId: string) => Promise<string>;
  /** Another BFF renewed the user's epoch: the one kept here is read again. */
  forget: (userId: string) => void;
}

/**
 * One document per user whose password or e-mail changed, holding a random epoch. A session remembers the epoch it
 * was signed in under and is valid only while it is still the user's. Ending the other sessions this way cannot be
 * undone by one of them saving itself afterwards (as deleting their documents could be: the store saves by upsert),
 * and needs no clock agreement between BFF instances.
 */
export function createCredentialEpochs(
  db: Db,
  keptMs = EPOCH_KEPT_MS,
  /** Told of each renewal once written (the other BFFs forget the epoch they keep). */
  renewed: (userId: string) => void = () => undefined,
): CredentialEpochs {
  const collection = db.collection<EpochDocument>(CREDENTIAL_EPOCHS_COLLECTION);
  const kept = keptReads<string | null>({ keptMs, max: KEPT_USERS });
  return {
    current: (userId) => kept.read(userId, async () => (await collection.findOne({ _id: userId }))?.epoch ?? null),
    renew: async (userId) => {
      const epoch = randomUUID();
      const update = { $set: { epoch, renewedAt: new Date() } };
      try {
        await collection.updateOne({ _id: userId }, update, { upsert: true });
      } catch (err) {
        // Two first changes at once: both upserts insert, one loses on the unique _id and updates instead.
        if (!isDuplicateKeyError(err)) throw err;
        await collection.updateOne({ _id: userId }, update);
      }
      // Told once written: a read that began before may have found the old epoch.
      kept.wrote(userId, { value: epoch });
      renewed(userId);
      return epoch;
    },
    forget: (userId) => kept.wrote(userId),
  };
}
