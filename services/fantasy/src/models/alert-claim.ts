import mongoose, { Schema } from 'mongoose';
import { insertNew, isDuplicateKeyError } from '@hfl/kit';

/**
 * One alert told once: the `_id` names it (a draft turn's on-deck or on-the-clock, a draft's 24- or 1-hour reminder,
 * a manager's final result). A draft alert's insert is its claim, made before it is told, so a job run twice or
 * resumed after a crash tells nobody twice. A final result is recorded once accounts took it (accounts itself stores
 * its key once), so one whose telling failed is told by a later run.
 */
const alertClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export const AlertClaim = mongoose.model('AlertClaim', alertClaimSchema, 'alert_claims');

/** True for the first caller that claims this alert; false when it was told already. */
export async function claimAlert(key: string, at = new Date()): Promise<boolean> {
  try {
    await AlertClaim.create({ _id: key, at });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/** Which of these alerts were told already. */
export async function toldAlerts(keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const told = await AlertClaim.find({ _id: mongoose.trusted({ $in: [...keys] }) }, { _id: 1 }).lean();
  return new Set(told.map((claim) => claim._id));
}

/** Records these alerts as told (those recorded already stay as they were). */
export async function recordTold(keys: readonly string[], at = new Date()): Promise<void> {
  await insertNew(
    AlertClaim,
    keys.map((key) => ({ _id: key, at })),
  );
}
