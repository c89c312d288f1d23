import {
  ROSTER_BENCH,
  ROSTER_SIZE,
  ROSTER_SLOTS,
  slotAccepts,
  type FantasyPosition,
  type StartingSlot,
} from './rosters';
import type { Position } from './scoring';

/**
 * A roster's lineup rules (player-app.md sections 4 "Roster activity" and 5 "Roster slots"), pure so the pages and
 * the fantasy service decide alike: which moves a player has, which switches are legal, where an incoming player
 * lands. A roster player fills a starting slot (its `fantasyPosition`, TE_WR twice) or sits on the BENCH.
 */
export interface LineupPlayer {
  /** The roster player's id. */
  id: string;
  position: Position;
  fantasyPosition: FantasyPosition;
}

export interface Lineup<P extends LineupPlayer = LineupPlayer> {
  /** One entry per starting slot, in ROSTER_SLOTS order. */
  starters: Array<{ slot: StartingSlot; player: P | null }>;
  bench: P[];
}

/** The players laid out in the lineup's slots; a second TE_WR fills the second TE_WR slot. */
export function lineupOf<P extends LineupPlayer>(players: readonly P[]): Lineup<P> {
  const starters: Lineup<P>['starters'] = ROSTER_SLOTS.map((slot) => ({ slot, player: null }));
  const bench: P[] = [];
  for (const player of players) {
    const free = starters.find(({ slot, player: taken }) => slot === player.fantasyPosition && taken === null);
    if (free) free.player = player;
    else bench.push(player);
  }
  return { starters, bench };
}

const countOf = (lineup: Lineup): number => lineup.starters.filter((s) => s.player).length + lineup.bench.length;
const slotOf = (lineup: Lineup, id: string) => lineup.starters.find((s) => s.player?.id === id);

/** What "move to bench" or "move to active" offers for a player. */
export type MoveOption<P extends LineupPlayer = LineupPlayer> =
  /** Straight into `slot` (BENCH for the bench). */
  | { kind: 'move'; slot: FantasyPosition }
  /** No free place: switch with one of these. */
  | { kind: 'switch'; candidates: P[] }
  /** Nothing possible ("Cannot move to bench - no available spots"). */
  | { kind: 'none' };

/**
 * Moving a starter to the bench: straight there with fewer than 6 on the bench; with 6, a switch with a bench player
 * who fits the starter's slot; none: no available spots.
 */
export function benchMove<P extends LineupPlayer>(lineup: Lineup<P>, id: string): MoveOption<P> {
  const from = slotOf(lineup, id);
  if (!from) return { kind: 'none' };
  if (lineup.bench.length < ROSTER_BENCH) return { kind: 'move', slot: 'BENCH' };
  const candidates = lineup.bench.filter((p) => slotAccepts(from.slot, p.position));
  return candidates.length > 0 ? { kind: 'switch', candidates } : { kind: 'none' };
}

/**
 * Moving a bench player into the lineup: a free starting slot that takes his position (the first in lineup order);
 * otherwise a switch with a starter whose slot takes him; none: nothing possible.
 */
export function activeMove<P extends LineupPlayer>(lineup: Lineup<P>, id: string): MoveOption<P> {
  const player = lineup.bench.find((p) => p.id === id);
  if (!player) return { kind: 'none' };
  const free = lineup.starters.find((s) => s.player === null && slotAccepts(s.slot, player.position));
  if (free) return { kind: 'move', slot: free.slot };
  const candidates = lineup.starters.flatMap((s) =>
    s.player && slotAccepts(s.slot, player.position) ? [s.player] : [],
  );
  return candidates.length > 0 ? { kind: 'switch', candidates } : { kind: 'none' };
}

/**
 * The places two players take when switched, or null when they may not: a starter and a bench player (the bench
 * player must fit the starter's slot), or two starters who each fit the other's slot. Two bench players have nothing
 * to switch.
 */
export function switchPlaces(
  lineup: Lineup,
  aId: string,
  bId: string,
): Array<{ id: string; fantasyPosition: FantasyPosition }> | null {
  if (aId === bId) return null;
  const [a, b] = [slotOf(lineup, aId), slotOf(lineup, bId)];
  const [benchA, benchB] = [aId, bId].map((id) => lineup.bench.find((p) => p.id === id));
  if (a?.player && b?.player) {
    if (!slotAccepts(a.slot, b.player.position) || !slotAccepts(b.slot, a.player.position)) return null;
    return [
      { id: aId, fantasyPosition: b.slot },
      { id: bId, fantasyPosition: a.slot },
    ];
  }
  const starter = a ?? b;
  const benched = benchA ?? benchB;
  if (!starter?.player || !benched || !slotAccepts(starter.slot, benched.position)) return null;
  return [
    { id: starter.player.id, fantasyPosition: 'BENCH' },
    { id: benched.id, fantasyPosition: starter.slot },
  ];
}

/** Where an incoming player lands, and who moves up from the bench to make room. */
export interface Landing {
  fantasyPosition: FantasyPosition;
  promotions: Array<{ id: string; fantasyPosition: StartingSlot }>;
}

/**
 * Where a player joining the roster lands; null when he cannot (a full roster, or a full bench and no starting place
 * for him or for a bench player). A free agent takes a free starting slot that fits him, else the bench. A traded
 * player (`replacing` the roster player leaving) takes the leaving player's slot if he fits it, else the bench, else a
 * free starting slot that fits him. With the bench full, a bench player who fits an empty starting slot moves up and
 * the newcomer takes his place on the bench.
 */
export function landingOf(lineup: Lineup, position: Position, replacing?: string): Landing | null {
  const leaving = replacing ? slotOf(lineup, replacing) : undefined;
  const bench = lineup.bench.filter((p) => p.id !== replacing);
  const empty = lineup.starters.filter((s) => s.player === null || s === leaving).map((s) => s.slot);
  if (countOf(lineup) - (replacing ? 1 : 0) >= ROSTER_SIZE) return null;
  if (leaving && slotAccepts(leaving.slot, position)) return { fantasyPosition: leaving.slot, promotions: [] };
  const freeFit = empty.find((slot) => slotAccepts(slot, position));
  if (!replacing && freeFit) return { fantasyPosition: freeFit, promotions: [] };
  if (bench.length < ROSTER_BENCH) return { fantasyPosition: 'BENCH', promotions: [] };
  if (freeFit) return { fantasyPosition: freeFit, promotions: [] };
  for (const slot of empty) {
    const mover = bench.find((p) => slotAccepts(slot, p.position));
    if (mover) return { fantasyPosition: 'BENCH', promotions: [{ id: mover.id, fantasyPosition: slot }] };
  }
  return null;
}

/** The order bestLineup and startingSlots fill the starting slots in: the scarcest first. */
const BEST_LINEUP_ORDER: readonly StartingSlot[] = ['QB', 'K', 'DEF', 'HC', 'RB', 'TE_WR', 'TE_WR', 'FLEX'];

/**
 * Which starting slot each starter is named by, from who starts alone: every page and the service name a lineup's
 * slots with this one rule, so the game center (whose round lineups keep who started, not where) and My Team always
 * agree. The slots are filled scarcest first (QB, K, DEF, HC, RB, TE_WR, TE_WR, FLEX), each by the fitting starter
 * with the lowest `id` (pass the real player's id: the one every page knows); it finds a place for every starter of a
 * legal lineup. A starter left without a fitting slot (an illegal lineup) is not in the answer.
 */
export function startingSlots(starters: readonly { id: string; position: Position }[]): Map<string, StartingSlot> {
  const left = [...starters].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const slots = new Map<string, StartingSlot>();
  for (const slot of BEST_LINEUP_ORDER) {
    const index = left.findIndex((player) => slotAccepts(slot, player.position));
    if (index >= 0) slots.set(left.splice(index, 1)[0]!.id, slot);
  }
  return slots;
}

/**
 * The best legal lineup by points: starting slots filled scarcest first (QB, K, DEF, HC, then RB, then TE_WR, TE_WR,
 * then FLEX: each takes the highest-points eligible player left; ties by id), everyone else on the bench. Returns each
 * player id's FantasyPosition. Never more than ROSTER_BENCH on the bench for a roster that can fill every slot (a
 * roster has at most 14 players); a roster missing a position leaves that slot empty and benches the rest. This order
 * gives the most starters' points: each single-position slot takes its best player, and FLEX the best of the others.
 */
export function bestLineup(
  players: readonly { id: string; position: Position; points: number }[],
): Map<string, FantasyPosition> {
  const left = [...players].sort((a, b) => b.points - a.points || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const places = new Map<string, FantasyPosition>();
  for (const slot of BEST_LINEUP_ORDER) {
    const index = left.findIndex((player) => slotAccepts(slot, player.position));
    if (index >= 0) places.set(left.splice(index, 1)[0]!.id, slot);
  }
  for (const player of left) places.set(player.id, 'BENCH');
  return places;
}
