import { Types } from 'mongoose';
import type { RosterView } from '@hfl/contracts';
import { cutPlayer, type RosterChange } from '../rosters/changes';
import { cancelProposalsNaming } from '../trades/proposal-machine';
import type { TradeDeps } from '../trades/context';

/**
 * A manager cuts a roster player; then the pending proposals naming him are cancelled and both managers told now,
 * rather than at the next trade sweep (which would find him gone all the same).
 */
export async function cutRosterPlayer(
  deps: TradeDeps,
  change: RosterChange,
  rosterPlayerId: string,
): Promise<RosterView> {
  const roster = await cutPlayer(deps.stats, change, rosterPlayerId);
  await cancelProposalsNaming(deps, [new Types.ObjectId(rosterPlayerId)]);
  return roster;
}
