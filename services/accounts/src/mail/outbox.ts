import { Email } from '../models/email';

export const OUTBOX_LIMIT = 100;

/** The newest stored e-mails (at most OUTBOX_LIMIT), optionally to one address, as the dev mailbox shows them. */
export async function latestEmails(to?: string) {
  // _id breaks ties between messages stored in the same millisecond (a confirmation and its resend).
  const emails = await Email.find(to ? { to } : {})
    .sort({ createdAt: -1, _id: -1 })
    .limit(OUTBOX_LIMIT);
  return emails.map((email) => email.toJSON());
}
