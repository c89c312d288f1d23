import { Router } from 'express';
import {
  ACCOUNT_ID_HEADER,
  changePasswordSchema,
  passwordResetRequestSchema,
  resetPasswordSchema,
  type ChangePasswordPayload,
  type PasswordResetRequestPayload,
  type ResetPasswordPayload,
} from '@hfl/contracts';
import { allowVisitors, requireUser, validate, type Publisher } from '@hfl/kit';
import { changePassword } from '../../password/change-password';
import { commonPasswordContext } from '../../password/common-passwords';
import { requestPasswordReset } from '../../password/request-reset';
import { resetPassword } from '../../password/reset-password';
import type { AccountLimits } from '../../limits/account-limits';
import { callerSlot, loadCaller } from '../../users/caller';

export interface PasswordRouterOptions {
  publicUrl: string;
  limits: AccountLimits;
  publisher: Publisher;
}

/** Forgotten password (request a link, set a new one with it) and a signed-in user's password change. */
export function passwordRouter(options: PasswordRouterOptions): Router {
  const router = Router();

  router.post(
    '/users/password-reset/request',
    allowVisitors,
    validate(passwordResetRequestSchema),
    async (req, res) => {
      const sendLink = await requestPasswordReset((req.body as PasswordResetRequestPayload).email, options);
      // The same answer, as fast, for every address: the lookup and the e-mail happen after it.
      res.status(202).end();
      await sendLink();
    },
  );

  router.post(
    '/users/reset-password',
    allowVisitors,
    validate(resetPasswordSchema, 'body', undefined, commonPasswordContext),
    async (req, res) => {
      const userId = await resetPassword(req.body as ResetPasswordPayload, options);
      // The BFF ends every session of this account.
      res.set(ACCOUNT_ID_HEADER, userId).status(204).end();
    },
  );

  router.post(
    '/users/me/change-password',
    requireUser,
    validate(changePasswordSchema, 'body', undefined, commonPasswordContext),
    loadCaller,
    async (req, res) => {
      await changePassword(callerSlot.get(res), req.body as ChangePasswordPayload, options);
      res.status(204).end();
    },
  );

  return router;
}
