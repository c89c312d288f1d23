import { Router } from 'express';
import type { Agenda } from 'agenda';
import {
  ACCOUNT_ID_HEADER,
  changePasswordSchema,
  passwordResetRequestSchema,
  resetPasswordSchema,
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
  /** The running jobs' Agenda, which delivers e-mail (none while no worker runs: the sweep sends it then). */
  agenda?: Agenda;
}

const resetRequestBody = validate(passwordResetRequestSchema);
const resetBody = validate(resetPasswordSchema, 'body', undefined, commonPasswordContext);
const changeBody = validate(changePasswordSchema, 'body', undefined, commonPasswordContext);

/** Forgotten password (request a link, set a new one with it) and a signed-in user's password change. */
export function passwordRouter(options: PasswordRouterOptions): Router {
  const router = Router();

  router.post('/users/password-reset/request', allowVisitors, resetRequestBody, async (_req, res) => {
    const sendLink = await requestPasswordReset(resetRequestBody.valueOf(res).email, options);
    // The same answer, as fast, for every address: the lookup and the e-mail happen after it.
    res.status(202).end();
    await sendLink();
  });

  router.post('/users/reset-password', allowVisitors, resetBody, async (_req, res) => {
    const userId = await resetPassword(resetBody.valueOf(res), options);
    // The BFF ends every session of this account.
    res.set(ACCOUNT_ID_HEADER, userId).status(204).end();
  });

  router.post('/users/me/change-password', requireUser, changeBody, loadCaller, async (_req, res) => {
    await changePassword(callerSlot.get(res), changeBody.valueOf(res), options);
    res.status(204).end();
  });

  return router;
}
