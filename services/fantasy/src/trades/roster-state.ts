import type { Types } from 'mongoose';
import {
  lineupOf,
  ROSTER_SLOTS,
  type FantasyPosition,
  type Landing,
  type LineupPlayer,
  type RosterPlayerInfo,
  type RosterPlayerView,
} from '@hfl/contracts';
import { unknownPlayer } from '../rosters/directory';
import { RosterPlayer } from '../models/roster-player';

/** A roster player as a trade reads him: his place and the real player (position, name). */
export interface TradeRosterPlayer extends LineupPlayer {
  rosterId: string;
  playerId: string;
  addedAt: Date;
  player: RosterPlayerInfo;
}

/** A roster's players as they are now, each with his real position. */
export async function rosterPlayers(
  rosterId: Types.ObjectId,
  directory: Map<string, RosterPlayerInfo>,
): Promise<TradeRosterPlayer[]> {
  const docs = await RosterPlayer.find({ rosterId }).lean();
  return docs.map((doc) => {
    const playerId = doc.playerId.toHexString();
    const player = directory.get(playerId) ?? unknownPlayer(playerId);
    return {
      id: doc._id.toHexString(),
      rosterId: doc.rosterId.toHexString(),
      playerId,
      position: player.position,
      fantasyPosition: doc.fantasyPosition as FantasyPosition,
      addedAt: doc.addedAt,
      player,
    };
  });
}

/** Whether a starting slot has room for one more (TE_WR twice). */
export function slotHasRoom(players: readonly LineupPlayer[], slot: FantasyPosition): boolean {
  const capacity = ROSTER_SLOTS.filter((s) => s === slot).length;
  return players.filter((p) => p.fantasyPosition === slot).length < capacity;
}

/**
 * The roster as it would be after a trade: `leaving` goes, `incoming` arrives at the landing's place, and the
 * landing's promotions move up from the bench.
 */
export function rosterAfter(
  players: readonly TradeRosterPlayer[],
  leaving: string,
  incoming: TradeRosterPlayer,
  landing: Landing,
): TradeRosterPlayer[] {
  const promoted = new Map(landing.promotions.map((p) => [p.id, p.fantasyPosition]));
  return [
    ...players
      .filter((p) => p.id !== leaving)
      .map((p) => ({ ...p, fantasyPosition: promoted.get(p.id) ?? p.fantasyPosition })),
    { ...incoming, fantasyPosition: landing.fantasyPosition },
  ];
}

/**
 * The players as a roster view lists them: starters in lineup order, then the bench. A preview shows places, not
 * points: `weekPoints` null and `seasonPoints` 0.
 */
export function previewViews(players: readonly TradeRosterPlayer[]): RosterPlayerView[] {
  const lineup = lineupOf(players);
  const ordered = [...lineup.starters.flatMap((s) => (s.player ? [s.player] : [])), ...lineup.bench];
  return ordered.map((p) => ({
    id: p.id,
    rosterPlayerId: p.id,
    activityStatus: p.fantasyPosition === 'BENCH' ? 'bench' : 'active',
    fantasyPosition: p.fantasyPosition,
    addedAt: p.addedAt.toISOString(),
    player: {
      id: p.player.id,
      name: p.player.name,
      position: p.player.position,
      team: p.player.team,
      photoUrl: p.player.photoUrl,
      jerseyNumber: p.player.jerseyNumber,
    },
    weekPoints: null,
    seasonPoints: 0,
  }));
}
