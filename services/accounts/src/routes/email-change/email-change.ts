import { Router } from 'express';
import {
  emailChangeRequestSchema,
  emailChangeSchema,
  toLocale,
  type EmailChangePayload,
  type EmailChangeRequestPayload,
} from '@hfl/contracts';
import { AuthenticationError, ConflictError, InputError, isDuplicateKeyError, requireUser, validate, type Publisher } from '@hfl/kit';
import { tellAccountChanged } from '../../account-changes';
import { verifyCurrentPassword } from '../../current-password';
import { appLink, LINK_PATHS } from '../../links';
import { queueEmail } from '../../mail';
import { consumeToken, issueToken, revokeTokens } from '../../models/token';
import { toSessionUser, User } from '../../models/user';
import type { AccountLimits } from '../../rate-limit-config';
import { hitLimit } from '../../rate-limit';
import { loadCaller } from '../caller';

const TOKEN_INVALID = 'errors:emailChangeTokenInvalid';

export interface EmailChangeRouterOptions {
  publicUrl: string;
  limits: AccountLimits;
  publisher: Publisher;
}

/**
 * Changing the e-mail address: a link to the new address proves it is the user's. Whether the address is free
 * is never said to the requester: a taken address gets a notice instead of a link.
 */
export function emailChangeRouter({ publicUrl, limits, publisher }: EmailChangeRouterOptions): Router {
  const router = Router();

  router.post('/users/me/email-change/request', requireUser, validate(emailChangeRequestSchema), async (req, res) => {
    const { newEmail, currentPassword } = req.body as EmailChangeRequestPayload;
    const user = await loadCaller(req);
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
      await queueEmail({ to: newEmail, locale, template: 'emailChangeConflict', data: { email: newEmail } });
    } else {
      const token = await issueToken('emailChange', user._id, { newEmail });
      await queueEmail({
        to: newEmail,
        locale,
        template: 'emailChange',
        data: { link: appLink(publicUrl, LINK_PATHS.changeEmail(token)), name: user.firstName ?? '' },
      });
    }
    res.status(202).end();
  });

  router.post('/users/me/email-change', requireUser, validate(emailChangeSchema, 'body', TOKEN_INVALID), async (req, res) => {
    const { emailChangeToken } = req.body as EmailChangePayload;
    const user = await loadCaller(req);
    // Only the caller's own token matches: someone else's link is invalid here and stays usable by its owner.
    const token = await consumeToken('emailChange', emailChangeToken, { userId: user.id as string });
    const newEmail = token?.data?.newEmail;
    if (!newEmail) throw new InputError([{ property: 'emailChangeToken', message: TOKEN_INVALID }], TOKEN_INVALID);

    const oldEmail = user.email;
    try {
      // The unique index on email decides if two accounts race for the address.
      await User.updateOne({ _id: user._id, deletedAt: null }, { $set: { email: newEmail } });
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
    await tellAccountChanged({ user: updated, change: 'emailChanged', to: oldEmail, newEmail, publicUrl, publisher });
    res.json(toSessionUser(updated));
  });

  return router;
}
