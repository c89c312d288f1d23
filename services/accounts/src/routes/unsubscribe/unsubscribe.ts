import express, { Router } from 'express';
import { allowVisitors, NotFoundError } from '@hfl/kit';
import { unsubscribe, unsubscribePage, unsubscribeTarget } from '../../unsubscribe/unsubscribe';

const form = express.urlencoded({ extended: false, limit: '1kb' });

/**
 * Every unsubscribe link (a bulk message's and an alert's). `GET` (the link in the mail) only shows a small bilingual
 * page with a button, so a mail scanner that follows links unsubscribes nobody; `POST` turns the kind off: the RFC 8058
 * one-click the mail client sends (`List-Unsubscribe=One-Click`) answers 204, the page's button answers the page.
 */
export function unsubscribeRouter({ secret }: { secret: string }): Router {
  const router = Router();

  router.get('/unsubscribe/:token', allowVisitors, async (req, res) => {
    const target = await unsubscribeTarget(String(req.params.token), secret);
    // A page either way (it says whether the link works): a person reads it, not a program.
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(unsubscribePage(target ? 'confirm' : 'invalid', target?.scope));
  });

  router.post('/unsubscribe/:token', allowVisitors, form, async (req, res) => {
    const oneClick = (req.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
    const target = await unsubscribeTarget(String(req.params.token), secret);
    if (!target) {
      if (oneClick) throw new NotFoundError();
      // The person reads why, as on the link itself (an error status would want the envelope, not a page).
      res.type('html').set('Cache-Control', 'no-store').send(unsubscribePage('invalid'));
      return;
    }
    await unsubscribe(target);
    if (oneClick) res.status(204).end();
    else res.type('html').set('Cache-Control', 'no-store').send(unsubscribePage('done', target.scope));
  });

  return router;
}
