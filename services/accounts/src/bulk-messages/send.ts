import type { Agenda } from 'agenda';
import mongoose, { Types } from 'mongoose';
import {
  BULK_SENDS_LISTED,
  type BulkMessagePreview,
  type BulkSendPayload,
  type BulkSendProgress,
  type BulkSendRequest,
  type BulkSendResult,
  type BulkSendSummary,
} from '@hfl/contracts';
import type { RequestHandler } from 'express';
import { contextSlot, InputError, isDuplicateKeyError, logger, NotFoundError, objectIdParam } from '@hfl/kit';
import { appLink, unsubscribePath } from '../mail/links';
import { BulkSend, BulkSendKey, type BulkSendDocument } from '../models/bulk-send';
import { User } from '../models/user';
import { renderBulkMessage } from './render';
import { scheduleBulkSend } from './send-job';
import { cleanTranslations } from './translations';

/** The preview looks for a recipient of each language among the first chosen ones. */
const PREVIEW_CANDIDATES = 500;
/** The preview's unsubscribe link: shaped like a real one, valid for nobody. */
const PREVIEW_TOKEN = '0'.repeat(64);

const uniqueIds = (ids: string[]) =>
  [...new Set(ids.map((id) => id.toLowerCase()))].map((id) => new Types.ObjectId(id));

/**
 * Each language's e-mail exactly as it will go out, filled with a real recipient's data: the first chosen user of that
 * language, else the first chosen user.
 */
export async function previewBulkMessage(payload: BulkSendPayload, publicUrl: string): Promise<BulkMessagePreview[]> {
  const translations = await cleanTranslations(payload.translations);
  const candidates = uniqueIds(payload.users).slice(0, PREVIEW_CANDIDATES);
  const users = await User.find(
    { _id: mongoose.trusted({ $in: candidates }), deletedAt: null },
    { firstName: 1, lastName: 1, locale: 1 },
  );
  const byId = new Map(users.map((user) => [user.id as string, user]));
  const chosen = candidates.flatMap((id) => byId.get(id.toHexString()) ?? []);
  const unsubscribeUrl = appLink(publicUrl, unsubscribePath(PREVIEW_TOKEN));
  return translations.map((translation) => {
    const recipient = chosen.find((user) => user.locale === translation.language) ?? chosen[0] ?? {};
    const { subject, html } = renderBulkMessage(translation, recipient, { publicUrl, unsubscribeUrl });
    return { language: translation.language, subject, body: html };
  });
}

/**
 * Starts a send once per idempotency key: the key is claimed first (a unique insert naming the send's id to be), then
 * the send is stored (the template as it is now and the recipients) and its job queued on `agenda`, the running jobs'
 * Agenda the app was given (none while no worker runs: the jobs take the send up when they start). The same key again
 * answers that send, `repeated`, and stores it if a crash came between the two steps. Deleted or unknown accounts are
 * left out and counted; the rest are mailed unless they turned the newsletter off by the time the send reaches them
 * (deliver.ts).
 */
export async function startBulkSend(
  payload: BulkSendRequest,
  ownerId: string,
  agenda?: Agenda,
): Promise<BulkSendResult> {
  const keyId = `${ownerId}:${payload.idempotencyKey}`;
  let sendId = new Types.ObjectId();
  let repeated = false;
  try {
    await BulkSendKey.create({ _id: keyId, sendId });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    sendId = (await BulkSendKey.findById(keyId).lean())!.sendId;
    repeated = true;
  }
  const stored = repeated ? await BulkSend.findById(sendId) : null;
  if (stored) return { ...resultOf(stored), repeated };

  const translations = await cleanTranslations(payload.translations);
  const chosen = uniqueIds(payload.users);
  const live = await User.find({ _id: mongoose.trusted({ $in: chosen }), deletedAt: null }, { _id: 1 }).lean();
  const liveIds = new Set(live.map((user) => user._id.toHexString()));
  const recipients = chosen.filter((id) => liveIds.has(id.toHexString()));
  if (recipients.length === 0) {
    // Nothing started: the same key may be sent again once there are recipients.
    await BulkSendKey.deleteOne({ _id: keyId, sendId });
    throw new InputError([], 'errors:bulkNoRecipients');
  }

  const send = await createOnce(sendId, {
    title: payload.title,
    translations: translations.map(({ language, subject, body, headerImageId }) => ({
      language,
      subject,
      body,
      headerImageId,
    })),
    recipients,
    skipped: chosen.length - recipients.length,
    createdBy: new Types.ObjectId(ownerId),
  });
  if (agenda) {
    try {
      await scheduleBulkSend(agenda, send.id as string);
    } catch (err) {
      logger.warn({ err, sendId: send.id }, 'bulk send stored but not scheduled; it starts when the jobs restart');
    }
  }
  return { ...resultOf(send), repeated };
}

/** The send under its claimed id; when two requests of one key race to store it, the first one's. */
async function createOnce(_id: Types.ObjectId, fields: Record<string, unknown>): Promise<BulkSendDocument> {
  try {
    return await BulkSend.create({ _id, ...fields });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return (await BulkSend.findById(_id))!;
  }
}

const resultOf = (send: BulkSendDocument) => ({
  nbSentMessages: send.recipients.length,
  nbSkipped: send.skipped,
  sendId: send.id as string,
});

/** The latest sends, newest first, each with its progress. */
export async function listBulkSends(): Promise<BulkSendSummary[]> {
  const sends = await BulkSend.find().sort({ createdAt: -1, _id: -1 }).limit(BULK_SENDS_LISTED);
  return sends.map((send) => ({
    id: send.id as string,
    title: send.title,
    createdAt: (send as unknown as { createdAt: Date }).createdAt.toISOString(),
    unsubscribed: send.unsubscribed,
    ...sendProgress(send),
  }));
}

export function sendProgress(send: BulkSendDocument): BulkSendProgress {
  const total = send.recipients.length;
  return {
    total,
    sent: send.sent,
    failed: send.failed,
    remaining: Math.max(0, total - send.sent - send.failed - send.unsubscribed),
    done: Boolean(send.doneAt),
  };
}

/** The send a route names (`:sendId`), for the progress call; 404 when there is none. */
export const sendSlot = contextSlot<BulkSendDocument>('bulkSend');

export const loadSend: RequestHandler = async (req, res, next) => {
  const send = await BulkSend.findById(objectIdParam(req, 'sendId'));
  if (!send) throw new NotFoundError();
  sendSlot.set(res, send);
  next();
};
