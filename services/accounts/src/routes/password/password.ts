import { Router } from 'express';
import {
  ACCOUNT_ID_HEADER,
  changePasswordSchema,
  passwordResetRequestSchema,
  resetPasswordSchema,
  toLocale,
  type ChangePasswordPayload,
  type PasswordResetRequestPayload,
  type ResetPasswordPayload,
} from '@hfl/contracts';
import { allowVisitors, InputError, logger, requireUser, validate, type Publisher } from '@hfl/kit';
import { tellAccountChanged } from '../../account-changes';
import { commonPasswordContext } from '../../common-passwords';
import { appLink, LINK_PATHS } from '../../links';
import { queueEmail } from '../../mail';
import { consumeToken, issueToken, revokeTokens } from '../../models/token';
import { hashPassword, User } from '../../models/user';
import type { AccountLimits } from '../../rate-limit-config';
import { clearAttempts, hitLimit, subjectOf } from '../../rate-limit';
import { verifyCurrentPassword } from '../../current-password';
import { loadCaller } from '../caller';

const RESET_TOKEN_INVALID = 'errors:resetTokenInvalid';

export interface PasswordRouterOptions {
  publicUrl: string;
  limits: AccountLimits;
  publisher: Publisher;
}

/** Forgotten password (request a link, set a new one with it) and a signed-in user's password change. */
export function passwordRouter({ publicUrl, limits, publisher }: PasswordRouterOptions): Router {
  const router = Router();

  /** Sends the reset link when the address belongs to a confirmed account; nothing otherwise. */
  async function sendResetLink(email: string): Promise<void> {
    const user = await User.findOne({ email });
    if (!user || !user.confirmedAt || user.deletedAt) return;
    const token = await issueToken('reset', user._id);
    await queueEmail({
      to: user.email,
      locale: toLocale(user.locale),
      template: 'passwordReset',
      data: { link: appLink(publicUrl, LINK_PATHS.resetPassword(token)), name: user.firstName ?? '' },
    });
  }

  router.post('/users/password-reset/request', allowVisitors, validate(passwordResetRequestSchema), async (req, res) => {
    const { email } = req.body as PasswordResetRequestPayload;
    // Counted per address whether or not it is registered, so a 429 tells nothing either.
    await hitLimit(limits.resetRequest, subjectOf(email));
    // The same answer, as fast, for every address: the lookup and the e-mail happen after it.
    res.status(202).end();
    try {
      await sendResetLink(email);
    } catch (err) {
      logger.error({ err }, 'password reset e-mail not queued');
    }
  });

  router.post('/users/reset-password', allowVisitors, validate(resetPasswordSchema, 'body', undefined, commonPasswordContext), async (req, res) => {
    const { resetPasswordToken, newPassword } = req.body as ResetPasswordPayload;
    const invalid = () => new InputError([{ property: 'resetPasswordToken', message: RESET_TOKEN_INVALID }], RESET_TOKEN_INVALID);
    const token = await consumeToken('reset', resetPasswordToken);
    if (!token) throw invalid();
    const passwordHash = await hashPassword(newPassword);
    const user = await User.findOneAndUpdate({ _id: token.userId, deletedAt: null }, { $set: { passwordHash } });
    if (!user) throw invalid();
    // Any other reset link e-mailed earlier is now worthless, and the owner may log in again at once.
    await revokeTokens(user._id, ['reset']);
    await clearAttempts(limits.login, subjectOf(user.email));
    await tellAccountChanged({ user, change: 'passwordReset', to: user.email, publicUrl, publisher });
    // The BFF ends every session of this account.
    res.set(ACCOUNT_ID_HEADER, String(user._id)).status(204).end();
  });

  router.post('/users/me/change-password', requireUser, validate(changePasswordSchema, 'body', undefined, commonPasswordContext), async (req, res) => {
    const { oldPassword, newPassword } = req.body as ChangePasswordPayload;
    const user = await loadCaller(req);
    await verifyCurrentPassword(user, oldPassword, 'oldPassword', limits);
    await User.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(newPassword) } });
    await revokeTokens(user._id, ['reset']);
    await tellAccountChanged({ user, change: 'passwordChanged', to: user.email, publicUrl, publisher });
    res.status(204).end();
  });

  return router;
}
