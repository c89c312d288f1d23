import { Router } from 'express';
import * as yup from 'yup';
import { loopbackCallersOnly, requireService, validate } from '@hfl/kit';
import { Email } from './email-model';

export const OUTBOX_LIMIT = 100;

const outboxQuerySchema = yup.object({
  to: yup
    .string()
    .typeError('validation:emailInvalid')
    .trim()
    .lowercase()
    .max(254, 'validation:emailInvalid')
    .optional(),
});

const outboxQuery = validate(outboxQuerySchema, 'query');

/**
 * `GET /dev/outbox`: the newest stored e-mails, optionally for one recipient, to a service on this machine. Only with
 * DEV_MAILBOX=1 outside production (app.ts); the BFF's /dev/mailbox shows them to a person and to browser tests.
 */
export function outboxRouter(): Router {
  const router = Router();
  router.get('/dev/outbox', loopbackCallersOnly, requireService, outboxQuery, async (_req, res) => {
    const { to } = outboxQuery.valueOf(res);
    // _id breaks ties between messages stored in the same millisecond (a confirmation and its resend).
    const emails = await Email.find(to ? { to } : {})
      .sort({ createdAt: -1, _id: -1 })
      .limit(OUTBOX_LIMIT);
    res.set('Cache-Control', 'no-store').json({ messages: emails.map((email) => email.toJSON()) });
  });
  return router;
}
