import { Types } from 'mongoose';
import {
  landingOf,
  lineupOf,
  ROSTER_BENCH,
  ROSTER_SIZE,
  type FantasyPosition,
  type StartingSlot,
} from '@hfl/contracts';
import { ConflictError } from '@hfl/kit';
import { RosterPlayer } from '../models/roster-player';
import type { TradeMove, TradeProposalFields } from '../models/trade-proposal';
import { playerDirectory, teamDirectory } from '../rosters/directory';
import type { TradeDeps } from './context';
import { rosterPlayers, slotHasRoom } from './roster-state';
import { unknownTeam } from './views';

/**
 * The moves of an accepted trade: planned from both rosters as they are (`planMoves`), then applied one by one
 * (`applyMove`), each an idempotent single-document update. The order and the resumption live in the proposal's
 * state machine (proposal-machine.ts).
 */

const activityOf = (position: FantasyPosition) => (position === 'BENCH' ? 'bench' : 'active');

/** Both sides of a trade as the rosters hold them now; null when either player left his roster. */
export async function sidesOf(deps: TradeDeps, proposal: TradeProposalFields) {
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
export async function planMoves(deps: TradeDeps, proposal: TradeProposalFields, sides: TradeSides) {
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
export async function applyMove(deps: TradeDeps, proposal: TradeProposalFields, move: TradeMove): Promise<void> {
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

export type TradeSides = NonNullable<Awaited<ReturnType<typeof sidesOf>>>;
