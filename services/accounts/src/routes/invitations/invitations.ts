import { Router } from 'express';
import { invitationEmailSchema, type InvitationEmailPayload, type Locale } from '@hfl/contracts';
import { NotFoundError, requireService, validate } from '@hfl/kit';
import { queueEmail } from '../../mail';
import { fullName, User } from '../../models/user';

/**
 * `POST /internal/invitations`: a peer service (leagues) asks for a league invitation e-mail. Service-only: a user
 * token is 403, no token 401. The inviter is named by id; accounts owns names and puts theirs in the message.
 * 202: the message is stored (queued) and goes out with the mail jobs.
 */
export function invitationsRouter(): Router {
  const router = Router();
  router.post('/internal/invitations', requireService, validate(invitationEmailSchema), async (req, res) => {
    const { email, locale, link, leagueName, inviterId } = req.body as InvitationEmailPayload;
    const inviter = await User.findById(inviterId);
    if (!inviter) throw new NotFoundError();
    const { id } = await queueEmail({
      to: email,
      locale: locale as Locale,
      template: 'invitation',
      data: { link, leagueName, inviterName: fullName(inviter) },
    });
    res.status(202).json({ id });
  });
  return router;
}
