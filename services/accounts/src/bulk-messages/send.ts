import type { Agenda } from 'agenda';
import mongoose, { Types } from 'mongoose';
import {
  type BulkMessagePreview,
  type BulkSendPayload,
  type BulkSendProgress,
  type BulkSendResult,
} from '@hfl/contracts';
import type { RequestHandler } from 'express';
import { contextSlot, InputError, logger, NotFoundError, objectIdParam } from '@hfl/kit';
import { appLink, unsubscribePath } from '../mail/links';
import { BulkSend, type BulkSendDocument } from '../models/bulk-send';
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
 * Stores the send (the template as it is now and the recipients) and queues its job on `agenda`, the running jobs'
 * Agenda the app was given (none while no worker runs: the jobs take the send up when they start). Deleted or unknown
 * accounts are left out and counted; the rest are mailed unless they turned the newsletter off by the time the send
 * reaches them (deliver.ts).
 */
export async function startBulkSend(
  payload: BulkSendPayload,
  ownerId: string,
  agenda?: Agenda,
): Promise<BulkSendResult> {
  const translations = await cleanTranslations(payload.translations);
  const chosen = uniqueIds(payload.users);
  const live = await User.find({ _id: mongoose.trusted({ $in: chosen }), deletedAt: null }, { _id: 1 }).lean();
  const liveIds = new Set(live.map((user) => user._id.toHexString()));
  const recipients = chosen.filter((id) => liveIds.has(id.toHexString()));
  if (recipients.length === 0) throw new InputError([], 'errors:bulkNoRecipients');

  const send = await BulkSend.create({
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
  const sendId = send.id as string;
  if (agenda) {
    try {
      await scheduleBulkSend(agenda, sendId);
    } catch (err) {
      logger.warn({ err, sendId }, 'bulk send stored but not scheduled; it starts when the jobs restart');
    }
  }
  return { nbSentMessages: recipients.length, nbSkipped: chosen.length - recipients.length, sendId };
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
