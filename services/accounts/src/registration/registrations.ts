import type { Agenda } from 'agenda';
import mongoose, { type Types } from 'mongoose';
import { type Locale, type RegistrationPayload, toLocale } from '@hfl/contracts';
import { ConflictError, InputError, isDuplicateKeyError, logger } from '@hfl/kit';
import { appLink, LINK_PATHS } from '../mail/links';
import { queueEmail } from '../mail';
import { consumeToken, issueToken, revokeTokens, Token } from '../models/token';
import { BannedEmail, emailHash } from '../models/banned-email';
import { hashPassword, User, userSearchText } from '../models/user';
import type { AccountLimits, Limit } from '../limits/account-limits';
import { hitLimit } from '../limits/account-limits';
import { unconfirmedCutoff } from './unconfirmed-registrations';

const EMAIL_TAKEN = 'validation:emailTaken';
export const CONFIRMATION_TOKEN_INVALID = 'errors:confirmationTokenInvalid';

const EMAIL_BANNED = 'errors:emailBanned';

/** An address whose account the operator deleted for a breach of the rules (player-app.md section 4). */
function emailBanned(): ConflictError {
  return new ConflictError(EMAIL_BANNED, {}, [{ property: 'email', message: EMAIL_BANNED }]);
}

/** The one answer allowed to say an address is registered: registration itself. */
function emailTaken(): ConflictError {
  return new ConflictError(EMAIL_TAKEN, {}, [{ property: 'email', message: EMAIL_TAKEN }]);
}

export interface RegistrationsOptions {
  publicUrl: string;
  /** How long a registration waits for its confirmation (UNCONFIRMED_REGISTRATION_TTL_MS). */
  unconfirmedTtlMs: number;
  limits: AccountLimits;
  /** The running jobs' Agenda, which delivers e-mail (none while no worker runs: the sweep sends it then). */
  agenda?: Agenda;
}

/** Sign-up, the confirmation link and its resending: the rules, whatever calls them. */
export function createRegistrations({ publicUrl, unconfirmedTtlMs, limits, agenda }: RegistrationsOptions) {
  // Resends are limited per address as reset requests are, and counted apart from them.
  const resendLimit: Limit = { ...limits.resetRequest, name: 'confirmationResend' };
  const unexpired = () => ({ createdAt: mongoose.trusted({ $gt: unconfirmedCutoff(unconfirmedTtlMs) }) });

  /** A new confirmation link, carrying the page the registration was heading to (kept with its token for a resend). */
  async function sendConfirmation(
    userId: Types.ObjectId,
    { to, locale, name, returnPath }: { to: string; locale: Locale; name: string; returnPath: string | null },
  ): Promise<void> {
    const token = await issueToken('confirm', userId, { returnPath });
    const link = appLink(publicUrl, LINK_PATHS.confirm(token, returnPath));
    await queueEmail({ to, locale, template: 'confirmation', data: { link, name } }, agenda);
  }

  /** Registers the address (or replaces its unconfirmed registration) and e-mails the confirmation link; the user's id. */
  async function register(payload: RegistrationPayload, locale: Locale): Promise<string> {
    const fields = {
      email: payload.email,
      passwordHash: await hashPassword(payload.password),
      firstName: payload.firstName,
      lastName: payload.lastName,
      gender: payload.gender,
      location: payload.location,
      birthDate: payload.birthDate,
      newsletter: payload.newsletter,
      locale,
    };

    if (await BannedEmail.exists({ _id: emailHash(payload.email) })) throw emailBanned();
    const existing = await User.findOne({ email: payload.email });
    if (existing && (existing.confirmedAt || existing.deletedAt)) throw emailTaken();
    const confirmation = { to: fields.email, locale, name: payload.firstName, returnPath: payload.returnPath ?? null };
    if (existing) {
      // Never confirmed: whoever registers again (the owner who lost the mail, or the address's real owner after a
      // stranger used it) replaces the registration, its password and its clock; the earlier link stops working.
      // Through the driver: mongoose keeps createdAt immutable, and the expiry counts from it.
      const replaced = await User.collection.updateOne(
        { _id: existing._id, confirmedAt: null },
        { $set: { ...fields, search: userSearchText(fields), createdAt: new Date() } },
      );
      if (replaced.matchedCount === 0) throw emailTaken();
      await revokeTokens(existing._id, ['confirm']);
      await sendConfirmation(existing._id, confirmation);
      return existing.id as string;
    }

    let user;
    try {
      user = await User.create({ ...fields, confirmedAt: null });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw emailTaken();
      throw error;
    }

    try {
      await sendConfirmation(user._id, confirmation);
    } catch (error) {
      // Without its e-mail the account could never be confirmed, and its address would stay taken: undo it.
      await Promise.allSettled([
        User.deleteOne({ _id: user._id, confirmedAt: null }),
        Token.deleteMany({ userId: user._id }),
      ]);
      logger.error({ err: error }, 'registration rolled back: the confirmation e-mail could not be queued');
      throw error;
    }
    return user.id as string;
  }

  /** Confirms the registration the link names; an expired registration (the purge deletes it) has an expired link. */
  async function confirm(confirmationToken: string): Promise<void> {
    const token = await consumeToken('confirm', confirmationToken);
    const confirmed =
      token &&
      (
        await User.updateOne(
          { _id: token.userId, deletedAt: null, ...unexpired() },
          { $set: { confirmedAt: new Date() } },
        )
      ).matchedCount === 1;
    if (!confirmed) {
      throw new InputError(
        [{ property: 'confirmationToken', message: CONFIRMATION_TOKEN_INVALID }],
        CONFIRMATION_TOKEN_INVALID,
      );
    }
  }

  /** A fresh link for a registration still waiting (and not expired); nothing otherwise. */
  async function resendConfirmation(email: string): Promise<void> {
    const user = await User.findOne({ email, confirmedAt: null, deletedAt: null, ...unexpired() });
    if (!user) return;
    // Only the latest link counts, and it leads where the earlier ones did.
    const latest = await Token.findOne({ userId: user._id, type: 'confirm' }).sort({ createdAt: -1, _id: -1 });
    await revokeTokens(user._id, ['confirm']);
    await sendConfirmation(user._id, {
      to: user.email,
      locale: toLocale(user.locale),
      name: user.firstName ?? '',
      returnPath: latest?.data?.returnPath ?? null,
    });
  }

  /**
   * Asks for the link again: counts the request (per address whether or not it waits for confirmation, like the reset
   * request, so a 429 tells nothing either) and answers the rest of the work, to be done after the answer: the same
   * answer, as fast, for every address. The work never fails (a failure is logged).
   */
  async function requestResend(email: string): Promise<() => Promise<void>> {
    await hitLimit(resendLimit, email);
    return async () => {
      try {
        await resendConfirmation(email);
      } catch (err) {
        logger.error({ err }, 'confirmation e-mail not resent');
      }
    };
  }

  return { register, confirm, requestResend };
}

export type Registrations = ReturnType<typeof createRegistrations>;
