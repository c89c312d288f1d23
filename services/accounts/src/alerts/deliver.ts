import type { Agenda } from 'agenda';
import mongoose, { Types } from 'mongoose';
import { ALERT_OF_NOTIFICATION, SUMMARY_ALERT_KINDS, type EmailAlertKind, type NotificationKind } from '@hfl/contracts';
import { insertNew, logger } from '@hfl/kit';
import { scheduleSend } from '../mail/send-job';
import type { MailTransport } from '../mail/transports';
import { AlertMail } from '../models/alert-mail';
import { Email } from '../models/email';
import { Notification, type NotificationDocument } from '../models/notification';
import { User } from '../models/user';
import { alertKindOf, renderAlert, renderSummary, type AlertRecipient, type RenderedAlert } from './render';
import { alertOn, waitsForSummary, type AlertPreferences } from './settings';

/** Mails handed to the transport at the same time (SendGrid takes one per call). */
const TRANSPORT_CONCURRENCY = 10;
/** Users whose summaries one batch gathers. */
const SUMMARY_BATCH = 200;
/** How far back the daily summary looks for what is pending: a day it could not run is caught up the next. */
export const SUMMARY_LOOKBACK_MS = 48 * 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 1_000;

export interface AlertRunOptions {
  transport: MailTransport;
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
  /** Where a mail the transport refused is retried (mail.send, with its backoff). */
  agenda?: Agenda;
}

type Account = AlertRecipient & Partial<AlertPreferences> & { deletedAt?: Date | null };

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

async function accountsById(ids: Types.ObjectId[]): Promise<Map<string, Account>> {
  const users = await User.find(
    { _id: mongoose.trusted({ $in: ids }) },
    { email: 1, firstName: 1, locale: 1, deletedAt: 1, newsletter: 1, emailAlertsOff: 1, emailDailySummary: 1 },
  ).lean();
  return new Map(
    users.map((user): [string, Account] => [
      user._id.toHexString(),
      {
        id: user._id.toHexString(),
        email: user.email,
        firstName: user.firstName,
        locale: user.locale,
        deletedAt: user.deletedAt,
        newsletter: user.newsletter,
        emailAlertsOff: user.emailAlertsOff ?? [],
        emailDailySummary: user.emailDailySummary ?? false,
      },
    ]),
  );
}

/** Inserts the claims (unique per notification); answers the ones this run made (a duplicate is an earlier run's). */
const claim = <C extends { _id: Types.ObjectId; notification: Types.ObjectId }>(claims: C[]) =>
  insertNew(AlertMail, claims);

interface Outgoing {
  /** The claim of the alert, or of a summary's first item: the e-mail gets its `_id`. */
  claimId: Types.ObjectId;
  to: Account;
  mail: RenderedAlert;
  template: 'alert' | 'alertSummary';
}

/**
 * Hands each mail to the transport, then stores it in the outbox with its outcome (never as queued while it is in
 * the transport's hands, so the mail sweep cannot send it twice) under its claim's `_id`. A refused mail is stored
 * queued and retried by mail.send with its backoff. Answers the claims handed over.
 */
async function handOver(outgoing: Outgoing[], { transport, agenda }: AlertRunOptions): Promise<Types.ObjectId[]> {
  const emails: Array<Record<string, unknown> & { _id: Types.ObjectId }> = [];
  const retries: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(TRANSPORT_CONCURRENCY, outgoing.length) }, async () => {
      while (next < outgoing.length) {
        const { claimId, to, mail, template } = outgoing[next++]!;
        const email = { _id: claimId, to: to.email, template, ...mail, attempts: 1 };
        try {
          await transport.send({ to: to.email, ...mail });
          emails.push({ ...email, status: 'sent', transport: transport.name, sentAt: new Date() });
        } catch (error) {
          emails.push({ ...email, status: 'queued', lastError: errorText(error) });
          retries.push(claimId.toHexString());
        }
      }
    }),
  );
  if (emails.length === 0) return [];
  await Email.insertMany(emails, { ordered: false });
  if (agenda) {
    for (const emailId of retries) {
      await scheduleSend(agenda, emailId).catch((err: unknown) =>
        logger.warn({ err, emailId }, 'alert refused and its retry not scheduled; the mail sweep will take it'),
      );
    }
  }
  return emails.map((email) => email._id);
}

/**
 * Marks claims mailed with their e-mail, in one update each call: FerretDB v1 never answers bulk writes of many
 * statements from several jobs at once (each statement holds one of its SQLite connections).
 */
const markMailed = (claimIds: Types.ObjectId[], emailId?: Types.ObjectId) =>
  claimIds.length === 0
    ? Promise.resolve()
    : AlertMail.updateMany(
        { _id: mongoose.trusted({ $in: claimIds }) },
        { $set: { status: 'mailed', ...(emailId ? { emailId } : {}) } },
      ).then(() => undefined);

/**
 * The alerts of these notifications, each at most once: the recipient's preference is read now (turned off since the
 * notification, nothing goes; switched to the daily summary, the summary takes it), each alert is claimed by a unique
 * insert before anything is handed over, so a job run twice or resumed after a crash mails nobody twice.
 */
export async function deliverAlerts(notificationIds: string[], options: AlertRunOptions): Promise<void> {
  const ids = notificationIds.filter((id) => mongoose.isValidObjectId(id)).map((id) => new Types.ObjectId(id));
  if (ids.length === 0) return;
  const notifications = await Notification.find({ _id: mongoose.trusted({ $in: ids }) });
  const accounts = await accountsById(
    [...new Set(notifications.map((n) => n.userId.toHexString()))].map((id) => new Types.ObjectId(id)),
  );

  const due = notifications.flatMap((notification) => {
    const kind = alertKindOf(notification);
    const account = accounts.get(notification.userId.toHexString());
    if (!kind || !account || account.deletedAt) return [];
    if (!alertOn(account, kind) || waitsForSummary(account, kind)) return [];
    return [{ notification, account, kind }];
  });
  const claims = await claim(
    due.map(({ notification, account, kind }) => {
      // The alert's e-mail will have the claim's id.
      const _id = new Types.ObjectId();
      return { _id, notification: notification._id, user: new Types.ObjectId(account.id), kind, emailId: _id };
    }),
  );
  const byNotification = new Map(due.map((d) => [d.notification.id as string, d]));
  const handed = await handOver(
    claims.map((c) => {
      const { notification, account } = byNotification.get(c.notification.toHexString())!;
      return { claimId: c._id, to: account, mail: renderAlert(notification, account, options), template: 'alert' };
    }),
    options,
  );
  await markMailed(handed);
}

const SUMMARY_NOTIFICATION_KINDS = (Object.entries(ALERT_OF_NOTIFICATION) as Array<[NotificationKind, EmailAlertKind]>)
  .filter(([, alert]) => (SUMMARY_ALERT_KINDS as readonly EmailAlertKind[]).includes(alert))
  .map(([kind]) => kind);

/**
 * The daily summary: each user who chose it gets one mail of the trades and results not mailed yet (of the kinds he
 * has on), each item claimed like a single alert, so it is in one summary only, even when the job runs twice.
 */
export async function sendDailySummaries(options: AlertRunOptions, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - SUMMARY_LOOKBACK_MS);
  const users = await User.find({ emailDailySummary: true, deletedAt: null }, { _id: 1 }).lean();
  for (let start = 0; start < users.length; start += SUMMARY_BATCH) {
    const batch = users.slice(start, start + SUMMARY_BATCH).map((user) => user._id);
    const accounts = await accountsById(batch);
    const notifications = await Notification.find({
      userId: mongoose.trusted({ $in: batch }),
      kind: mongoose.trusted({ $in: SUMMARY_NOTIFICATION_KINDS }),
      createdAt: mongoose.trusted({ $gte: since, $lte: now }),
    }).sort({ createdAt: 1, _id: 1 });
    const settled = await AlertMail.find(
      { notification: mongoose.trusted({ $in: notifications.map((n) => n._id) }) },
      { notification: 1 },
    ).lean();
    const done = new Set(settled.map((s) => s.notification.toHexString()));
    const pending = notifications.filter((notification) => {
      const account = accounts.get(notification.userId.toHexString());
      const kind = alertKindOf(notification);
      return !done.has(notification.id as string) && account?.emailDailySummary && kind && alertOn(account, kind);
    });
    const claims = await claim(
      pending.map((notification) => ({
        _id: new Types.ObjectId(),
        notification: notification._id,
        user: notification.userId,
        kind: alertKindOf(notification)!,
        summary: true,
      })),
    );
    const claimed = new Set(claims.map((c) => c.notification.toHexString()));
    const perUser = new Map<string, NotificationDocument[]>();
    for (const notification of pending) {
      if (!claimed.has(notification.id as string)) continue;
      const key = notification.userId.toHexString();
      perUser.set(key, [...(perUser.get(key) ?? []), notification]);
    }
    const claimOf = new Map(claims.map((c) => [c.notification.toHexString(), c._id]));
    const outgoing: Outgoing[] = [];
    const itemsOf = new Map<string, Types.ObjectId[]>();
    for (const [userId, items] of perUser) {
      const account = accounts.get(userId)!;
      const ids = items.map((n) => claimOf.get(n.id as string)!);
      itemsOf.set(ids[0]!.toHexString(), ids);
      outgoing.push({
        claimId: ids[0]!,
        to: account,
        mail: renderSummary(items, account, options),
        template: 'alertSummary',
      });
    }
    // Every item of a summary points at its mail, which has the first item's claim id.
    for (const emailId of await handOver(outgoing, options)) {
      await markMailed(itemsOf.get(emailId.toHexString()) ?? [], emailId);
    }
  }
}
