import { randomBytes, randomUUID } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import type { Locale } from '@hfl/contracts';
import { bulkWriteInBatches, isDuplicateKeyError, logger } from '@hfl/kit';
import { BULK_MESSAGE_TEMPLATE, Email } from '../models/email';
import { appLink, unsubscribeHeaders, unsubscribePath } from '../mail/links';
import type { MailTransport } from '../mail/transports';
import { BulkDelivery, BulkSend, type BulkSendDocument } from '../models/bulk-send';
import { User } from '../models/user';
import { renderBulkMessage, type Recipient } from './render';
import type { CleanTranslation } from './translations';

export const BULK_BATCH_SIZE = 200;
/** E-mails handed to the transport at the same time (SendGrid takes one per call). */
const TRANSPORT_CONCURRENCY = 10;
const MAX_ERROR_LENGTH = 1_000;
/** What a claim left without an outcome by a run that ended says: it may or may not have gone out. */
export const UNKNOWN_OUTCOME = 'unknown: the run ended before the outcome was recorded';

export interface BulkRunOptions {
  transport: MailTransport;
  publicUrl: string;
  batchSize?: number;
  /** After each batch is recorded (the job extends its lock here). */
  afterBatch?: () => Promise<void>;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/** Every claim of a run that may still be in someone's hands, ours or a dead run's: a duplicate is a lost race. */
function onlyDuplicates(error: unknown): boolean {
  if (isDuplicateKeyError(error)) return true;
  const writeErrors = (error as { writeErrors?: Array<{ err?: unknown }> }).writeErrors;
  return (
    Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every((e) => isDuplicateKeyError(e.err ?? e))
  );
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Recounts the send's outcomes from its deliveries (the truth, whatever a dead run left) and stores them. */
export async function recordCounts(send: BulkSendDocument, done: boolean): Promise<void> {
  const [sent, failed, unsubscribed] = await Promise.all([
    BulkDelivery.countDocuments({ send: send._id, status: 'sent' }),
    BulkDelivery.countDocuments({ send: send._id, status: 'failed' }),
    BulkDelivery.countDocuments({ send: send._id, status: 'unsubscribed' }),
  ]);
  await BulkSend.updateOne(
    { _id: send._id },
    { $set: { sent, failed, unsubscribed, ...(done ? { doneAt: new Date() } : {}) } },
  );
}

/** What a batch needs of a recipient's account: the names the message shows, where and in which language it goes. */
interface RecipientAccount extends Recipient {
  email: string;
  locale?: string | null;
  deletedAt?: Date | null;
  newsletter?: boolean | null;
}

/**
 * The claims this run made: a claim refused as a duplicate belongs to an earlier run (or a concurrent one) and is
 * not ours to send. Known from the insert's own answer; read back only if the answer does not say which failed.
 */
async function claimRecipients<C extends { _id: Types.ObjectId; user: Types.ObjectId }>(
  send: BulkSendDocument,
  claims: C[],
  run: string,
): Promise<C[]> {
  try {
    await BulkDelivery.insertMany(claims, { ordered: false });
    return claims;
  } catch (error) {
    if (!onlyDuplicates(error)) throw error;
    const writeErrors = (error as { writeErrors?: Array<{ index?: unknown }> }).writeErrors ?? [];
    if (writeErrors.length > 0 && writeErrors.every((e) => typeof e.index === 'number')) {
      const refused = new Set(writeErrors.map((e) => e.index as number));
      return claims.filter((_, index) => !refused.has(index));
    }
    const ours = await BulkDelivery.find(
      { send: send._id, user: mongoose.trusted({ $in: claims.map((c) => c.user) }), run, status: 'claimed' },
      { _id: 1 },
    ).lean();
    const ids = new Set(ours.map((claim) => String(claim._id)));
    return claims.filter((claim) => ids.has(String(claim._id)));
  }
}

/**
 * One batch: claim each recipient (a unique insert per send and user) before anything is handed over, hand the
 * claimed e-mails to the transport, then record them in the outbox and their outcomes, in bulk.
 */
async function deliverBatch(
  send: BulkSendDocument,
  userIds: Types.ObjectId[],
  run: string,
  translations: Map<Locale, CleanTranslation>,
  recipients: Map<string, RecipientAccount>,
  { transport, publicUrl }: BulkRunOptions,
): Promise<{ sent: number; failed: number; unsubscribed: number }> {
  const claims = userIds.map((user) => ({
    _id: new Types.ObjectId(),
    send: send._id,
    user,
    run,
    status: 'claimed',
    token: randomBytes(32).toString('hex'),
  }));
  const mine = await claimRecipients(send, claims, run);

  const emails: Array<Record<string, unknown>> = [];
  const sent: Types.ObjectId[] = [];
  const failed: Array<{ id: Types.ObjectId; error: string }> = [];
  const unsubscribed: Types.ObjectId[] = [];
  await inPool(mine, TRANSPORT_CONCURRENCY, async (claim) => {
    const user = recipients.get(claim.user.toHexString());
    if (!user || user.deletedAt) {
      failed.push({ id: claim._id, error: 'the account was deleted' });
      return;
    }
    // Unsubscribing means it: the preference as this run read it, not as it was when the owner chose the recipients.
    if (!user.newsletter) {
      unsubscribed.push(claim._id);
      return;
    }
    const locale = (user.locale ?? 'en') as Locale;
    const translation = translations.get(locale) ?? translations.get('en')!;
    const unsubscribeUrl = appLink(publicUrl, unsubscribePath(claim.token));
    const rendered = renderBulkMessage(translation, user, { publicUrl, unsubscribeUrl });
    const headers = unsubscribeHeaders(unsubscribeUrl);
    const email = {
      to: user.email,
      locale: translation.language,
      template: BULK_MESSAGE_TEMPLATE,
      ...rendered,
      headers,
    };
    try {
      await transport.send({ to: user.email, ...rendered, headers });
      emails.push({ ...email, status: 'sent', transport: transport.name, attempts: 1, sentAt: new Date() });
      sent.push(claim._id);
    } catch (error) {
      emails.push({ ...email, status: 'failed', attempts: 1, lastError: errorText(error) });
      failed.push({ id: claim._id, error: errorText(error) });
    }
  });

  // Stored with their outcome, never as queued: the mail sweep must not send a bulk message again.
  if (emails.length > 0) await Email.insertMany(emails, { ordered: false });
  // Each outcome by its claim's _id (an $in over a growing collection would read all of it every batch).
  await bulkWriteInBatches(
    BulkDelivery,
    [
      ...sent.map((id) => ({ updateOne: { filter: { _id: id }, update: { $set: { status: 'sent' } } } })),
      ...failed.map(({ id, error }) => ({
        updateOne: { filter: { _id: id }, update: { $set: { status: 'failed', error } } },
      })),
      ...unsubscribed.map((id) => ({
        updateOne: { filter: { _id: id }, update: { $set: { status: 'unsubscribed' } } },
      })),
    ],
    { ordered: false },
  );
  return { sent: sent.length, failed: failed.length, unsubscribed: unsubscribed.length };
}

/**
 * Works through a send's recipients in batches, each recipient at most once: a recipient with a claim (from any run)
 * is never claimed again, and a claim a dead run left without an outcome is marked failed ("unknown"), not re-sent.
 * Safe to run again at any point; does nothing once the send is done.
 */
export async function runBulkSend(sendId: string, options: BulkRunOptions): Promise<void> {
  const send = mongoose.isValidObjectId(sendId) ? await BulkSend.findById(sendId) : null;
  if (!send || send.doneAt) return;
  const run = randomUUID();
  const translations = new Map(
    send.translations.map((t) => [
      t.language as Locale,
      { language: t.language as Locale, subject: t.subject, body: t.body, headerImageId: t.headerImageId ?? null },
    ]),
  );

  const abandoned = await BulkDelivery.updateMany(
    { send: send._id, status: 'claimed' },
    { $set: { status: 'failed', error: UNKNOWN_OUTCOME } },
  );
  if (abandoned.modifiedCount > 0)
    logger.warn(
      { sendId, claims: abandoned.modifiedCount },
      'bulk send resumed: claims without outcome count as failed',
    );

  const claimed = await BulkDelivery.find({ send: send._id }, { user: 1 }).lean();
  const done = new Set(claimed.map((delivery) => delivery.user.toHexString()));
  const pending = send.recipients.filter((id) => !done.has(id.toHexString()));
  // The recipients read once for the whole run (per batch, an $in would read the users collection every time).
  const recipients = new Map<string, RecipientAccount>(
    (
      await User.find(
        { _id: mongoose.trusted({ $in: pending }) },
        { email: 1, firstName: 1, lastName: 1, locale: 1, deletedAt: 1, newsletter: 1 },
      )
    ).map((user): [string, RecipientAccount] => [user.id as string, user]),
  );
  const batchSize = options.batchSize ?? BULK_BATCH_SIZE;
  // Counted from the deliveries once (a dead run's claims are outcomes now), then added to batch by batch (counting
  // every batch again would read the whole send each time); the last count is again the deliveries' own.
  await recordCounts(send, false);
  for (let start = 0; start < pending.length; start += batchSize) {
    const batch = pending.slice(start, start + batchSize);
    const outcome = await deliverBatch(send, batch, run, translations, recipients, options);
    await BulkSend.updateOne({ _id: send._id }, { $inc: outcome });
    await options.afterBatch?.();
  }
  await recordCounts(send, true);
}

/** Every send not done yet (a restart, or a send stored while no worker ran). */
export async function unfinishedSends(): Promise<string[]> {
  const sends = await BulkSend.find({ doneAt: null }, { _id: 1 }).lean();
  return sends.map((send) => send._id.toHexString());
}
