import type { Agenda } from 'agenda';
import type { ChangePasswordPayload } from '@hfl/contracts';
import type { Publisher } from '@hfl/kit';
import { revokeTokens } from '../models/token';
import { hashPassword, User, type UserDocument } from '../models/user';
import type { AccountLimits } from '../limits/account-limits';
import { tellAccountChanged } from '../users/account-changes';
import { verifyCurrentPassword } from '../users/current-password';

export interface ChangePasswordOptions {
  publicUrl: string;
  limits: AccountLimits;
  publisher: Publisher;
  /** The running jobs' Agenda, which delivers e-mail (none while no worker runs: the sweep sends it then). */
  agenda?: Agenda;
}

/** A signed-in user's new password, the current one given again. */
export async function changePassword(
  user: UserDocument,
  { oldPassword, newPassword }: ChangePasswordPayload,
  { publicUrl, limits, publisher, agenda }: ChangePasswordOptions,
): Promise<void> {
  await verifyCurrentPassword(user, oldPassword, 'oldPassword', limits);
  await User.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(newPassword) } });
  await revokeTokens(user._id, ['reset']);
  await tellAccountChanged({ user, change: 'passwordChanged', to: user.email, publicUrl, publisher, agenda });
}
