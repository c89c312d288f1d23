import type { Agenda } from 'agenda';

/** The delivery of one stored message; its handler is in jobs/mail.ts. */
export const SEND_JOB = 'mail.send';

/** Ids only: the message itself is in the database, and the job must read its current state. */
export interface SendJobData {
  emailId: string;
}

/**
 * Schedules delivery of a stored message now. One job per message (unique on its id, insert-only),
 * so queueEmail and the sweep can both ask without ever sending twice or resetting a pending retry.
 */
export async function scheduleSend(agenda: Agenda, emailId: string): Promise<void> {
  await agenda
    .create(SEND_JOB, { emailId } satisfies SendJobData)
    .unique({ 'data.emailId': emailId }, { insertOnly: true })
    .schedule(new Date())
    .save();
}
