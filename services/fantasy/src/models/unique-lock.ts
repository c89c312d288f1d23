import mongoose, { Schema } from 'mongoose';

/**
 * One document per thing being changed, keyed by its id: the insert is the lock (a duplicate key means another change
 * holds it). FerretDB v1 has no transactions and its conditional updates are not atomic, so a unique insert is the one
 * way to let a single change through at a time. `at` lets a lock left by a process that died be taken over once stale.
 */
const uniqueLockSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    holder: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

/** Held by a change of a roster's players, keyed by the roster. */
export const RosterLock = mongoose.model('RosterLock', uniqueLockSchema, 'roster_locks');
/** Held by a scoring of a real season's rounds, keyed by the real season. */
export const ScoringLock = mongoose.model('ScoringLock', uniqueLockSchema, 'scoring_locks');
/** Held by a league season's waiver run, keyed by the league season: never two runs of one league at once. */
export const WaiverRunLock = mongoose.model('WaiverRunLock', uniqueLockSchema, 'waiver_run_locks');

export type UniqueLockModel = typeof RosterLock;
