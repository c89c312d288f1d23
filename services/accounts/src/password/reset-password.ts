import type { Agenda } from 'agenda';
import type { ResetPasswordPayload } from '@hfl/contracts';
import { InputError, type Publisher } from '@hfl/kit';
import { consumeToken, revokeTokens } from '../models/token';
import { hashPassword, User } from '../models/user';
import type { AccountLimits } from '../limits/account-limits';
import { clearAttempts } from '../limits/account-limits';
import { tellAccountChanged } from '../users/account-changes';

const RESET_TOKEN_INVALID = 'errors:resetTokenInvalid';

export interface ResetPasswordOptions {
  publicUrl: string;
  limits: AccountLimits;
  publisher: Publisher;
  /** The running jobs' Agenda, which delivers e-mail (none while no worker runs: the sweep sends it then). */
  agenda?: Agenda;
}

/** Sets a new password with an e-mailed reset link; answers the account's id (the BFF ends all its sessions). */
export async function resetPassword(
  { resetPasswordToken, newPassword }: ResetPasswordPayload,
  { publicUrl, limits, publisher, agenda }: ResetPasswordOptions,
): Promise<string> {
  const invalid = () =>
    new InputError([{ property: 'resetPasswordToken', message: RESET_TOKEN_INVALID }], RESET_TOKEN_INVALID);
  const token = await consumeToken('reset', resetPasswordToken);
  if (!token) throw invalid();
  const passwordHash = await hashPassword(newPassword);
  const user = await User.findOneAndUpdate({ _id: token.userId, deletedAt: null }, { $set: { passwordHash } });
  if (!user) throw invalid();
  // Any other reset link e-mailed earlier is now worthless, and the owner may log in again at once.
  await revokeTokens(user._id, ['reset']);
  await clearAttempts(limits.login, user.email);
  await tellAccountChanged({ user, change: 'passwordReset', to: user.email, publicUrl, publisher, agenda });
  return String(user._id);
}
