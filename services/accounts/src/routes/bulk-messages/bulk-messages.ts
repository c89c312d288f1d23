import { Router } from 'express';
import type { Agenda } from 'agenda';
import { bulkSendQuerySchema, bulkSendSchema } from '@hfl/contracts';
import { callerId, requireSuperAdmin, validate } from '@hfl/kit';
import { loadSend, previewBulkMessage, sendProgress, sendSlot, startBulkSend } from '../../bulk-messages/send';

export interface BulkMessagesRouterOptions {
  publicUrl: string;
  /** The running jobs' Agenda, which works through sends (none while no worker runs: they start with the jobs). */
  agenda?: Agenda;
}

/** The owner's bulk e-mail: preview, send (queued, see jobs/bulk-messages.ts) and a send's progress. */
export function bulkMessagesRouter({ publicUrl, agenda }: BulkMessagesRouterOptions): Router {
  const router = Router();
  const sendQuery = validate(bulkSendQuerySchema, 'query');
  const sendBody = validate(bulkSendSchema);

  router.post('/owner/messages/send', requireSuperAdmin, sendQuery, sendBody, async (req, res) => {
    if (sendQuery.valueOf(res).preview === '1') res.json(await previewBulkMessage(sendBody.valueOf(res), publicUrl));
    else res.status(202).json(await startBulkSend(sendBody.valueOf(res), callerId(req), agenda));
  });

  router.get('/owner/messages/sends/:sendId', requireSuperAdmin, loadSend, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(sendProgress(sendSlot.get(res)));
  });

  return router;
}
