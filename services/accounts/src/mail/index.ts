import type { Agenda } from 'agenda';
import type { Locale } from '@hfl/contracts';
import { logger } from '@hfl/kit';
import { Email, type EmailTemplate } from '../models/email';
import { scheduleSend } from './send-job';
import { renderBilingualEmail, renderEmail, type LanguageVersion } from './templates';

export type { EmailTemplate } from '../models/email';

export interface QueueEmailInput {
  to: string;
  locale: Locale;
  template: EmailTemplate;
  /**
   * `link` + `name` for confirmation, passwordReset and emailChange; `email` for emailChangeConflict;
   * `newEmail` + `time` + `link` for emailChanged; `time` + `link` (+ `name`) for passwordChanged and passwordResetDone; `link` + `leagueName` + `inviterName` for invitation.
   */
  data: Record<string, string>;
  /**
   * For someone whose language we do not know: the mail is written in `locale` first, then in this language too
   * (with its own data), one mail with both.
   */
  alsoIn?: LanguageVersion;
}

/**
 * Renders the e-mail in the recipient's language, stores it (status queued) and schedules its delivery on `agenda`,
 * the running jobs' Agenda the app was given (none while no worker runs: then the sweep sends it once one does).
 * The message is stored first: if scheduling fails it stays queued and the sweep sends it later.
 */
export async function queueEmail(
  { to, locale, template, data, alsoIn }: QueueEmailInput,
  agenda?: Agenda,
): Promise<{ id: string }> {
  const rendered = alsoIn
    ? renderBilingualEmail(template, { locale, data }, alsoIn)
    : renderEmail(template, locale, data);
  const email = await Email.create({ to, locale, template, ...rendered });
  const id = email.id as string;
  if (agenda) {
    try {
      await scheduleSend(agenda, id);
    } catch (err) {
      logger.warn({ err, emailId: id }, 'e-mail stored but not scheduled; the sweep will send it');
    }
  }
  return { id };
}
