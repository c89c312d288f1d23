import type { Agenda } from 'agenda';
import { toLocale } from '@hfl/contracts';
import { logger } from '@hfl/kit';
import { queueEmail } from '../mail';
import { appLink, LINK_PATHS } from '../mail/links';
import { issueToken } from '../models/token';
import { User } from '../models/user';
import type { AccountLimits } from '../limits/account-limits';
import { hitLimit } from '../limits/account-limits';

export interface RequestResetOptions {
  publicUrl: string;
  limits: AccountLimits;
  /** The running jobs' Agenda, which delivers e-mail (none while no worker runs: the sweep sends it then). */
  agenda?: Agenda;
}

/** Sends the reset link when the address belongs to a confirmed account; nothing otherwise. */
async function sendResetLink(email: string, publicUrl: string, agenda?: Agenda): Promise<void> {
  const user = await User.findOne({ email });
  if (!user || !user.confirmedAt || user.deletedAt) return;
  const token = await issueToken('reset', user._id);
  await queueEmail(
    {
      to: user.email,
      locale: toLocale(user.locale),
      template: 'passwordReset',
      data: { link: appLink(publicUrl, LINK_PATHS.resetPassword(token)), name: user.firstName ?? '' },
    },
    agenda,
  );
}

/**
 * A forgotten password: counts the request (per address whether or not it is registered, so a 429 tells nothing
 * either) and answers the rest of the work, to be done after the answer: the same answer, as fast, for every address.
 * The work never fails (a failure is logged).
 */
export async function requestPasswordReset(
  email: string,
  { publicUrl, limits, agenda }: RequestResetOptions,
): Promise<() => Promise<void>> {
  await hitLimit(limits.resetRequest, email);
  return async () => {
    try {
      await sendResetLink(email, publicUrl, agenda);
    } catch (err) {
      logger.error({ err }, 'password reset e-mail not queued');
    }
  };
}
