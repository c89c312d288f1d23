import { Types } from 'mongoose';
import type { RosterView } from '@hfl/contracts';
import { addFreeAgent, cutPlayer, type ClaimActivity, type RosterChange } from '../rosters/changes';
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

/**
 * A manager adds a free agent (or a waiver run a claimed player: `claim`), dropping `drop` in the same change when the
 * newcomer needs his place; a dropped player's pending proposals are cancelled as after a cut.
 */
export async function addRosterPlayer(
  deps: TradeDeps,
  change: RosterChange,
  playerId: string,
  drop?: string,
  claim?: ClaimActivity,
): Promise<RosterView> {
  const { roster, dropped } = await addFreeAgent(deps.stats, change, playerId, drop, claim);
  if (dropped) await cancelProposalsNaming(deps, [new Types.ObjectId(dropped)]);
  return roster;
}
