import { ROLES } from '@hfl/contracts';
import { ConflictError, NotAllowedError } from '@hfl/kit';
import { Notification } from '../models/notification';
import { Token } from '../models/token';
import { deletedEmail, User, type UserDocument } from '../models/user';
import type { LeaguesClient } from '../peers/leagues';
import type { AccountLimits } from '../limits/account-limits';
import { verifyCurrentPassword } from './current-password';
import { releaseInLeagues } from './deleted-accounts';

export interface DeleteAccountOptions {
  leagues: LeaguesClient;
  limits: AccountLimits;
}

/**
 * Deletes the user's account. The document stays so the user's teams can remain as "deleted user", but
 * everything personal goes: names, address (replaced by a unique non-address), password, profile, tokens,
 * notifications. The current password is asked again. A league admin must first hand over every league that has other
 * members (spec section 4); when leagues cannot say whether that is so, nothing is deleted (503) rather than risk a
 * league without an admin.
 */
export async function deleteAccount(
  user: UserDocument,
  currentPassword: string,
  { leagues, limits }: DeleteAccountOptions,
): Promise<void> {
  // The site owner's account runs the back-office; it is not removed from the player app.
  if (user.roles.includes(ROLES.SUPER_ADMIN)) throw new NotAllowedError('errors:ownerCannotBeDeleted');
  await verifyCurrentPassword(user, currentPassword, 'currentPassword', limits);
  const administered = await leagues.transferRequired(user.id as string);
  if (administered.length > 0) {
    throw new ConflictError('errors:adminTransferRequired', { leagues: administered.map((l) => l.name).join(', ') });
  }
  await eraseAccount(user, leagues, { byOwner: false });
}

/**
 * The deletion itself, one rule for the user's own and the operator's: the document stays (teams remain as "deleted
 * user") with a unique non-address, everything personal goes, then tokens and notifications, and leagues let go of the
 * user now or through the release sweep (`byOwner`: the operator's rules there, see deleted-accounts.ts).
 */
export async function eraseAccount(
  user: UserDocument,
  leagues: LeaguesClient,
  { byOwner }: { byOwner: boolean },
): Promise<void> {
  await User.updateOne(
    { _id: user._id, deletedAt: null },
    {
      $set: {
        email: deletedEmail(user.id as string),
        passwordHash: null,
        firstName: null,
        lastName: null,
        gender: null,
        location: null,
        birthDate: null,
        newsletter: false,
        suspendedAt: null,
        suspendedReason: null,
        disabledAt: null,
        deletedAt: new Date(),
        leaguesReleasePending: true,
        deletedByOwner: byOwner,
        search: '',
      },
    },
  );
  await Promise.all([Token.deleteMany({ userId: user._id }), Notification.deleteMany({ userId: user._id })]);
  // Leagues lets go of the user now, or the release sweep sees to it (see deleted-accounts.ts).
  await releaseInLeagues(leagues, user.id as string, byOwner);
}
