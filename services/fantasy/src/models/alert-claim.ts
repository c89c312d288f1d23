import mongoose, { Schema } from 'mongoose';
import { insertNew } from '@hfl/kit';

/**
 * A manager's final result that accounts took (`result:<league season>:<game>:<team>`, the notification's key, which
 * accounts stores once): a later scoring of the round, or the sweep, does not send it again. One whose telling failed
 * has none, so a later run tells it.
 */
const alertClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export const AlertClaim = mongoose.model('AlertClaim', alertClaimSchema, 'alert_claims');

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
