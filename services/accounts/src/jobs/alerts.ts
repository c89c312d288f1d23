import type { Agenda, Job } from 'agenda';
import { logger } from '@hfl/kit';
import { deliverAlerts, sendDailySummaries, type AlertRunOptions } from '../alerts/deliver';
import { ALERT_SEND_JOB, DAILY_SUMMARY_AT, DAILY_SUMMARY_JOB, type AlertSendJobData } from '../alerts/send-job';

/** A few runs at once: each mails one notifyUsers call's recipients (a league's 16 results, say). */
const SEND_CONCURRENCY = 10;

export interface AlertJobOptions extends Omit<AlertRunOptions, 'agenda'> {
  lockLifetime?: number;
}

/** The alerts group: `alerts:send` (one batch of notifications) and `alerts:daily-summary` (18:00 in Budapest). */
export function defineAlertJobs(agenda: Agenda, { lockLifetime = 60_000, ...options }: AlertJobOptions): void {
  const run = { ...options, agenda };
  agenda.define<AlertSendJobData>(
    ALERT_SEND_JOB,
    (job: Job<AlertSendJobData>) => deliverAlerts(job.attrs.data.notificationIds ?? [], run),
    { lockLifetime, concurrency: SEND_CONCURRENCY, removeOnComplete: true },
  );
  agenda.define(DAILY_SUMMARY_JOB, () => sendDailySummaries(run), { lockLifetime });
  agenda.on(`fail:${ALERT_SEND_JOB}`, (error: Error, job: Job) =>
    logger.error(
      { err: error, notificationIds: (job.attrs.data as AlertSendJobData).notificationIds },
      'e-mail alerts run failed',
    ),
  );
  agenda.on(`fail:${DAILY_SUMMARY_JOB}`, (error: Error) => logger.error({ err: error }, 'daily summary run failed'));
}

export async function scheduleDailySummary(agenda: Agenda): Promise<void> {
  await agenda.every(DAILY_SUMMARY_AT.cron, DAILY_SUMMARY_JOB, undefined, { timezone: DAILY_SUMMARY_AT.timezone });
}
