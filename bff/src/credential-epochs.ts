import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '@hfl/kit';

export const CREDENTIAL_EPOCHS_COLLECTION = 'credential_epochs';

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
}

/**
 * One document per user whose password or e-mail changed, holding a random epoch. A session remembers the epoch it
 * was signed in under and is valid only while it is still the user's. Ending the other sessions this way cannot be
 * undone by one of them saving itself afterwards (as deleting their documents could be: the store saves by upsert),
 * and needs no clock agreement between BFF instances.
 */
export function createCredentialEpochs(db: Db): CredentialEpochs {
  const collection = db.collection<EpochDocument>(CREDENTIAL_EPOCHS_COLLECTION);
  return {
    current: async (userId) => (await collection.findOne({ _id: userId }))?.epoch ?? null,
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
      return epoch;
    },
  };
}
