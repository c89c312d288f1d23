import { createHash } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';

/**
 * The addresses of accounts the operator deleted for a breach of the rules (player-app.md section 4: they may not
 * register again), kept only as the sha256 of the lower-cased address: `_id`, so the registration's check is a read by
 * `_id` and recording one twice is a harmless duplicate.
 */
const bannedEmailSchema = new Schema(
  {
    _id: { type: String, required: true },
    bannedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const BannedEmail = mongoose.model('BannedEmail', bannedEmailSchema, 'banned_emails');

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
