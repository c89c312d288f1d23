import mongoose from 'mongoose';
import { ConflictError, NotAllowedError } from '@hfl/kit';
import { ensureAdmin } from '../leagues/admin-rights';
import { deleteLeague, removeMembership } from '../leagues/cleanup';
import { FantasyTeam } from '../models/fantasy-team';
import type { LeagueDocument } from '../models/league';
import { Membership, type MembershipDocument } from '../models/membership';
import type { Peers } from '../peers';

/**
 * A member leaves with their team (its uploaded logo goes too). An admin must transfer first while other members
 * remain; an admin who is the last member closes the league (a league never keeps members without an admin, and an
 * empty league has no one to run it). A transfer to the leaving member racing the exit gives the rights back
 * (ensureAdmin). Answers whether the league went.
 */
export async function exitLeague(
  league: LeagueDocument,
  membership: MembershipDocument | null,
  { content, notifier }: Pick<Peers, 'content' | 'notifier'>,
): Promise<{ leagueDeleted: boolean }> {
  if (membership?.status !== 'active') throw new NotAllowedError('errors:leagueNotMember');
  if (membership.role === 'LEAGUE_ADMIN') {
    const others = await Membership.countDocuments({
      leagueId: league._id,
      status: 'active',
      _id: mongoose.trusted({ $ne: membership._id }),
    });
    if (others > 0) throw new ConflictError('errors:adminTransferRequired', { leagues: league.name });
    await deleteLeague(league._id, content);
    return { leagueDeleted: true };
  }
  const team = membership.teamId ? await FantasyTeam.findById(membership.teamId) : null;
  await removeMembership(membership, content);
  await ensureAdmin(league._id, notifier);
  await notifier.notify({ kind: 'memberLeft', to: [league.adminUserId], league, name: team?.name ?? '' });
  return { leagueDeleted: false };
}
