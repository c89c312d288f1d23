import type { Agenda } from 'agenda';
import { toLocale, type InvitationEmailPayload, type Locale } from '@hfl/contracts';
import { NotFoundError } from '@hfl/kit';
import { queueEmail } from '../mail';
import { fullName, User } from '../models/user';

/**
 * A league invitation e-mail a peer (leagues) asks for. The inviter is named by id; accounts owns names and puts
 * theirs in the message. An address with an account is written to in its owner's language; any other in Hungarian
 * and then English, in one mail (we cannot know which the invitee reads). Answers the stored (queued) message's id;
 * it goes out with the mail jobs.
 */
export async function sendInvitation(
  { email, link, leagueName, inviterId }: InvitationEmailPayload,
  /** The running jobs' Agenda, which delivers e-mail (none while no worker runs: the sweep sends it then). */
  agenda?: Agenda,
): Promise<{ id: string }> {
  const inviter = await User.findById(inviterId);
  if (!inviter) throw new NotFoundError();
  const dataIn = (locale: Locale) => ({ link, leagueName, inviterName: fullName(inviter, locale) });
  const invitee = await User.findOne({ email, deletedAt: null }, { locale: 1 });
  if (invitee) {
    const locale = toLocale(invitee.locale);
    return queueEmail({ to: email, locale, template: 'invitation', data: dataIn(locale) }, agenda);
  }
  return queueEmail(
    {
      to: email,
      locale: 'hu',
      template: 'invitation',
      data: dataIn('hu'),
      alsoIn: { locale: 'en', data: dataIn('en') },
    },
    agenda,
  );
}
