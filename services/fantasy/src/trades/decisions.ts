import mongoose, { type Types } from 'mongoose';
import type { TradeProposalStatus } from '@hfl/contracts';
import { isDuplicateKeyError, logger } from '@hfl/kit';
import { AutoLineup } from '../models/auto-lineup';
import { RosterPlayer } from '../models/roster-player';
import {
  TradeClaim,
  TradeDecision,
  TradeProposal,
  tradeClaimId,
  type TradeDecisionKind,
  type TradeProposalFields,
} from '../models/trade-proposal';
import type { TradeDeps } from './context';
import { notifyTrade, type TradeNotice, type TradeSide } from './notify';

/**
 * A proposal's decisions. The TradeDecision insert settles which one happens (accept, reject, withdraw or an automatic
 * cancel: the first insert wins, the others find a duplicate key); the proposal's `status` then follows in one
 * single-document update. A process that dies between the two leaves a decision the status does not show yet: the
 * next read of the proposal (`settle`) applies it.
 */

const CLOSED_STATUS: Record<Exclude<TradeDecisionKind, 'accept'>, TradeProposalStatus> = {
  reject: 'rejected',
  withdraw: 'withdrawn',
  cancel: 'cancelled',
};

/** Inserts the proposal's decision: true when this call decided it, false when another decision was there first. */
export async function claimDecision(
  proposalId: Types.ObjectId,
  kind: TradeDecisionKind,
  userId: string | null,
  at = new Date(),
): Promise<boolean> {
  try {
    await TradeDecision.create({ _id: proposalId, kind, userId, at });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

export const loadProposal = (id: Types.ObjectId | string) => TradeProposal.findById(id).lean<TradeProposalFields>();

/** The proposal stops being pending: its status, when, and its claim on the pair of players is released. */
export async function closeProposal(
  proposal: TradeProposalFields,
  status: TradeProposalStatus,
  at: Date,
): Promise<TradeProposalFields> {
  await TradeProposal.updateOne({ _id: proposal._id }, { $set: { status, decidedAt: proposal.decidedAt ?? at } });
  await releaseClaim(proposal);
  return { ...proposal, status, decidedAt: proposal.decidedAt ?? at };
}

/** Frees the pair of players for a new proposal (only this proposal's claim; a lost delete is found stale later). */
export async function releaseClaim(proposal: TradeProposalFields): Promise<void> {
  await TradeClaim.deleteOne({
    _id: tradeClaimId(String(proposal.fromRosterPlayerId), String(proposal.toRosterPlayerId)),
    proposalId: proposal._id,
  });
}

/**
 * A decision taken but not yet shown by the status (reject, withdraw, cancel) is applied. An accept's is left to the
 * accept's own resume (`finishAccept`), which needs the rosters' locks. Returns the proposal as it is now.
 */
export async function applyClosingDecision(proposal: TradeProposalFields): Promise<TradeProposalFields> {
  if (proposal.status !== 'pending') return proposal;
  const decision = await TradeDecision.findById(proposal._id).lean();
  if (!decision || decision.kind === 'accept') return proposal;
  return closeProposal(proposal, CLOSED_STATUS[decision.kind], decision.at);
}

/** Whether the accept decision was taken (its process may have died before it stored the plan). */
export async function acceptDecided(proposalId: Types.ObjectId): Promise<{ userId: string | null; at: Date } | null> {
  const decision = await TradeDecision.findById(proposalId).lean();
  return decision?.kind === 'accept' ? { userId: decision.userId ?? null, at: decision.at } : null;
}

const CLOSED_NOTICE: Record<Exclude<TradeDecisionKind, 'accept'>, TradeNotice> = {
  reject: 'tradeRejected',
  withdraw: 'tradeWithdrawn',
  cancel: 'tradeCancelled',
};

/**
 * Reject, withdraw or cancel a pending proposal: the proposal as closed when this call decided it (the status is set
 * and the managers told: by the decision's own notice unless another is given), null when another decision came first.
 */
export async function closeByDecision(
  deps: TradeDeps,
  proposal: TradeProposalFields,
  kind: Exclude<TradeDecisionKind, 'accept'>,
  userId: string | null,
  notice: { kind: TradeNotice; sides?: TradeSide[] } = { kind: CLOSED_NOTICE[kind] },
): Promise<TradeProposalFields | null> {
  const at = new Date();
  if (!(await claimDecision(proposal._id, kind, userId, at))) return null;
  const closed = await closeProposal(proposal, CLOSED_STATUS[kind], at);
  await notifyTrade(deps, closed, notice.kind, notice.sides);
  return closed;
}

/** Whether both players of a proposal are still on the rosters it names. */
export async function playersStillThere(proposal: TradeProposalFields): Promise<boolean> {
  const docs = await RosterPlayer.find(
    { _id: mongoose.trusted({ $in: [proposal.fromRosterPlayerId, proposal.toRosterPlayerId] }) },
    { _id: 1, rosterId: 1 },
  ).lean();
  const rosterOf = new Map(docs.map((doc) => [doc._id.toHexString(), doc.rosterId.toHexString()]));
  return (
    rosterOf.get(String(proposal.fromRosterPlayerId)) === String(proposal.fromRosterId) &&
    rosterOf.get(String(proposal.toRosterPlayerId)) === String(proposal.toRosterId)
  );
}

/**
 * A pending proposal whose player left his roster (cut, traded, another trade accepted) is cancelled and both managers
 * told. Returns the proposal as it is now.
 */
export async function cancelIfPlayerLeft(deps: TradeDeps, proposal: TradeProposalFields): Promise<TradeProposalFields> {
  if (proposal.status !== 'pending' || (await playersStillThere(proposal))) return proposal;
  const cancelled = await closeByDecision(deps, proposal, 'cancel', null);
  if (cancelled) return cancelled;
  logger.info({ proposalId: String(proposal._id) }, 'trade: another decision came before the cancel');
  return (await loadProposal(proposal._id)) ?? proposal;
}

/**
 * A pending proposal one of whose teams lost its manager (he deleted his account) is cancelled: nobody would ever
 * answer it, or accept the answer. The manager still there is told. Returns the proposal as it is now.
 */
export async function cancelIfManagerLeft(
  deps: TradeDeps,
  proposal: TradeProposalFields,
): Promise<TradeProposalFields> {
  if (proposal.status !== 'pending') return proposal;
  const [fromLeft, toLeft] = await Promise.all([
    AutoLineup.exists({ _id: proposal.fromRosterId }),
    AutoLineup.exists({ _id: proposal.toRosterId }),
  ]);
  if (!fromLeft && !toLeft) return proposal;
  const staying: TradeSide[] = [...(fromLeft ? [] : ['from' as const]), ...(toLeft ? [] : ['to' as const])];
  const cancelled = await closeByDecision(deps, proposal, 'cancel', null, { kind: 'tradeManagerLeft', sides: staying });
  if (cancelled) return cancelled;
  logger.info({ proposalId: String(proposal._id) }, 'trade: another decision came before the cancel');
  return (await loadProposal(proposal._id)) ?? proposal;
}
