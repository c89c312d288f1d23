import type { Types } from 'mongoose';
import type { TeamRef } from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError, NotAllowedError, NotFoundError } from '@hfl/kit';
import { ensureLeagueStands } from '../leagues/cleanup';
import { FantasyTeam, toTeamRef } from '../models/fantasy-team';
import { League } from '../models/league';
import { Membership, userKey } from '../models/membership';
import type { Notifier } from '../peers/accounts';

/**
 * The admin accepts a request: the membership turns active with the team it asked for. The team insert (unique
 * per league and user) settles two concurrent acceptances; an acceptance racing the league's deletion takes its
 * team back out and leaves the request as it was (404).
 */
export async function acceptRequest(
  pendingId: Types.ObjectId,
  caller: { userId: string; superAdmin: boolean },
  notifier: Notifier,
): Promise<{ id: string; status: 'active'; team: TeamRef }> {
  const pending = await Membership.findById(pendingId);
  if (!pending) throw new NotFoundError();
  const league = await League.findById(pending.leagueId);
  if (!league) throw new NotFoundError();
  const admin = await Membership.findOne({ leagueId: league._id, key: userKey(caller.userId), status: 'active' });
  if (!caller.superAdmin && admin?.role !== 'LEAGUE_ADMIN') throw new NotAllowedError();
  if (pending.type !== 'REQUESTED') throw new ConflictError('errors:leagueOnlyRequestsAccepted');
  if (pending.status !== 'pending') throw new ConflictError('errors:leagueRequestAlreadyHandled');
  let team;
  try {
    team = await FantasyTeam.create({
      leagueId: league._id,
      userId: pending.userId!,
      name: pending.request?.teamName ?? pending.displayName ?? '',
      timezone: pending.request?.timezone ?? 'Europe/Budapest',
      logoFileId: pending.request?.logoFileId ?? null,
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:leagueRequestAlreadyHandled');
    throw error;
  }
  await Membership.updateOne({ _id: pending._id }, { $set: { status: 'active', teamId: team._id } });
  await ensureLeagueStands(league._id, async () => {
    await FantasyTeam.deleteOne({ _id: team._id });
    await Membership.replaceOne({ _id: pending._id }, pending.toObject());
  });
  await notifier.notify({ kind: 'requestAccepted', to: [pending.userId], league });
  return { id: pending.id as string, status: 'active', team: toTeamRef(team) };
}
