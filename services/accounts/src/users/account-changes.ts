import type { Agenda } from 'agenda';
import { NOTIFICATIONS_TIMEZONE, toLocale, type Locale } from '@hfl/contracts';
import { logger, type Publisher } from '@hfl/kit';
import { appLink, LINK_PATHS } from '../mail/links';
import { queueEmail, type EmailTemplate } from '../mail';
import { Notification } from '../models/notification';
import type { UserDocument } from '../models/user';
import { publishCreated } from '../notifications/notify-user';

/** What changed on the account: each is a PROFILE notification kind. */
export type AccountChange = 'passwordChanged' | 'passwordReset' | 'emailChanged';

const TEMPLATES: Record<AccountChange, EmailTemplate> = {
  passwordChanged: 'passwordChanged',
  passwordReset: 'passwordResetDone',
  emailChanged: 'emailChanged',
};

/** The moment as the user's language writes it, on the clock the site shows (Europe/Budapest), with its zone. */
export function changeTime(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'hu' ? 'hu-HU' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: NOTIFICATIONS_TIMEZONE,
    timeZoneName: 'short',
  }).format(at);
}

export interface AccountChangeNotice {
  /** The account as it is after the change. */
  user: UserDocument;
  change: AccountChange;
  /** Where the e-mail goes: the account's address, the old one after an e-mail change. */
  to: string;
  /** The new address, for an e-mail change. */
  newEmail?: string;
  publicUrl: string;
  publisher: Publisher;
  /** The running jobs' Agenda, which delivers e-mail (none while no worker runs: the sweep sends it then). */
  agenda?: Agenda;
  at?: Date;
}

/**
 * Tells the owner that the password or the e-mail address changed (ASVS V2.2.3): a PROFILE notification (live to
 * their open tabs) and an e-mail in their language saying what changed, when, and to reset the password (the button
 * leads to the forgot-password page) and contact us if it was not them. The change is already done: a failure here is
 * logged, never turned into an error.
 */
export async function tellAccountChanged({
  user,
  change,
  to,
  newEmail,
  publicUrl,
  publisher,
  agenda,
  at = new Date(),
}: AccountChangeNotice) {
  const locale = toLocale(user.locale);
  const results = await Promise.allSettled([
    (async () => {
      const notification = await Notification.create({
        userId: user._id,
        type: 'PROFILE',
        kind: change,
        params: { name: newEmail ?? null },
      });
      await publishCreated(publisher, notification);
    })(),
    queueEmail(
      {
        to,
        locale,
        template: TEMPLATES[change],
        data: {
          name: user.firstName ?? '',
          time: changeTime(at, locale),
          link: appLink(publicUrl, LINK_PATHS.forgotPassword),
          ...(newEmail ? { newEmail } : {}),
        },
      },
      agenda,
    ),
  ]);
  for (const result of results) {
    if (result.status === 'rejected')
      logger.error({ err: result.reason, change }, 'account change not fully told to its owner');
  }
}
