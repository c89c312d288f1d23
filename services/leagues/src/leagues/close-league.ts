import type { LeagueDocument } from '../models/league';
import { Membership } from '../models/membership';
import type { Peers } from '../peers';
import { deleteLeague } from './cleanup';

/**
 * The admin deletes the league with its memberships, slots, teams and pictures (deleteLeague: resumable by calling
 * again; joins, requests, invitations and acceptances racing it undo themselves); the other members are told.
 */
export async function closeLeague(
  league: LeagueDocument,
  byUserId: string,
  { content, notifier }: Pick<Peers, 'content' | 'notifier'>,
): Promise<void> {
  const members = await Membership.find({ leagueId: league._id, status: 'active' }, { userId: 1 });
  await deleteLeague(league._id, content);
  const others = members.map((m) => m.userId).filter((userId) => userId !== byUserId);
  await notifier.notify({ kind: 'leagueDeleted', to: others, league });
}
