import { Router, type RequestHandler } from 'express';
import type { Agenda } from 'agenda';
import { bulkSendQuerySchema, bulkSendRequestSchema, bulkSendSchema } from '@hfl/contracts';
import { callerId, requireSuperAdmin, validate } from '@hfl/kit';
import {
  listBulkSends,
  loadSend,
  previewBulkMessage,
  sendProgress,
  sendSlot,
  startBulkSend,
} from '../../bulk-messages/send';

export interface BulkMessagesRouterOptions {
  publicUrl: string;
  /** The running jobs' Agenda, which works through sends (none while no worker runs: they start with the jobs). */
  agenda?: Agenda;
}

/** The owner's bulk e-mail: preview, send (queued, see jobs/bulk-messages.ts), the latest sends and a send's progress. */
export function bulkMessagesRouter({ publicUrl, agenda }: BulkMessagesRouterOptions): Router {
  const router = Router();
  const sendQuery = validate(bulkSendQuerySchema, 'query');
  const previewBody = validate(bulkSendSchema);
  // A send carries its idempotency key; a preview needs none.
  const sendBody = validate(bulkSendRequestSchema);
  const bodyOf: RequestHandler = (req, res, next) =>
    (sendQuery.valueOf(res).preview === '1' ? previewBody : sendBody)(req, res, next);

  router.post('/owner/messages/send', requireSuperAdmin, sendQuery, bodyOf, async (req, res) => {
    if (sendQuery.valueOf(res).preview === '1')
      return void res.json(await previewBulkMessage(previewBody.valueOf(res), publicUrl));
    const result = await startBulkSend(sendBody.valueOf(res), callerId(req), agenda);
    res.status(result.repeated ? 200 : 202).json(result);
  });

  router.get('/owner/messages/sends', requireSuperAdmin, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await listBulkSends());
  });

  router.get('/owner/messages/sends/:sendId', requireSuperAdmin, loadSend, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(sendProgress(sendSlot.get(res)));
  });

  return router;
}
