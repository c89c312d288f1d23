import { Router } from 'express';
import type { Agenda } from 'agenda';
import { invitationEmailSchema } from '@hfl/contracts';
import { requireService, validate } from '@hfl/kit';
import { sendInvitation } from '../../invitations/send-invitation';

const invitationBody = validate(invitationEmailSchema);

/**
 * `POST /internal/invitations`: a peer service (leagues) asks for a league invitation e-mail. Service-only: a user
 * token is 403, no token 401. 202: the message is stored (queued) and goes out with the mail jobs.
 */
export function invitationsRouter({ agenda }: { agenda?: Agenda }): Router {
  const router = Router();
  router.post('/internal/invitations', requireService, invitationBody, async (_req, res) => {
    const { id } = await sendInvitation(invitationBody.valueOf(res), agenda);
    res.status(202).json({ id });
  });
  return router;
}
