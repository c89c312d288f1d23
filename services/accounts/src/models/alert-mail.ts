import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { EMAIL_ALERT_KINDS } from '@hfl/contracts';

export const ALERT_MAIL_STATUSES = ['claimed', 'mailed'] as const;

/**
 * A notification's e-mail alert, claimed by a unique insert (one per notification) before anything is handed to the
 * transport: a job run twice, or resumed after a crash, never mails the same notification again. `claimed` without
 * `mailed` after a run ended means the outcome is unknown: it is never retried (at most once). `summary` is set when
 * it went out in a daily summary.
 */
const alertMailSchema = new Schema(
  {
    notification: { type: Schema.Types.ObjectId, required: true, unique: true },
    user: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: EMAIL_ALERT_KINDS, required: true },
    status: { type: String, enum: ALERT_MAIL_STATUSES, required: true, default: 'claimed' },
    summary: { type: Boolean, required: true, default: false },
    /** The e-mail that carries it: the alert's own (same id as the claim), or its daily summary's. */
    emailId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export type AlertMailFields = InferSchemaType<typeof alertMailSchema>;
export const AlertMail = mongoose.model('AlertMail', alertMailSchema);
