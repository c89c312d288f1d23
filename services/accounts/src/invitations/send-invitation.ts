import type { Agenda } from 'agenda';
import type { InvitationEmailPayload, Locale } from '@hfl/contracts';
import { NotFoundError } from '@hfl/kit';
import { queueEmail } from '../mail';
import { fullName, User } from '../models/user';

/**
 * A league invitation e-mail a peer (leagues) asks for. The inviter is named by id; accounts owns names and puts
 * theirs in the message. Answers the stored (queued) message's id; it goes out with the mail jobs.
 */
export async function sendInvitation(
  { email, locale, link, leagueName, inviterId }: InvitationEmailPayload,
  /** The running jobs' Agenda, which delivers e-mail (none while no worker runs: the sweep sends it then). */
  agenda?: Agenda,
): Promise<{ id: string }> {
  const inviter = await User.findById(inviterId);
  if (!inviter) throw new NotFoundError();
  return queueEmail(
    {
      to: email,
      locale: locale as Locale,
      template: 'invitation',
      data: { link, leagueName, inviterName: fullName(inviter) },
    },
    agenda,
  );
}
