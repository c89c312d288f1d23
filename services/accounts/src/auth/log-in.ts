import bcrypt from 'bcrypt';
import { ERROR_CODES, type LoginPayload, type SessionUser } from '@hfl/contracts';
import { AuthenticationError, DomainError } from '@hfl/kit';
import { hashPassword, toSessionUser, User } from '../models/user';
import { unconfirmedCutoff } from '../registration/unconfirmed-registrations';
import type { AccountLimits } from '../limits/account-limits';
import { clearAttempts, hitLimit, loginDelayMs, recentAttempts } from '../limits/account-limits';

function invalidCredentials(): AuthenticationError {
  return new AuthenticationError(ERROR_CODES.INVALID_CREDENTIALS, 'errors:incorrectCredentials');
}

export interface LogInOptions {
  limits: AccountLimits;
  unconfirmedTtlMs: number;
}

/** The credential check behind the BFF's login: the session's user, or why not. */
export function createLogIn({ limits, unconfirmedTtlMs }: LogInOptions) {
  // Compared against when the e-mail is unknown, so both failures take the same time. Hashed once, up front.
  const dummyHash = hashPassword('timing-equaliser-not-a-password');

  /** `from` is the client's address, as the BFF saw it. */
  return async function logIn({ username, password }: LoginPayload, from: string | undefined): Promise<SessionUser> {
    const email = username.toLowerCase();
    const subject = email; // stored hashed
    // Per account (known or not, so a 429 reveals nothing) and client address, in the database: every instance counts
    // the same attempts, and failures from an attacker's address never refuse the owner's logins from elsewhere.
    await hitLimit(limits.login, subject, { from });
    // Across addresses: many failures on the account slow every login down, a growing delay, never a lock.
    const delay = loginDelayMs(
      (await recentAttempts(limits.login, subject)) - 1,
      limits.loginDelay.softLimit,
      limits.loginDelay.baseMs,
    );
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const user = await User.findOne({ email });
    const hash = user && !user.deletedAt && user.passwordHash ? user.passwordHash : await dummyHash;
    const matches = await bcrypt.compare(password, hash);
    if (!user || user.deletedAt || !user.passwordHash || !matches) throw invalidCredentials();
    // An expired registration is as good as gone, whether or not the purge job has deleted it yet.
    if (!user.confirmedAt && user.createdAt <= unconfirmedCutoff(unconfirmedTtlMs)) throw invalidCredentials();
    // The right password: whatever this address had counted against the account is forgotten.
    await clearAttempts(limits.login, subject, from);
    // Checked only after the password, so a stranger cannot learn which addresses await confirmation.
    if (!user.confirmedAt)
      throw new AuthenticationError(ERROR_CODES.ACCOUNT_NOT_CONFIRMED, 'errors:accountNotConfirmed');
    // The operator's holds (player-app.md section 4), told only to whoever knows the password.
    if (user.disabledAt) throw new AuthenticationError(ERROR_CODES.ACCOUNT_DISABLED, 'errors:accountDisabled');
    if (user.suspendedAt) {
      throw new DomainError(ERROR_CODES.ACCOUNT_SUSPENDED, 'errors:accountSuspended', {
        reason: user.suspendedReason ?? '',
      });
    }
    return toSessionUser(user);
  };
}
