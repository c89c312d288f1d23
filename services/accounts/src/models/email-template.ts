import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { fileUrl, LOCALES, type EmailTemplate as EmailTemplateView } from '@hfl/contracts';

const translationSchema = new Schema(
  {
    language: { type: String, enum: LOCALES, required: true },
    subject: { type: String, required: true },
    /** Sanitised HTML (kit's sanitizeRichText). */
    body: { type: String, required: true },
    /** Content's file id of the header picture. */
    headerImageId: { type: Schema.Types.ObjectId, default: null },
  },
  { _id: false },
);

/** A bulk-message template the owner saved: a title and the message in every language. */
const emailTemplateSchema = new Schema(
  {
    title: { type: String, required: true },
    translations: { type: [translationSchema], required: true },
  },
  { timestamps: true },
);

export type EmailTemplateFields = InferSchemaType<typeof emailTemplateSchema>;
export type EmailTemplateDocument = HydratedDocument<EmailTemplateFields>;

export const EmailTemplateModel = mongoose.model('EmailTemplate', emailTemplateSchema);

export function toEmailTemplateView(template: EmailTemplateDocument): EmailTemplateView {
  return {
    id: template.id as string,
    title: template.title,
    translations: template.translations.map((translation) => ({
      language: translation.language as EmailTemplateView['translations'][number]['language'],
      subject: translation.subject,
      body: translation.body,
      headerImage: translation.headerImageId ? fileUrl(translation.headerImageId.toHexString()) : null,
    })),
  };
}
