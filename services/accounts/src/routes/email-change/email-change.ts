import { Router } from 'express';
import type { Agenda } from 'agenda';
import { emailChangeRequestSchema, emailChangeSchema } from '@hfl/contracts';
import { requireUser, validate, type Publisher } from '@hfl/kit';
import { changeEmail, EMAIL_CHANGE_TOKEN_INVALID } from '../../email-change/change-email';
import { requestEmailChange } from '../../email-change/request-email-change';
import type { AccountLimits } from '../../limits/account-limits';
import { callerSlot, loadCaller } from '../../users/caller';

export interface EmailChangeRouterOptions {
  publicUrl: string;
  limits: AccountLimits;
  publisher: Publisher;
  /** The running jobs' Agenda, which delivers e-mail (none while no worker runs: the sweep sends it then). */
  agenda?: Agenda;
}

const requestBody = validate(emailChangeRequestSchema);
const changeBody = validate(emailChangeSchema, 'body', EMAIL_CHANGE_TOKEN_INVALID);

/** Changing the e-mail address: asked for with the current password, done with the link sent to the new address. */
export function emailChangeRouter(options: EmailChangeRouterOptions): Router {
  const router = Router();

  router.post('/users/me/email-change/request', requireUser, requestBody, loadCaller, async (_req, res) => {
    await requestEmailChange(callerSlot.get(res), requestBody.valueOf(res), options);
    res.status(202).end();
  });

  router.post('/users/me/email-change', requireUser, changeBody, loadCaller, async (_req, res) => {
    res.json(await changeEmail(callerSlot.get(res), changeBody.valueOf(res).emailChangeToken, options));
  });

  return router;
}
