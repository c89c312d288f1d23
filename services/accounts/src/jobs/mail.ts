import { backoffStrategies, type Agenda, type Job } from 'agenda';
import mongoose from 'mongoose';
import { logger } from '@hfl/kit';
import { Email } from '../models/email';
import { scheduleSend, SEND_JOB, type SendJobData } from '../mail/send-job';
import type { MailTransport } from '../mail/transports';

export const SWEEP_JOB = 'mail.sweepQueued';
/** How often queued messages without a pending send (scheduling failed, or no worker was running) are picked up. */
export const SWEEP_INTERVAL = '1 minute';
const SWEEP_BATCH = 200;
const MAX_ERROR_LENGTH = 1_000;

export interface MailJobOptions {
  transport: MailTransport;
  /** Delivery attempts per message, the first one included. */
  maxAttempts?: number;
  /** Wait before the first retry; it doubles for each further one. */
  retryDelayMs?: number;
  /** A send taking longer than this is presumed dead and run again. */
  lockLifetime?: number;
}

// Five attempts over about seven minutes (30 s, 1, 2, 4 min) ride out a provider hiccup or a short outage.
const DEFAULTS = { maxAttempts: 5, retryDelayMs: 30_000, lockLifetime: 60_000 };

const emailIdOf = (job: Job) => (job.attrs.data as SendJobData).emailId;

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
}

async function send(job: Job<SendJobData>, transport: MailTransport, maxAttempts: number): Promise<void> {
  const { emailId } = job.attrs.data;
  const email = mongoose.isValidObjectId(emailId) ? await Email.findById(emailId) : null;
  // Already delivered, given up or gone: a repeated job has nothing left to do.
  if (!email || email.status !== 'queued') return;

  // Counted before the attempt, so one that dies with the process still counts.
  email.attempts += 1;
  await email.save();
  try {
    await transport.send({
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      // An alert's List-Unsubscribe goes with it on a retry too.
      ...(email.headers ? { headers: email.headers as Record<string, string> } : {}),
    });
  } catch (error) {
    email.lastError = errorText(error);
    if (email.attempts >= maxAttempts) email.status = 'failed';
    await email.save();
    // Agenda records the failure and schedules the next attempt by the backoff.
    throw error;
  }
  email.status = 'sent';
  email.transport = transport.name;
  email.sentAt = new Date();
  await email.save();
}

/** The e-mail job group: `mail.send` (retried with backoff) and `mail.sweepQueued`. */
export function defineMailJobs(agenda: Agenda, options: MailJobOptions): void {
  const { transport, maxAttempts, retryDelayMs, lockLifetime } = { ...DEFAULTS, ...options };

  agenda.define<SendJobData>(SEND_JOB, (job) => send(job, transport, maxAttempts), {
    lockLifetime,
    backoff: backoffStrategies.exponential({ delay: retryDelayMs, maxRetries: maxAttempts - 1 }),
    removeOnComplete: true,
  });

  agenda.define(
    SWEEP_JOB,
    async () => {
      const queued = await Email.find({ status: 'queued' }, { _id: 1 }).sort({ createdAt: 1 }).limit(SWEEP_BATCH);
      for (const email of queued) await scheduleSend(agenda, email.id as string);
    },
    { lockLifetime },
  );

  agenda.on(`fail:${SEND_JOB}`, (error: Error, job: Job) =>
    logger.warn({ err: error, emailId: emailIdOf(job), failCount: job.attrs.failCount }, 'e-mail attempt failed'),
  );
  // Agenda gave up, possibly before the message's own count ran out (a failure before the attempt):
  // the message must not stay queued behind a job that will never run again.
  agenda.on(`retry exhausted:${SEND_JOB}`, (error: Error, job: Job) => {
    const emailId = emailIdOf(job);
    logger.error({ err: error, emailId }, 'e-mail given up after its last attempt');
    if (!mongoose.isValidObjectId(emailId)) return;
    Email.updateOne(
      { _id: emailId, status: 'queued' },
      { $set: { status: 'failed', lastError: errorText(error) } },
    ).catch((err: unknown) => logger.error({ err, emailId }, 'could not mark the e-mail as failed'));
  });
}
