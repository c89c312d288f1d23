import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { LOCALES } from '@hfl/contracts';

export const EMAIL_TEMPLATES = [
  'confirmation',
  'passwordReset',
  'emailChange',
  'emailChangeConflict',
  'emailChanged',
  'passwordChanged',
  'passwordResetDone',
  'invitation',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];
/** A bulk message the owner wrote (bulk-messages/): rendered from the owner's template, not one of ours. */
export const BULK_MESSAGE_TEMPLATE = 'bulkMessage';
/** An e-mail alert of one notification, and the daily summary of several (alerts/). */
export const ALERT_TEMPLATES = ['alert', 'alertSummary'] as const;

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_TRANSPORTS = ['sendgrid', 'outbox'] as const;
export type EmailTransportName = (typeof EMAIL_TRANSPORTS)[number];

/**
 * Every e-mail is stored, rendered, before anything tries to send it: the record is what the send
 * job delivers, what survives a failed attempt, and (without SendGrid) the delivery itself.
 */
const emailSchema = new Schema(
  {
    // Lower-cased like user e-mails, so the dev outbox can filter by recipient without collation.
    to: { type: String, required: true, lowercase: true, trim: true },
    locale: { type: String, enum: LOCALES, required: true },
    template: { type: String, enum: [...EMAIL_TEMPLATES, BULK_MESSAGE_TEMPLATE, ...ALERT_TEMPLATES], required: true },
    subject: { type: String, required: true },
    html: { type: String, required: true },
    text: { type: String, required: true },
    /** Extra headers the transport sends (the List-Unsubscribe of a bulk message or an alert); absent on the others. */
    headers: { type: Schema.Types.Mixed, default: undefined },
    status: { type: String, enum: EMAIL_STATUSES, required: true, default: 'queued' },
    transport: { type: String, enum: [...EMAIL_TRANSPORTS, null], default: null },
    attempts: { type: Number, required: true, default: 0 },
    lastError: { type: String, default: null },
    sentAt: { type: Date, default: null },
  },
  {
    timestamps: { createdAt: true, updatedAt: false },
    toJSON: {
      versionKey: false,
      transform: (_doc, ret: Record<string, unknown>) => {
        ret.id = String(ret._id);
        delete ret._id;
        return ret;
      },
    },
  },
);
// The outbox lists the newest first, and the sweep looks for what is still queued.
emailSchema.index({ createdAt: -1 });
emailSchema.index({ status: 1 });

export type EmailFields = InferSchemaType<typeof emailSchema>;
export type EmailDocument = HydratedDocument<EmailFields>;

export const Email = mongoose.model('Email', emailSchema);
