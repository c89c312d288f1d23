import type { Agenda, Job } from 'agenda';
import { logger } from '@hfl/kit';
import { runBulkSend, unfinishedSends } from '../bulk-messages/deliver';
import type { MailTransport } from '../mail/transports';

export const BULK_SEND_JOB = 'bulk-messages:send';
/** Extended after every batch; a run silent for this long is presumed dead and started again (it resumes safely). */
const LOCK_LIFETIME_MS = 5 * 60_000;

/** Ids only: the send and its deliveries are in the database. */
export interface BulkSendJobData {
  sendId: string;
}

/** Queues a send's run now; one job per send (unique on its id, insert-only). */
export async function scheduleBulkSend(agenda: Agenda, sendId: string): Promise<void> {
  await agenda
    .create(BULK_SEND_JOB, { sendId } satisfies BulkSendJobData)
    .unique({ 'data.sendId': sendId }, { insertOnly: true })
    .schedule(new Date())
    .save();
}

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
