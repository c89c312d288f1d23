import type { Agenda } from 'agenda';
import type { SessionUser } from '@hfl/contracts';
import { AuthenticationError, ConflictError, InputError, isDuplicateKeyError, type Publisher } from '@hfl/kit';
import { consumeToken, revokeTokens } from '../models/token';
import { toSessionUser, User, userSearchText, type UserDocument } from '../models/user';
import { tellAccountChanged } from '../users/account-changes';

export const EMAIL_CHANGE_TOKEN_INVALID = 'errors:emailChangeTokenInvalid';

export interface ChangeEmailOptions {
  publicUrl: string;
  publisher: Publisher;
  /** The running jobs' Agenda, which delivers e-mail (none while no worker runs: the sweep sends it then). */
  agenda?: Agenda;
}

/** Moves the account to the address its e-mailed link proved; answers the session's user with the new address. */
export async function changeEmail(
  user: UserDocument,
  emailChangeToken: string,
  { publicUrl, publisher, agenda }: ChangeEmailOptions,
): Promise<SessionUser> {
  // Only the caller's own token matches: someone else's link is invalid here and stays usable by its owner.
  const token = await consumeToken('emailChange', emailChangeToken, { userId: user.id as string });
  const newEmail = token?.data?.newEmail;
  if (!newEmail) {
    throw new InputError(
      [{ property: 'emailChangeToken', message: EMAIL_CHANGE_TOKEN_INVALID }],
      EMAIL_CHANGE_TOKEN_INVALID,
    );
  }

  const oldEmail = user.email;
  try {
    // The unique index on email decides if two accounts race for the address.
    await User.updateOne(
      { _id: user._id, deletedAt: null },
      { $set: { email: newEmail, search: userSearchText({ ...user.toObject(), email: newEmail }) } },
    );
  } catch (error) {
    // Someone registered the address after the link was sent.
    if (isDuplicateKeyError(error)) throw new ConflictError('validation:emailTaken');
    throw error;
  }
  const updated = await User.findById(user._id);
  if (!updated || updated.deletedAt) throw new AuthenticationError();

  // Links e-mailed to the old address (a password reset) or for another new one no longer apply.
  await revokeTokens(user._id, ['emailChange', 'reset']);
  // The notice goes to the OLD address: if someone else moved the account, its owner still hears of it.
  await tellAccountChanged({
    user: updated,
    change: 'emailChanged',
    to: oldEmail,
    newEmail,
    publicUrl,
    publisher,
    agenda,
  });
  return toSessionUser(updated);
}
