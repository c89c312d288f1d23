import * as yup from 'yup';
import { LOCALES, type Locale } from '../../i18n/locale';
import { objectIdList, requiredText } from './fields';

/**
 * The owner's bulk e-mail (owner-back-office sections 3, 5, 7): message templates and the sends built from them.
 * Templates travel as multipart (`title`, `translations[i][language|subject|body]`, file
 * `translations[i][headerImage]` or the kept picture's `/api/files/{id}` URL in the same field); a send (and its
 * preview) as JSON: the template fields plus `users`, which can be thousands of ids, more than a form may carry.
 */

export const TEMPLATE_TITLE_MAX_LENGTH = 200;
export const TEMPLATE_SUBJECT_MAX_LENGTH = 200;
/** The HTML of one body: under the 16 KB a multipart text field may be. */
export const TEMPLATE_BODY_MAX_LENGTH = 15_000;
/** The most recipients one send takes (the owner's whole user list, filtered). */
export const BULK_SEND_MAX_RECIPIENTS = 20_000;
/** The template picker's "-- Create New --" entry. */
export const NEW_TEMPLATE_ID = '-1';

/**
 * Placeholders a subject or body may hold, replaced by each recipient's own data when the e-mail is rendered
 * (and by the first chosen recipient's in the preview).
 */
export const BULK_MESSAGE_PLACEHOLDERS = ['{{firstName}}', '{{lastName}}', '{{name}}'] as const;

/** A kept header image: the URL the template answered (`/api/files/{id}`). */
const FILE_URL_PATTERN = /^\/api\/files\/[0-9a-f]{24}$/i;

const templateTranslationSchema = yup.object({
  language: yup
    .string()
    .typeError('errors:invalidData')
    .required('errors:invalidData')
    .oneOf([...LOCALES], 'errors:invalidData'),
  subject: requiredText('validation:subjectRequired', TEMPLATE_SUBJECT_MAX_LENGTH),
  body: requiredText('validation:bodyRequired', TEMPLATE_BODY_MAX_LENGTH),
  /** The stored picture to keep (its URL); a new one comes as a file in the same field; empty means none. */
  headerImage: yup
    .string()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .typeError('errors:invalidData')
    .matches(FILE_URL_PATTERN, 'errors:invalidData'),
});
export type TemplateTranslationPayload = yup.InferType<typeof templateTranslationSchema>;

const templateFields = {
  title: requiredText('validation:templateTitleRequired', TEMPLATE_TITLE_MAX_LENGTH),
  translations: yup
    .array(templateTranslationSchema)
    // Multipart numbers translations itself (`translations[1][subject]`): a sparse list is made dense (holes fail).
    .transform((value: unknown) => (Array.isArray(value) ? Array.from(value) : value))
    .typeError('errors:invalidData')
    .required('validation:templateLanguagesRequired')
    .test('every-language-once', 'validation:templateLanguagesRequired', (list) => {
      if (!list) return false;
      const languages = list.map((translation) => translation?.language);
      return languages.length === LOCALES.length && LOCALES.every((locale) => languages.includes(locale));
    }),
};

/** `POST /api/email-templates` and `POST /api/email-templates/{id}`: both languages, each with subject and body. */
export const emailTemplateSchema = yup.object(templateFields);
export type EmailTemplatePayload = yup.InferType<typeof emailTemplateSchema>;

/** `POST /api/owner/messages/send[?preview=1]`: the template as the modal holds it, and the chosen users' ids. */
export const bulkSendSchema = yup.object({
  ...templateFields,
  users: objectIdList(BULK_SEND_MAX_RECIPIENTS)
    .required('validation:recipientsRequired')
    .min(1, 'validation:recipientsRequired'),
});
export type BulkSendPayload = yup.InferType<typeof bulkSendSchema>;

/**
 * A send (not a preview) also carries its idempotency key, made by the page once per send: the same key again (a
 * double click, a retry after a timeout) answers the send it started, and mails nobody twice.
 */
export const bulkSendRequestSchema = bulkSendSchema.shape({
  idempotencyKey: yup
    .string()
    .typeError('errors:invalidData')
    .required('errors:invalidData')
    .matches(/^[A-Za-z0-9_-]{16,100}$/, 'errors:invalidData'),
});
export type BulkSendRequest = yup.InferType<typeof bulkSendRequestSchema>;

/** `?preview=1` renders instead of sending. */
export const bulkSendQuerySchema = yup.object({
  preview: yup.string().typeError('errors:invalidData').oneOf(['0', '1'], 'errors:invalidData'),
});
export type BulkSendQuery = yup.InferType<typeof bulkSendQuerySchema>;

export interface EmailTemplateTranslation {
  language: Locale;
  subject: string;
  /** Sanitised HTML. */
  body: string;
  /** `/api/files/{id}`, or null. */
  headerImage: string | null;
}

/** `GET /api/email-templates` lists these, newest first. */
export interface EmailTemplate {
  id: string;
  title: string;
  translations: EmailTemplateTranslation[];
}

/** One language of a preview: the e-mail exactly as a recipient of that language gets it (`body` is its HTML). */
export interface BulkMessagePreview {
  language: Locale;
  subject: string;
  body: string;
}

/**
 * The answer of a send: how many recipients it took, how many chosen accounts were deleted and left out; `repeated`
 * when its key had started it already (nothing new was sent).
 */
export interface BulkSendResult {
  nbSentMessages: number;
  nbSkipped: number;
  sendId: string;
  repeated: boolean;
}

/** `GET /api/owner/messages/sends/{id}`: how far the queued send has come. */
export interface BulkSendProgress {
  total: number;
  sent: number;
  failed: number;
  remaining: number;
  done: boolean;
}

/** At most this many sends in `GET /api/owner/messages/sends`, newest first. */
export const BULK_SENDS_LISTED = 20;

/** `GET /api/owner/messages/sends`: the latest sends, newest first, each with its progress. */
export interface BulkSendSummary extends BulkSendProgress {
  id: string;
  title: string;
  createdAt: string;
  /** Recipients who had turned the newsletter off when the send reached them. */
  unsubscribed: number;
}
