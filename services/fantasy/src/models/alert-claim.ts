import mongoose, { Schema } from 'mongoose';
import { isDuplicateKeyError } from '@hfl/kit';

/**
 * One alert told once: the `_id` names it (a draft turn's on-deck or on-the-clock, a draft's 24- or 1-hour reminder,
 * a manager's final result); its insert is the claim, so a job run twice or resumed after a crash tells nobody twice.
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
