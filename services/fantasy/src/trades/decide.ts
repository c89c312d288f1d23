import mongoose, { type Types } from 'mongoose';
import type { TeamTradeProposals, TradeProposalStatus, TradeProposalView } from '@hfl/contracts';
import { ConflictError, NotAllowedError, NotFoundError } from '@hfl/kit';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { TradeDecision, TradeProposal, type TradeProposalFields } from '../models/trade-proposal';
import { teamDirectory } from '../rosters/directory';
import type { Caller, TradeDeps } from './context';
import { acceptPending, closeByDecision, loadProposal, settle } from './proposal-machine';
import { proposalView } from './views';

export type TradeAnswer = 'accept' | 'reject' | 'withdraw';

/**
 * Who may answer: the receiving team's manager accepts or rejects, only the proposing team's withdraws. Someone who
 * manages no team of the league gets a plain 403.
 */
async function requireSide(deps: TradeDeps, proposal: TradeProposalFields, answer: TradeAnswer, caller: Caller) {
  const teams = await teamDirectory(deps.leagues, String(proposal.leagueId));
  const isMember = !!teams && [...teams.values()].some((team) => team.userId === caller.userId);
  if (!isMember) throw new NotAllowedError();
  const side = answer === 'withdraw' ? proposal.fromTeamId : proposal.toTeamId;
  if (teams.get(String(side))?.userId !== caller.userId)
    throw new NotAllowedError(answer === 'withdraw' ? 'errors:tradeOnlyProposer' : 'errors:tradeOnlyReceiver');
}

/**
 * `POST trade-proposals/{id}/accept | reject | withdraw`. The first decision wins (a unique insert); a proposal that is
 * no longer pending answers 409, except an accept asked again by the manager whose accept it was (a retry after a
 * failure answers the finished trade). The other manager is told.
 */
export async function answerTrade(
  deps: TradeDeps,
  proposalId: Types.ObjectId,
  answer: TradeAnswer,
  caller: Caller,
): Promise<TradeProposalView> {
  const found = await loadProposal(proposalId);
  if (!found) throw new NotFoundError();
  await requireSide(deps, found, answer, caller);
  const proposal = await settle(deps, found);
  if (proposal.status !== 'pending') {
    const decision = await TradeDecision.findById(proposal._id).lean();
    if (answer === 'accept' && proposal.status === 'accepted' && decision?.userId === caller.userId)
      return proposalView(deps, proposal, caller.locale);
    throw new ConflictError('errors:tradeNotPending');
  }
  if (answer === 'accept') {
    const outcome = await acceptPending(deps, proposal, caller.userId);
    if ('gone' in outcome) throw new ConflictError('errors:notOnRoster');
    if ('lost' in outcome) {
      const now = await loadProposal(proposal._id);
      if (now) await settle(deps, now);
      throw new ConflictError('errors:tradeNotPending');
    }
    return proposalView(deps, outcome.proposal, caller.locale);
  }
  const closed = await closeByDecision(deps, proposal, answer, caller.userId);
  if (!closed) {
    await settle(deps, (await loadProposal(proposal._id)) ?? proposal);
    throw new ConflictError('errors:tradeNotPending');
  }
  return proposalView(deps, closed, caller.locale);
}

/** The league season a `seasons/{id}/...` path names; 404 without one. */
export async function findLeagueSeasonById(seasonId: Types.ObjectId): Promise<LeagueSeasonFields> {
  const season = await LeagueSeason.findById(seasonId).lean<LeagueSeasonFields>();
  if (!season) throw new NotFoundError('errors:noActiveSeason');
  return season;
}

/**
 * `GET seasons/{id}/fantasy-teams/{teamId}/trade-proposals`: the team's pending proposals, sent and received apart,
 * for the league's members and the owner. Reading settles each first: a decision a dead process left is applied, an
 * accept in the middle finished, a proposal whose player left cancelled (both managers told).
 */
export async function teamProposals(
  deps: TradeDeps,
  season: LeagueSeasonFields,
  teamId: Types.ObjectId,
  caller: Caller,
): Promise<TeamTradeProposals> {
  const teams = await teamDirectory(deps.leagues, String(season.leagueId));
  if (!teams) throw new NotFoundError();
  if (!caller.superAdmin && ![...teams.values()].some((team) => team.userId === caller.userId))
    throw new NotAllowedError();
  if (!teams.has(teamId.toHexString())) throw new NotFoundError();
  const open = mongoose.trusted({ $in: ['pending', 'accepting'] as TradeProposalStatus[] });
  const [sent, received] = await Promise.all(
    (['fromTeamId', 'toTeamId'] as const).map((side) =>
      TradeProposal.find({ [side]: teamId, status: open })
        .sort({ createdAt: -1, _id: -1 })
        .lean<TradeProposalFields[]>(),
    ),
  );
  const pendingViews = async (proposals: TradeProposalFields[]) => {
    const settled = [];
    for (const proposal of proposals) {
      if (!proposal.leagueSeasonId.equals(season._id)) continue;
      const now = await settle(deps, proposal);
      if (now.status === 'pending') settled.push(now);
    }
    return Promise.all(settled.map((proposal) => proposalView(deps, proposal, caller.locale)));
  };
  return { sent: await pendingViews(sent!), received: await pendingViews(received!) };
}

/** How many proposals one sweep looks at, at most. */
const SWEEP_BATCH = 500;

/**
 * The minute sweep: every accept left in the middle is finished, every pending proposal settled (a decision applied,
 * a proposal whose player or manager left cancelled). Returns how many proposals it changed. A proposal that fails
 * does not stop the others; the sweep then fails with every error (the job's failure shows them).
 */
export async function sweepTrades(deps: TradeDeps): Promise<number> {
  const open = await TradeProposal.find({
    status: mongoose.trusted({ $in: ['accepting', 'pending'] as TradeProposalStatus[] }),
  })
    .sort({ status: 1 })
    .limit(SWEEP_BATCH)
    .lean<TradeProposalFields[]>();
  let changed = 0;
  const failures: unknown[] = [];
  for (const proposal of open) {
    try {
      const now = await settle(deps, proposal);
      if (now.status !== proposal.status) changed++;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `trades: ${failures.length} of ${open.length} proposals could not be settled`);
  return changed;
}
