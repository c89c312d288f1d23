import { Router } from 'express';
import {
  confirmationParamsSchema,
  confirmationResendSchema,
  type ConfirmationParams,
  type ConfirmationResendPayload,
  type RegistrationPayload,
  registrationSchema,
} from '@hfl/contracts';
import { allowVisitors, callerLocale, validate } from '@hfl/kit';
import { commonPasswordContext } from '../../password/common-passwords';
import {
  CONFIRMATION_TOKEN_INVALID,
  createRegistrations,
  type RegistrationsOptions,
} from '../../registration/registrations';

/** Sign-up (visitors), the confirmation link and its resending. */
export function registrationRouter(options: RegistrationsOptions): Router {
  const router = Router();
  const registrations = createRegistrations(options);

  router.post(
    '/user/register',
    allowVisitors,
    validate(registrationSchema, 'body', undefined, commonPasswordContext),
    async (req, res) => {
      const id = await registrations.register(req.body as RegistrationPayload, callerLocale(req));
      res.status(201).json({ id });
    },
  );

  router.post('/user/register/resend', allowVisitors, validate(confirmationResendSchema), async (req, res) => {
    const resend = await registrations.requestResend((req.body as ConfirmationResendPayload).email);
    // The same answer, as fast, for every address: the lookup and the e-mail happen after it.
    res.status(202).end();
    await resend();
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
