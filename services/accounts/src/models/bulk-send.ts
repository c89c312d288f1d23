import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { LOCALES } from '@hfl/contracts';

const snapshotTranslationSchema = new Schema(
  {
    language: { type: String, enum: LOCALES, required: true },
    subject: { type: String, required: true },
    /** Sanitised HTML with the placeholders still in it. */
    body: { type: String, required: true },
    headerImageId: { type: Schema.Types.ObjectId, default: null },
  },
  { _id: false },
);

/**
 * One bulk send: the template as it was when the owner pressed Send (a later edit of the template changes nothing
 * here), the recipients it took, and its counts. The job (jobs/bulk-messages.ts) works through the recipients;
 * each recipient's claim and outcome is a BulkDelivery.
 */
const bulkSendSchema = new Schema(
  {
    title: { type: String, required: true },
    translations: { type: [snapshotTranslationSchema], required: true },
    /** The accounts that take the message, in the order chosen. */
    recipients: { type: [Schema.Types.ObjectId], required: true },
    /** Chosen accounts left out because they are deleted (or unknown). */
    skipped: { type: Number, required: true, default: 0 },
    sent: { type: Number, required: true, default: 0 },
    failed: { type: Number, required: true, default: 0 },
    /** Recipients who had turned the newsletter off when the send reached them: not mailed. */
    unsubscribed: { type: Number, required: true, default: 0 },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    /** Set when every recipient has an outcome. */
    doneAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export type BulkSendDocument = HydratedDocument<InferSchemaType<typeof bulkSendSchema>>;
export const BulkSend = mongoose.model('BulkSend', bulkSendSchema);

export const DELIVERY_STATUSES = ['claimed', 'sent', 'failed', 'unsubscribed'] as const;

/**
 * A recipient of a send, claimed by a unique insert before the e-mail is handed over: at most one per (send, user),
 * so a run that is repeated after a crash can never reach anyone twice. `claimed` without an outcome after a run
 * ended means the outcome is unknown: it counts as failed and is never retried.
 */
const bulkDeliverySchema = new Schema(
  {
    send: { type: Schema.Types.ObjectId, required: true },
    user: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: DELIVERY_STATUSES, required: true, default: 'claimed' },
    /** The job run that claimed it: its own claims are the ones it delivers. */
    run: { type: String, required: true },
    /** The recipient's own unsubscribe token (the link and the List-Unsubscribe header). */
    token: { type: String, required: true },
    emailId: { type: Schema.Types.ObjectId, default: null },
    error: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
bulkDeliverySchema.index({ send: 1, user: 1 }, { unique: true });
bulkDeliverySchema.index({ token: 1 }, { unique: true });

export type BulkDeliveryDocument = HydratedDocument<InferSchemaType<typeof bulkDeliverySchema>>;
export const BulkDelivery = mongoose.model('BulkDelivery', bulkDeliverySchema);

/**
 * A send's idempotency key (`<owner>:<key>`), inserted before the send itself: a second request with the same key
 * (a double click, a retry after a timeout) finds the send it started instead of starting another. Kept apart from
 * BulkSend so the unique key is on a field every document has.
 */
const bulkSendKeySchema = new Schema(
  {
    _id: { type: String, required: true },
    sendId: { type: Schema.Types.ObjectId, required: true },
  },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

export const BulkSendKey = mongoose.model('BulkSendKey', bulkSendKeySchema, 'bulk_send_keys');
