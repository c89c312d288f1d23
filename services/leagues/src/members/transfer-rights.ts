import { ConflictError } from '@hfl/kit';
import { changeAdmin, currentAdmin, ensureAdmin } from '../leagues/admin-rights';
import type { LeagueDocument } from '../models/league';
import { Membership, userKey } from '../models/membership';
import type { Notifier } from '../peers/accounts';

/**
 * The admin hands the league to another active member. Of concurrent transfers (or a transfer and the
 * deleted-account release) one wins the next admin epoch (changeAdmin); the others get 409 and change nothing. If
 * the target left meanwhile, the rights come back (ensureAdmin) and the answer is 409.
 */
export async function transferRights(
  league: LeagueDocument,
  fromUserId: string,
  toUserId: string,
  notifier: Notifier,
): Promise<void> {
  const from = await Membership.findOne({ leagueId: league._id, key: userKey(fromUserId), status: 'active' });
  if (!from || (await currentAdmin(league)).userId !== fromUserId)
    throw new ConflictError('errors:leagueTransferNotAdmin');
  const to = await Membership.findOne({ leagueId: league._id, key: userKey(toUserId), status: 'active' });
  if (!to || to.id === from.id) throw new ConflictError('errors:leagueTransferTargetInvalid');
  if (!(await changeAdmin(league, fromUserId, toUserId, 'transfer')))
    throw new ConflictError('errors:leagueTransferNotAdmin');
  await ensureAdmin(league._id, notifier);
  if ((await currentAdmin(league)).userId !== toUserId) throw new ConflictError('errors:leagueTransferTargetInvalid');
  await notifier.notify({ kind: 'adminRightsReceived', to: [toUserId], league });
}
