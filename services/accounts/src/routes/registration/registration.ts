import { Router } from 'express';
import {
  confirmationParamsSchema,
  confirmationResendSchema,
  toLocale,
  type ConfirmationParams,
  type ConfirmationResendPayload,
  type RegistrationPayload,
  registrationSchema,
} from '@hfl/contracts';
import { allowVisitors, logger, validate } from '@hfl/kit';
import { commonPasswordContext } from '../../common-passwords';
import { CONFIRMATION_TOKEN_INVALID, createRegistrations, type RegistrationsOptions } from '../../registration/registrations';
import type { AccountLimits, Limit } from '../../rate-limit-config';
import { hitLimit, subjectOf } from '../../rate-limit';

export interface RegistrationRouterOptions extends RegistrationsOptions {
  limits: AccountLimits;
}

/** Sign-up (visitors), the confirmation link and its resending. */
export function registrationRouter({ limits, ...options }: RegistrationRouterOptions): Router {
  const router = Router();
  const registrations = createRegistrations(options);
  // Resends are limited per address as reset requests are, and counted apart from them.
  const resendLimit: Limit = { ...limits.resetRequest, name: 'confirmationResend' };

  router.post('/user/register', allowVisitors, validate(registrationSchema, 'body', undefined, commonPasswordContext), async (req, res) => {
    const id = await registrations.register(req.body as RegistrationPayload, toLocale(req.identity?.locale));
    res.status(201).json({ id });
  });

  router.post('/user/register/resend', allowVisitors, validate(confirmationResendSchema), async (req, res) => {
    const { email } = req.body as ConfirmationResendPayload;
    // Per address whether or not it waits for confirmation (like the reset request), so a 429 tells nothing either.
    await hitLimit(resendLimit, subjectOf(email));
    // The same answer, as fast, for every address: the lookup and the e-mail happen after it.
    res.status(202).end();
    try {
      await registrations.resendConfirmation(email);
    } catch (err) {
      logger.error({ err }, 'confirmation e-mail not resent');
    }
  });

  router.post(
    '/user/confirm/:confirmationToken',
    allowVisitors,
    validate(confirmationParamsSchema, 'params', CONFIRMATION_TOKEN_INVALID),
    async (_req, res) => {
      await registrations.confirm((res.locals.params as ConfirmationParams).confirmationToken);
      res.status(204).end();
    },
  );

  return router;
}
