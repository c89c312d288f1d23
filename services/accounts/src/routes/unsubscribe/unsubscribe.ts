import express, { Router } from 'express';
import { allowVisitors, NotFoundError } from '@hfl/kit';
import { unsubscribe, unsubscribePage } from '../../bulk-messages/unsubscribe';

/**
 * A bulk message's unsubscribe link: `GET` (the link in the e-mail) answers a small bilingual page, `POST` is the
 * RFC 8058 one-click the mail client sends (`List-Unsubscribe=One-Click`); both turn the newsletter off.
 */
export function unsubscribeRouter(): Router {
  const router = Router();

  router.get('/unsubscribe/:token', allowVisitors, async (req, res) => {
    const done = await unsubscribe(String(req.params.token));
    // A page either way (it says whether the link worked): a person reads it, not a program.
    res.type('html').set('Cache-Control', 'no-store').send(unsubscribePage(done));
  });

  router.post(
    '/unsubscribe/:token',
    allowVisitors,
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req, res) => {
      if (!(await unsubscribe(String(req.params.token)))) throw new NotFoundError();
      res.status(204).end();
    },
  );

  return router;
}
