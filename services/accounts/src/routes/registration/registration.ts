import { Router } from 'express';
import mongoose, { type Types } from 'mongoose';
import {
  confirmationParamsSchema,
  confirmationResendSchema,
  toLocale,
  type ConfirmationParams,
  type ConfirmationResendPayload,
  type Locale,
  type RegistrationPayload,
  registrationSchema,
} from '@hfl/contracts';
import { allowVisitors, ConflictError, InputError, isDuplicateKeyError, logger, validate } from '@hfl/kit';
import { commonPasswordContext } from '../../common-passwords';
import { appLink, LINK_PATHS } from '../../links';
import { queueEmail } from '../../mail';
import { consumeToken, issueToken, revokeTokens, Token } from '../../models/token';
import { unconfirmedCutoff } from '../../unconfirmed-registrations';
import { hashPassword, User } from '../../models/user';
import type { AccountLimits, Limit } from '../../rate-limit-config';
import { hitLimit, subjectOf } from '../../rate-limit';

const EMAIL_TAKEN = 'validation:emailTaken';
const TOKEN_INVALID = 'errors:confirmationTokenInvalid';

/** The one answer allowed to say an address is registered: registration itself. */
function emailTaken(): ConflictError {
  return new ConflictError(EMAIL_TAKEN, {}, [{ property: 'email', message: EMAIL_TAKEN }]);
}

/** Sign-up (visitors) and the confirmation link. */
export interface RegistrationRouterOptions {
  publicUrl: string;
  limits: AccountLimits;
  /** How long a registration waits for its confirmation (UNCONFIRMED_REGISTRATION_TTL_MS). */
  unconfirmedTtlMs: number;
}

export function registrationRouter({ publicUrl, limits, unconfirmedTtlMs }: RegistrationRouterOptions): Router {
  const router = Router();
  // Resends are limited per address as reset requests are, and counted apart from them.
  const resendLimit: Limit = { ...limits.resetRequest, name: 'confirmationResend' };

  async function sendConfirmation(userId: Types.ObjectId, to: string, locale: Locale, name: string): Promise<void> {
    const token = await issueToken('confirm', userId);
    await queueEmail({ to, locale, template: 'confirmation', data: { link: appLink(publicUrl, LINK_PATHS.confirm(token)), name } });
  }

  router.post('/user/register', allowVisitors, validate(registrationSchema, 'body', undefined, commonPasswordContext), async (req, res) => {
    const payload = req.body as RegistrationPayload;
    const locale = toLocale(req.identity?.locale);
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

    const existing = await User.findOne({ email: payload.email });
    if (existing && (existing.confirmedAt || existing.deletedAt)) throw emailTaken();
    if (existing) {
      // Never confirmed: whoever registers again (the owner who lost the mail, or the address's real owner after a
      // stranger used it) replaces the registration, its password and its clock; the earlier link stops working.
      // Through the driver: mongoose keeps createdAt immutable, and the expiry counts from it.
      const replaced = await User.collection.updateOne(
        { _id: existing._id, confirmedAt: null },
        { $set: { ...fields, createdAt: new Date() } },
      );
      if (replaced.matchedCount === 0) throw emailTaken();
      await revokeTokens(existing._id, ['confirm']);
      await sendConfirmation(existing._id, fields.email, locale, payload.firstName);
      return void res.status(201).json({ id: existing.id as string });
    }

    let user;
    try {
      user = await User.create({ ...fields, confirmedAt: null });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw emailTaken();
      throw error;
    }

    try {
      await sendConfirmation(user._id, user.email, locale, payload.firstName);
    } catch (error) {
      // Without its e-mail the account could never be confirmed, and its address would stay taken: undo it.
      await Promise.allSettled([User.deleteOne({ _id: user._id, confirmedAt: null }), Token.deleteMany({ userId: user._id })]);
      logger.error({ err: error }, 'registration rolled back: the confirmation e-mail could not be queued');
      throw error;
    }
    res.status(201).json({ id: user.id as string });
  });

  /** A fresh link for a registration still waiting (and not expired); nothing otherwise, and the same answer for all. */
  async function resendConfirmation(email: string): Promise<void> {
    const user = await User.findOne({
      email,
      confirmedAt: null,
      deletedAt: null,
      createdAt: mongoose.trusted({ $gt: unconfirmedCutoff(unconfirmedTtlMs) }),
    });
    if (!user) return;
    // Only the latest link counts.
    await revokeTokens(user._id, ['confirm']);
    await sendConfirmation(user._id, user.email, toLocale(user.locale), user.firstName ?? '');
  }

  router.post('/user/register/resend', allowVisitors, validate(confirmationResendSchema), async (req, res) => {
    const { email } = req.body as ConfirmationResendPayload;
    // Per address whether or not it waits for confirmation (like the reset request), so a 429 tells nothing either.
    await hitLimit(resendLimit, subjectOf(email));
    // The same answer, as fast, for every address: the lookup and the e-mail happen after it.
    res.status(202).end();
    try {
      await resendConfirmation(email);
    } catch (err) {
      logger.error({ err }, 'confirmation e-mail not resent');
    }
  });

  router.post('/user/confirm/:confirmationToken', allowVisitors, validate(confirmationParamsSchema, 'params', TOKEN_INVALID), async (_req, res) => {
    const { confirmationToken } = res.locals.params as ConfirmationParams;
    const token = await consumeToken('confirm', confirmationToken);
    // An expired registration is as good as gone (the purge job deletes it): its link is expired too.
    const unexpired = { createdAt: mongoose.trusted({ $gt: unconfirmedCutoff(unconfirmedTtlMs) }) };
    const confirmed =
      token &&
      (await User.updateOne({ _id: token.userId, deletedAt: null, ...unexpired }, { $set: { confirmedAt: new Date() } }))
        .matchedCount === 1;
    if (!confirmed) throw new InputError([{ property: 'confirmationToken', message: TOKEN_INVALID }], TOKEN_INVALID);
    res.status(204).end();
  });

  return router;
}
