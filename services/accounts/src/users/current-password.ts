import bcrypt from 'bcrypt';
import { InputError } from '@hfl/kit';
import type { UserDocument } from '../models/user';
import type { AccountLimits } from '../limits/account-limits';
import { clearAttempts, hitLimit } from '../limits/account-limits';

/**
 * Proof that the owner, not just an open session, asks for a change only the owner may make (a new password or
 * e-mail address, deleting the account). A guess counts against the account's login limit, so a stolen session
 * cannot try passwords faster than the login form allows; the right password forgets the failures, as a login does.
 * A wrong one is a violation on `property`, the form's field.
 */
export async function verifyCurrentPassword(
  user: UserDocument,
  password: string,
  property: string,
  limits: AccountLimits,
): Promise<void> {
  const subject = user.email; // stored hashed
  await hitLimit(limits.login, subject);
  if (!user.passwordHash || !(await bcrypt.compare(password, user.passwordHash))) {
    throw new InputError([{ property, message: 'validation:currentPasswordIncorrect' }]);
  }
  await clearAttempts(limits.login, subject);
}
