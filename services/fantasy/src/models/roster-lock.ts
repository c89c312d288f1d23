import mongoose, { Schema } from 'mongoose';

/**
 * One document per roster being changed, keyed by the roster's id: the insert is the lock (a duplicate key means
 * another change holds it). FerretDB v1 has no transactions and its conditional updates are not atomic, so a unique
 * insert is the one way to let a single change of a roster through at a time. `at` lets a lock left by a process that
 * died be taken over once stale.
 */
const rosterLockSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    holder: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export const RosterLock = mongoose.model('RosterLock', rosterLockSchema, 'roster_locks');
