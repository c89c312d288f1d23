import type { Agenda, Job } from 'agenda';
import { logger } from '@hfl/kit';
import { runBulkSend, unfinishedSends } from '../bulk-messages/deliver';
import { BULK_SEND_JOB, scheduleBulkSend, type BulkSendJobData } from '../bulk-messages/send-job';
import type { MailTransport } from '../mail/transports';

/** Extended after every batch; a run silent for this long is presumed dead and started again (it resumes safely). */
const LOCK_LIFETIME_MS = 5 * 60_000;

export interface BulkMessageJobOptions {
  transport: MailTransport;
  publicUrl: string;
  batchSize?: number;
  /** A run silent this long (no batch recorded) is presumed dead and run again. */
  lockLifetime?: number;
}

/** The bulk-message group: `bulk-messages:send` works through one send (see bulk-messages/deliver.ts). */
export function defineBulkMessageJobs(
  agenda: Agenda,
  { lockLifetime = LOCK_LIFETIME_MS, ...options }: BulkMessageJobOptions,
): void {
  agenda.define<BulkSendJobData>(
    BULK_SEND_JOB,
    (job: Job<BulkSendJobData>) =>
      runBulkSend(job.attrs.data.sendId, {
        ...options,
        afterBatch: async () => {
          await job.touch();
        },
      }),
    { lockLifetime, removeOnComplete: true },
  );
  agenda.on(`fail:${BULK_SEND_JOB}`, (error: Error, job: Job) =>
    logger.error({ err: error, sendId: (job.attrs.data as BulkSendJobData).sendId }, 'bulk send run failed'),
  );
}

/** Queues a run for every send not done (one stored while no worker ran); a send with its job pending is left alone. */
export async function resumeBulkSends(agenda: Agenda): Promise<void> {
  for (const sendId of await unfinishedSends()) await scheduleBulkSend(agenda, sendId);
}
