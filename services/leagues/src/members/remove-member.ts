import { NotAllowedError, NotFoundError } from '@hfl/kit';
import { ensureAdmin } from '../leagues/admin-rights';
import { removeMembership } from '../leagues/cleanup';
import type { LeagueDocument } from '../models/league';
import { Membership, userKey } from '../models/membership';
import type { Peers } from '../peers';

/**
 * The admin removes a LEAGUE_USER (never the admin: a league keeps its admin); the slot frees up and the team's
 * uploaded logo goes. A transfer to that member racing the removal gives the rights back (ensureAdmin). Fantasy
 * hears of it first (mid-draft the member stops picking and leaves the room); without its answer nothing is removed.
 */
export async function removeMember(
  league: LeagueDocument,
  userId: string,
  { fantasy, content, notifier }: Pick<Peers, 'fantasy' | 'content' | 'notifier'>,
): Promise<void> {
  const member = await Membership.findOne({ leagueId: league._id, key: userKey(userId), status: 'active' });
  if (!member) throw new NotFoundError();
  if (member.role !== 'LEAGUE_USER') throw new NotAllowedError('errors:leagueOnlyUsersRemovable');
  await fantasy.memberRemoved(String(league._id), userId);
  await removeMembership(member, content);
  await ensureAdmin(league._id, notifier);
  await notifier.notify({ kind: 'memberRemoved', to: [member.userId], league });
}
