import { Router } from 'express';
import * as yup from 'yup';
import { loopbackCallersOnly, requireService, validate } from '@hfl/kit';
import { latestEmails } from '../../mail/outbox';

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
    res.set('Cache-Control', 'no-store').json({ messages: await latestEmails(outboxQuery.valueOf(res).to) });
  });
  return router;
}
