import mongoose, { type Types } from 'mongoose';
import type { TradeProposalStatus } from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError, logger } from '@hfl/kit';
import { markCardPending, refreshLineup } from '../lineups/lineups';
import { requireOpen, rosterOpenness } from '../league-seasons/openness';
import { AutoLineup } from '../models/auto-lineup';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { RosterPlayer } from '../models/roster-player';
import {
  TradeClaim,
  TradeDecision,
  TradeProposal,
  tradeClaimId,
  type TradeDecisionKind,
  type TradeMove,
  type TradeProposalFields,
} from '../models/trade-proposal';
import { recordActivity } from '../rosters/activity';
import { withRosterLocks } from '../rosters/roster-lock';
import { keepStartedLineups } from '../rosters/snapshots';
import { applyMove, planMoves, sidesOf } from './accept-moves';
import type { TradeDeps } from './context';
import { notifyTrade, type TradeNotice, type TradeSide } from './notify';

/**
 * A trade proposal's life, one state machine; its states and transitions read top to bottom in this file.
 *
 *   pending ── reject ─────────────────────────────────────────────▶ rejected
 *   pending ── withdraw ───────────────────────────────────────────▶ withdrawn
 *   pending ── cancel (a player left his roster, a manager left) ──▶ cancelled
 *   pending ── accept ──▶ accepting ── every move applied ─────────▶ accepted
 *                         accepting ── the trade cannot be made ───▶ cancelled
 *
 * 1. Decision. Every transition out of pending starts with the proposal's one TradeDecision, a unique insert: the
 *    first of accept, reject, withdraw and cancel wins, the others find a duplicate key and lose.
 * 2. Closing (reject, withdraw, cancel): the status follows the decision in one single-document update and the claim
 *    on the pair of players is released; the managers are told.
 * 3. Accepting, holding both rosters' locks: the rounds started so far keep their lineups, the planned moves are
 *    stored (status 'accepting'), each move is one single-document update counted done after it (`movesDone`): the
 *    offered player is parked off both rosters (his roster keeps 13), the receiving side's promotions, the wanted
 *    player into the proposer's roster, the other side's promotions, the parked player into the receiver's roster. A
 *    player is never on two rosters (the unique (league season, player) index holds: a move changes the same
 *    document's roster) and no roster ever holds more than 14. Then both packed lineups are refreshed, the league
 *    activity gets one 'trade' line per team (idempotent keys), the status becomes 'accepted'; outside the locks the
 *    proposer is told and every other pending proposal naming either player is cancelled.
 * 4. Settling. A process that dies between two steps leaves a decision the status does not show yet, or an accept in
 *    the middle: the next read of the proposal or of either team's proposals, and the minute sweep, `settle` it.
 */

// 1. The decision.

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

/** Whether the accept decision was taken (its process may have died before it stored the plan). */
export async function acceptDecided(proposalId: Types.ObjectId): Promise<{ userId: string | null; at: Date } | null> {
  const decision = await TradeDecision.findById(proposalId).lean();
  return decision?.kind === 'accept' ? { userId: decision.userId ?? null, at: decision.at } : null;
}

// 2. Closing: rejected, withdrawn, cancelled.

const CLOSED_STATUS: Record<Exclude<TradeDecisionKind, 'accept'>, TradeProposalStatus> = {
  reject: 'rejected',
  withdraw: 'withdrawn',
  cancel: 'cancelled',
};

const CLOSED_NOTICE: Record<Exclude<TradeDecisionKind, 'accept'>, TradeNotice> = {
  reject: 'tradeRejected',
  withdraw: 'tradeWithdrawn',
  cancel: 'tradeCancelled',
};

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

// 2b. Automatic cancels: a player left his roster, a manager left.

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

/**
 * Every pending proposal naming one of these roster players who has left his roster is cancelled, both its managers
 * told. A cut or a trade may call it at once; otherwise the next read of the proposals or the minute sweep does it.
 */
export async function cancelProposalsNaming(
  deps: TradeDeps,
  rosterPlayerIds: readonly Types.ObjectId[],
): Promise<void> {
  const ids = mongoose.trusted({ $in: [...rosterPlayerIds] });
  const pending = await TradeProposal.find({
    $or: [{ fromRosterPlayerId: ids }, { toRosterPlayerId: ids }],
    status: 'pending',
  }).lean<TradeProposalFields[]>();
  for (const proposal of pending) await cancelIfPlayerLeft(deps, proposal);
}

// 3. Accepting.

export type AcceptOutcome = { proposal: TradeProposalFields } | { gone: TradeProposalFields } | { lost: true };

/**
 * The receiving manager accepts a pending proposal (the caller checked who): refused while either roster is not open;
 * a proposal whose player left is cancelled (both told); a lost race answers `lost`.
 */
export async function acceptPending(
  deps: TradeDeps,
  proposal: TradeProposalFields,
  userId: string,
): Promise<AcceptOutcome> {
  const season = await LeagueSeason.findById(proposal.leagueSeasonId).lean<LeagueSeasonFields>();
  if (!season) throw new ConflictError('errors:tradeNotPending');
  const run = await withRosterLocks(
    [proposal.fromRosterId, proposal.toRosterId],
    async (): Promise<AcceptRun | 'lost' | 'gone'> => {
      const current = await loadProposal(proposal._id);
      if (!current || current.status !== 'pending') return 'lost';
      const openness = await rosterOpenness(deps.stats, season);
      requireOpen(openness);
      // Before any player moves: the rounds started so far keep the lineups both teams started them with.
      await Promise.all(
        [
          { _id: current.fromRosterId, fantasyTeamId: current.fromTeamId },
          { _id: current.toRosterId, fantasyTeamId: current.toTeamId },
        ].map((roster) =>
          keepStartedLineups({ ...roster, leagueSeasonId: current.leagueSeasonId }, openness.currentWeek),
        ),
      );
      const sides = await sidesOf(deps, current);
      if (!sides) return 'gone';
      const moves = await planMoves(deps, current, sides);
      const at = new Date();
      if (!(await claimDecision(current._id, 'accept', userId, at))) return 'lost';
      await storePlan(current, moves, at);
      return runAccept(deps, current._id);
    },
  );
  if (run === 'lost') return { lost: true };
  if (run === 'gone') {
    const cancelled = await closeByDecision(deps, proposal, 'cancel', null);
    return cancelled ? { gone: cancelled } : { lost: true };
  }
  return { proposal: await afterAccept(deps, run) };
}

type AcceptRun =
  | { outcome: 'accepted'; proposal: TradeProposalFields; now: boolean }
  | { outcome: 'cancel'; proposal: TradeProposalFields }
  | { outcome: 'other'; proposal: TradeProposalFields };

/**
 * Runs (or resumes) an accepted proposal's steps; the caller holds both rosters' locks. A decision taken whose plan
 * was never stored (the process died right after it) is planned now.
 */
async function runAccept(deps: TradeDeps, proposalId: Types.ObjectId): Promise<AcceptRun> {
  const stored = await loadProposal(proposalId);
  if (!stored) throw new Error(`trade proposal ${String(proposalId)} vanished`);
  let proposal: TradeProposalFields = stored;
  if (proposal.status === 'accepted') return { outcome: 'accepted', proposal, now: false };
  if (proposal.status === 'pending') {
    const decided = await acceptDecided(proposal._id);
    if (!decided) return { outcome: 'other', proposal };
    const sides = await sidesOf(deps, proposal);
    if (!sides) return { outcome: 'cancel', proposal };
    let moves: TradeMove[];
    try {
      moves = await planMoves(deps, proposal, sides);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      return { outcome: 'cancel', proposal }; // The lineups changed so much that the trade cannot be made any more.
    }
    await storePlan(proposal, moves, decided.at);
    proposal = { ...proposal, status: 'accepting', moves, movesDone: 0, decidedAt: decided.at };
  }
  if (proposal.status !== 'accepting') return { outcome: 'other', proposal };
  // The rosters' cards (what reads serve) stop being trusted until refreshLineup rewrites them from the moved players:
  // an accept killed between two moves leaves them pending, and the next read rebuilds them.
  await Promise.all(
    [
      { leagueSeasonId: proposal.leagueSeasonId, fantasyTeamId: proposal.fromTeamId },
      { leagueSeasonId: proposal.leagueSeasonId, fantasyTeamId: proposal.toTeamId },
    ].map(markCardPending),
  );
  for (let i = proposal.movesDone; i < proposal.moves.length; i++) {
    await applyMove(deps, proposal, proposal.moves[i]!);
    await deps.afterMove?.(i);
    await TradeProposal.updateOne({ _id: proposal._id }, { $set: { movesDone: i + 1 } });
  }
  await Promise.all([refreshLineup(proposal.fromRosterId), refreshLineup(proposal.toRosterId)]);
  const decision = await acceptDecided(proposal._id);
  const at = proposal.decidedAt ?? decision?.at ?? new Date();
  const done = proposal;
  const line = (teamId: Types.ObjectId, gets: Types.ObjectId, otherTeamId: Types.ObjectId, otherGets: Types.ObjectId) =>
    recordActivity({
      key: `trade:${done._id.toHexString()}:${teamId.toHexString()}`,
      leagueId: done.leagueId,
      leagueSeasonId: done.leagueSeasonId,
      type: 'trade',
      teamId,
      userId: decision?.userId ?? done.proposedBy,
      playerId: gets,
      otherTeamId,
      otherPlayerId: otherGets,
      at,
    });
  await line(proposal.fromTeamId, proposal.toPlayerId, proposal.toTeamId, proposal.fromPlayerId);
  await line(proposal.toTeamId, proposal.fromPlayerId, proposal.fromTeamId, proposal.toPlayerId);
  return { outcome: 'accepted', proposal: await closeProposal(proposal, 'accepted', at), now: true };
}

async function storePlan(proposal: TradeProposalFields, moves: TradeMove[], at: Date): Promise<void> {
  await TradeProposal.updateOne(
    { _id: proposal._id },
    { $set: { status: 'accepting', moves, movesDone: 0, decidedAt: at } },
  );
}

/** After an accept's steps, outside the locks: tell the proposer, cancel every other pending proposal of either player. */
async function afterAccept(deps: TradeDeps, run: AcceptRun): Promise<TradeProposalFields> {
  if (run.outcome === 'cancel') {
    // The accept decision stands for the race, but the trade cannot be made: the proposal ends cancelled.
    const cancelled = await closeProposal(run.proposal, 'cancelled', new Date());
    await notifyTrade(deps, cancelled, 'tradeCancelled');
    return cancelled;
  }
  if (run.outcome !== 'accepted' || !run.now) return run.proposal;
  await notifyTrade(deps, run.proposal, 'tradeAccepted');
  await cancelOthers(deps, run.proposal);
  return run.proposal;
}

/** Every other pending proposal naming one of the traded players is cancelled (both its managers told). */
async function cancelOthers(deps: TradeDeps, accepted: TradeProposalFields): Promise<void> {
  await cancelProposalsNaming(deps, [accepted.fromRosterPlayerId, accepted.toRosterPlayerId]);
}

/**
 * Finishes an accept left in the middle (or only decided), holding both rosters' locks; then tells and cancels as a
 * completed accept does. Any read of a proposal that is accepting, and the sweep, call it.
 */
export async function finishAccept(deps: TradeDeps, proposal: TradeProposalFields): Promise<TradeProposalFields> {
  const run = await withRosterLocks([proposal.fromRosterId, proposal.toRosterId], () => runAccept(deps, proposal._id));
  return afterAccept(deps, run);
}

// 4. Settling what a dead process left.

/**
 * The proposal as it is once whatever a dead process left is done: a decision not shown yet is applied, an accept in
 * the middle finished, a pending proposal whose player left his roster, or whose team lost its manager, cancelled.
 * A resume that cannot go on yet (a roster busy or full: a ConflictError) leaves it accepting for the next read or
 * sweep; any other error is thrown to the caller, never only logged.
 */
export async function settle(deps: TradeDeps, proposal: TradeProposalFields): Promise<TradeProposalFields> {
  try {
    let now = await applyClosingDecision(proposal);
    if (now.status === 'accepting' || (now.status === 'pending' && (await acceptDecided(now._id))))
      now = await finishAccept(deps, now);
    return await cancelIfManagerLeft(deps, await cancelIfPlayerLeft(deps, now));
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    logger.info({ proposalId: String(proposal._id), reason: error.message }, 'trade: the accept waits to go on');
    return (await loadProposal(proposal._id)) ?? proposal;
  }
}
