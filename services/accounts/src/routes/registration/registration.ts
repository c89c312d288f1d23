import { Router } from 'express';
import { confirmationParamsSchema, confirmationResendSchema, registrationSchema } from '@hfl/contracts';
import { allowVisitors, callerLocale, validate } from '@hfl/kit';
import { commonPasswordContext } from '../../password/common-passwords';
import {
  CONFIRMATION_TOKEN_INVALID,
  createRegistrations,
  type RegistrationsOptions,
} from '../../registration/registrations';

const registrationBody = validate(registrationSchema, 'body', undefined, commonPasswordContext);
const resendBody = validate(confirmationResendSchema);
const confirmationParams = validate(confirmationParamsSchema, 'params', CONFIRMATION_TOKEN_INVALID);

/** Sign-up (visitors), the confirmation link and its resending. */
export function registrationRouter(options: RegistrationsOptions): Router {
  const router = Router();
  const registrations = createRegistrations(options);

  router.post('/user/register', allowVisitors, registrationBody, async (req, res) => {
    const id = await registrations.register(registrationBody.valueOf(res), callerLocale(req));
    res.status(201).json({ id });
  });

  router.post('/user/register/resend', allowVisitors, resendBody, async (_req, res) => {
    const resend = await registrations.requestResend(resendBody.valueOf(res).email);
    // The same answer, as fast, for every address: the lookup and the e-mail happen after it.
    res.status(202).end();
    await resend();
  });

  router.post('/user/confirm/:confirmationToken', allowVisitors, confirmationParams, async (_req, res) => {
    await registrations.confirm(confirmationParams.valueOf(res).confirmationToken);
    res.status(204).end();
  });

  return router;
}
