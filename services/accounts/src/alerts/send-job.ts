import type { Agenda } from 'agenda';
import { logger } from '@hfl/kit';
import { alertKindOf } from './render';
import { alertOn, waitsForSummary, type AlertPreferences } from './settings';

/** The alerts of notifications just stored; the handlers are in jobs/alerts.ts. */
export const ALERT_SEND_JOB = 'alerts:send';
/** Every evening, the day's pending trades and results of the users who chose one mail a day. */
export const DAILY_SUMMARY_JOB = 'alerts:daily-summary';
export const DAILY_SUMMARY_AT = { cron: '0 18 * * *', timezone: 'Europe/Budapest' } as const;

/** Ids only: the job reads the notifications and the recipients' preferences as they are when it runs. */
export interface AlertSendJobData {
  notificationIds: string[];
}

/**
 * After `notifyUsers` stored its notifications: the ones whose kind is mailed and whose recipient has that kind on
 * (and takes it as a single mail, not in the daily summary) get one job. A failure is only logged: the notification
 * request never fails or waits for mail.
 */
export async function queueAlerts(
  agenda: Agenda | undefined,
  notifications: Array<{ id: string; kind: string; recipient: Partial<AlertPreferences> }>,
): Promise<void> {
  if (!agenda) return;
  const notificationIds = notifications
    .filter(({ kind, recipient }) => {
      const alert = alertKindOf({ kind });
      return alert !== undefined && alertOn(recipient, alert) && !waitsForSummary(recipient, alert);
    })
    .map(({ id }) => id);
  if (notificationIds.length === 0) return;
  try {
    await agenda.now(ALERT_SEND_JOB, { notificationIds } satisfies AlertSendJobData);
  } catch (err) {
    logger.warn({ err, notificationIds }, 'notifications stored but their e-mail alerts not queued');
  }
}
