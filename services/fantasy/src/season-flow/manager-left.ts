import mongoose, { Types } from 'mongoose';
import type { TradeProposalStatus } from '@hfl/contracts';
import { TradeProposal, type TradeProposalFields } from '../models/trade-proposal';
import { teamsOrphaned } from '../rosters/auto-lineups';
import type { TradeDeps } from '../trades/context';
import { cancelIfManagerLeft } from '../trades/proposal-machine';

/**
 * Leagues says these teams' manager deleted his account: their rosters get their lineups set from now on, and the
 * pending proposals they made or received are cancelled (the other managers told). Idempotent: a retry, or the trade
 * sweep after a crash in between, finishes what is left.
 */
export async function teamsLostManager(deps: TradeDeps, teamIds: readonly string[]): Promise<void> {
  await teamsOrphaned(deps.stats, teamIds);
  const teams = mongoose.trusted({ $in: teamIds.map((id) => new Types.ObjectId(id)) });
  const pending = await TradeProposal.find({
    $or: [{ fromTeamId: teams }, { toTeamId: teams }],
    status: 'pending' satisfies TradeProposalStatus,
  }).lean<TradeProposalFields[]>();
  for (const proposal of pending) await cancelIfManagerLeft(deps, proposal);
}
