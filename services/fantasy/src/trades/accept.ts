import mongoose, { Types } from 'mongoose';
import {
  landingOf,
  lineupOf,
  ROSTER_BENCH,
  ROSTER_SIZE,
  type FantasyPosition,
  type StartingSlot,
} from '@hfl/contracts';
import { ConflictError, logger } from '@hfl/kit';
import { markCardPending, refreshLineup } from '../lineups/lineups';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { RosterPlayer } from '../models/roster-player';
import { TradeProposal, type TradeMove, type TradeProposalFields } from '../models/trade-proposal';
import { recordActivity } from '../rosters/activity';
import { teamDirectory } from '../rosters/directory';
import { requireOpen, rosterOpenness } from '../rosters/openness';
import { keepStartedLineups } from '../rosters/snapshots';
import { withRosterLocks } from '../rosters/roster-lock';
import type { TradeDeps } from './context';
import {
  acceptDecided,
  applyClosingDecision,
  cancelIfManagerLeft,
  cancelIfPlayerLeft,
  closeByDecision,
  closeProposal,
  claimDecision,
  loadProposal,
} from './decisions';
import { notifyTrade } from './notify';
import { playerDirectory } from '../rosters/directory';
import { rosterPlayers, slotHasRoom } from './roster-state';
import { unknownTeam } from './views';

/**
 * Accepting a trade: a state machine whose steps are each idempotent, run while holding both rosters' locks.
 *
 * 1. The accept decision is inserted (it settles the race with a reject, a withdraw, a cancel or another accept).
 * 2. The planned moves are stored on the proposal (status 'accepting').
 * 3. Each move is one single-document update of a RosterPlayer to its stored target, counted done after it
 *    (`movesDone`): the offered player is parked off both rosters (his roster keeps 13), the receiving side's
 *    promotions, the wanted player into the proposer's roster, the other side's promotions, the parked player into
 *    the receiver's roster. A player is never on two rosters (the unique (league season, player) index holds: a move
 *    changes the same document's roster) and no roster ever holds more than 14.
 * 4. Both packed lineups are refreshed, the league activity gets one 'trade' line per team (idempotent keys), the
 *    proposal is marked 'accepted'; then every other pending proposal naming either player is cancelled.
 *
 * A process killed anywhere in between leaves the decision (and perhaps the plan); the next read of the proposal or
 * of either team's proposals, and the minute sweep, run `finishAccept`, which applies what is left.
 */

const activityOf = (position: FantasyPosition) => (position === 'BENCH' ? 'bench' : 'active');

/** Both sides of a trade as the rosters hold them now; null when either player left his roster. */
async function sidesOf(deps: TradeDeps, proposal: TradeProposalFields) {
  const directory = await playerDirectory(deps.stats, String(proposal.realSeasonId));
  const [fromPlayers, toPlayers] = await Promise.all([
    rosterPlayers(proposal.fromRosterId, directory),
    rosterPlayers(proposal.toRosterId, directory),
  ]);
  const offered = fromPlayers.find((p) => p.id === String(proposal.fromRosterPlayerId));
  const wanted = toPlayers.find((p) => p.id === String(proposal.toRosterPlayerId));
  if (!offered || !wanted) return null;
  return { fromPlayers, toPlayers, offered, wanted };
}

/** The trade's moves in order, or the 409 naming the team whose lineup it would leave illegal. */
async function planMoves(
  deps: TradeDeps,
  proposal: TradeProposalFields,
  sides: NonNullable<Awaited<ReturnType<typeof sidesOf>>>,
) {
  const { fromPlayers, toPlayers, offered, wanted } = sides;
  const intoFrom = landingOf(lineupOf(fromPlayers), wanted.position, offered.id);
  const intoTo = landingOf(lineupOf(toPlayers), offered.position, wanted.id);
  if (!intoFrom || !intoTo) {
    const teams = await teamDirectory(deps.leagues, String(proposal.leagueId));
    const teamId = String(!intoFrom ? proposal.fromTeamId : proposal.toTeamId);
    throw new ConflictError('errors:tradeWouldBeIllegal', { team: (teams?.get(teamId) ?? unknownTeam(teamId)).name });
  }
  const playerOf = new Map([...fromPlayers, ...toPlayers].map((p) => [p.id, p.playerId]));
  const move = (rosterPlayerId: string, rosterId: Types.ObjectId, fantasyPosition: FantasyPosition): TradeMove => ({
    rosterPlayerId: new Types.ObjectId(rosterPlayerId),
    playerId: new Types.ObjectId(playerOf.get(rosterPlayerId)),
    rosterId,
    fantasyPosition,
  });
  return [
    move(offered.id, proposal._id, 'BENCH'),
    ...intoFrom.promotions.map((p) => move(p.id, proposal.fromRosterId, p.fantasyPosition)),
    move(wanted.id, proposal.fromRosterId, intoFrom.fantasyPosition),
    ...intoTo.promotions.map((p) => move(p.id, proposal.toRosterId, p.fantasyPosition)),
    move(offered.id, proposal.toRosterId, intoTo.fantasyPosition),
  ];
}

/**
 * One move, idempotent: done again it changes nothing. A resumed accept may find a roster changed while no lock was
 * held (its process died): a player cut meanwhile is not moved; a promotion whose slot was filled is skipped; an
 * incoming player whose planned place was taken lands where the lineup rules put him now, and one who cannot land
 * (the roster was filled) leaves the proposal accepting until there is room (never a 15th player).
 */
async function applyMove(deps: TradeDeps, proposal: TradeProposalFields, move: TradeMove): Promise<void> {
  const doc = await RosterPlayer.findById(move.rosterPlayerId).lean();
  if (!doc) return; // cut while the accept was stopped
  const parking = move.rosterId.equals(proposal._id);
  if (parking) {
    if (doc.rosterId.equals(proposal.fromRosterId))
      await RosterPlayer.updateOne(
        { _id: doc._id },
        { $set: { rosterId: proposal._id, fantasyPosition: 'BENCH', activityStatus: 'bench' } },
      );
    return;
  }
  if (doc.rosterId.equals(move.rosterId) && doc.fantasyPosition === move.fantasyPosition) return; // done
  const traded = doc._id.equals(proposal.fromRosterPlayerId) || doc._id.equals(proposal.toRosterPlayerId);
  const directory = await playerDirectory(deps.stats, String(proposal.realSeasonId));
  const there = (await rosterPlayers(move.rosterId, directory)).filter((p) => p.id !== doc._id.toHexString());
  if (!traded) {
    // A promotion: a bench player of this roster moves up into a free slot.
    if (
      doc.rosterId.equals(move.rosterId) &&
      doc.fantasyPosition === 'BENCH' &&
      slotHasRoom(there, move.fantasyPosition)
    )
      await RosterPlayer.updateOne(
        { _id: doc._id },
        { $set: { fantasyPosition: move.fantasyPosition, activityStatus: 'active' } },
      );
    return;
  }
  const source = doc._id.equals(proposal.fromRosterPlayerId) ? proposal._id : proposal.toRosterId;
  if (!doc.rosterId.equals(source)) return; // moved or cut by someone else while the accept was stopped
  let place: FantasyPosition = move.fantasyPosition;
  const benchCount = there.filter((p) => p.fantasyPosition === 'BENCH').length;
  const fits = place === 'BENCH' ? benchCount < ROSTER_BENCH : slotHasRoom(there, place);
  if (there.length >= ROSTER_SIZE) throw new ConflictError('errors:rosterFull', { size: ROSTER_SIZE });
  if (!fits) {
    const position = (directory.get(doc.playerId.toHexString()) ?? { position: 'QB' as const }).position;
    const landing = landingOf(lineupOf(there), position);
    if (!landing) throw new ConflictError('errors:rosterFull', { size: ROSTER_SIZE });
    for (const promotion of landing.promotions)
      await RosterPlayer.updateOne(
        { _id: new Types.ObjectId(promotion.id) },
        { $set: { fantasyPosition: promotion.fantasyPosition satisfies StartingSlot, activityStatus: 'active' } },
      );
    place = landing.fantasyPosition;
  }
  await RosterPlayer.updateOne(
    { _id: doc._id },
    {
      $set: {
        rosterId: move.rosterId,
        fantasyPosition: place,
        activityStatus: activityOf(place),
        addedAt: proposal.decidedAt ?? new Date(),
      },
    },
  );
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

/**
 * Finishes an accept left in the middle (or only decided), holding both rosters' locks; then tells and cancels as a
 * completed accept does. Any read of a proposal that is accepting, and the sweep, call it.
 */
export async function finishAccept(deps: TradeDeps, proposal: TradeProposalFields): Promise<TradeProposalFields> {
  const run = await withRosterLocks([proposal.fromRosterId, proposal.toRosterId], () => runAccept(deps, proposal._id));
  return afterAccept(deps, run);
}

/**
 * The proposal as it is once whatever a dead process left is done: a decision not shown yet is applied, an accept in
 * the middle finished, a pending proposal whose player left his roster, or whose team lost its manager, cancelled. Never throws for a resume that
 * cannot go on yet (it stays accepting, and the sweep tries again).
 */
export async function settle(deps: TradeDeps, proposal: TradeProposalFields): Promise<TradeProposalFields> {
  try {
    let now = await applyClosingDecision(proposal);
    if (now.status === 'accepting' || (now.status === 'pending' && (await acceptDecided(now._id))))
      now = await finishAccept(deps, now);
    return await cancelIfManagerLeft(deps, await cancelIfPlayerLeft(deps, now));
  } catch (err) {
    logger.warn({ err, proposalId: String(proposal._id) }, 'trade: could not settle the proposal yet');
    return (await loadProposal(proposal._id)) ?? proposal;
  }
}

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
