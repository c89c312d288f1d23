import type { Agenda } from 'agenda';
import { toLocale, type EmailChangeRequestPayload } from '@hfl/contracts';
import { InputError } from '@hfl/kit';
import { queueEmail } from '../mail';
import { appLink, LINK_PATHS } from '../mail/links';
import { issueToken, revokeTokens } from '../models/token';
import { User, type UserDocument } from '../models/user';
import type { AccountLimits } from '../limits/account-limits';
import { hitLimit } from '../limits/account-limits';
import { verifyCurrentPassword } from '../users/current-password';

export interface RequestEmailChangeOptions {
  publicUrl: string;
  limits: AccountLimits;
  /** The running jobs' Agenda, which delivers e-mail (none while no worker runs: the sweep sends it then). */
  agenda?: Agenda;
}

/**
 * Asks to move the account to a new address: a link to the new address proves it is the user's. Whether the address
 * is free is never said to the requester: a taken address gets a notice instead of a link.
 */
export async function requestEmailChange(
  user: UserDocument,
  { newEmail, currentPassword }: EmailChangeRequestPayload,
  { publicUrl, limits, agenda }: RequestEmailChangeOptions,
): Promise<void> {
  if (newEmail === user.email) {
    throw new InputError([{ property: 'newEmail', message: 'validation:sameEmail' }]);
  }
  // Whoever controls the address controls the account (a reset link goes there): only its owner may move it.
  await verifyCurrentPassword(user, currentPassword, 'currentPassword', limits);
  await hitLimit(limits.emailChangeRequest, user.id as string);
  const locale = toLocale(user.locale);
  // Only the latest link counts.
  await revokeTokens(user._id, ['emailChange']);
  if (await User.exists({ email: newEmail })) {
    await queueEmail({ to: newEmail, locale, template: 'emailChangeConflict', data: { email: newEmail } }, agenda);
  } else {
    const token = await issueToken('emailChange', user._id, { newEmail });
    await queueEmail(
      {
        to: newEmail,
        locale,
        template: 'emailChange',
        data: { link: appLink(publicUrl, LINK_PATHS.changeEmail(token)), name: user.firstName ?? '' },
      },
      agenda,
    );
  }
}
