import type { Agenda } from 'agenda';

/** One send's run through its recipients; its handler is in jobs/bulk-messages.ts. */
export const BULK_SEND_JOB = 'bulk-messages:send';

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
