import type { Agenda } from 'agenda';
import type { Locale } from '@hfl/contracts';
import { logger } from '@hfl/kit';
import { Email, type EmailTemplate } from './email-model';
import { scheduleSend } from '../jobs/mail';
import { renderEmail } from './templates';

export type { EmailTemplate } from './email-model';

export interface QueueEmailInput {
  to: string;
  locale: Locale;
  template: EmailTemplate;
  /**
   * `link` + `name` for confirmation, passwordReset and emailChange; `email` for emailChangeConflict;
   * `newEmail` + `time` + `link` for emailChanged; `time` + `link` (+ `name`) for passwordChanged and passwordResetDone; `link` + `leagueName` + `inviterName` for invitation.
   */
  data: Record<string, string>;
}

let scheduler: Agenda | undefined;

/** The running Agenda that delivers mail (set while the service's jobs run); without it messages wait for the sweep. */
export function setMailScheduler(agenda: Agenda | undefined): void {
  scheduler = agenda;
}

/**
 * Renders the e-mail in the recipient's language, stores it (status queued) and schedules its delivery.
 * The message is stored first: if scheduling fails it stays queued and the sweep sends it later.
 */
export async function queueEmail({ to, locale, template, data }: QueueEmailInput): Promise<{ id: string }> {
  const rendered = renderEmail(template, locale, data);
  const email = await Email.create({ to, locale, template, ...rendered });
  const id = email.id as string;
  if (scheduler) {
    try {
      await scheduleSend(scheduler, id);
    } catch (err) {
      logger.warn({ err, emailId: id }, 'e-mail stored but not scheduled; the sweep will send it');
    }
  }
  return { id };
}
