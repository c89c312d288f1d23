import { ROSTER_SIZE, ROSTER_SLOTS, SLOT_POSITIONS, type StartingSlot } from './rosters';
import { createRandom } from './random';
import type { Position } from './scoring';

/**
 * The live snake draft's rules (player-app.md sections 4 and 9): 14 rounds (one pick per roster place), the order
 * flipping every round, every pick the same share of the draft period.
 */
export const DRAFT_ROUNDS = ROSTER_SIZE;
/** Without a live socket the room asks for the team on the clock this often. */
export const DRAFT_POLL_MS = 4_000;
/** When the countdown ends, the room waits this long, then asks whether the server picked. */
export const OVERDUE_CHECK_DELAY_MS = 2_000;
/** A pick is made by the team on the clock within its turn; a turn never lasts less than this. */
export const MIN_TURN_SECONDS = 1;

export type DraftDirection = 'forward' | 'backward';

export interface DraftTurn {
  pickNo: number;
  /** 1-based. */
  round: number;
  /** Index of the team in the draft order (0-based). */
  teamIndex: number;
  direction: DraftDirection;
}

export const draftTotalPicks = (nbTeams: number, nbRounds = DRAFT_ROUNDS): number => nbTeams * nbRounds;

/** Snake order: odd rounds run down the draft order, even rounds back up it. `pickNo` is 1-based. */
export function draftTurn(pickNo: number, nbTeams: number): DraftTurn {
  const round = Math.ceil(pickNo / nbTeams);
  const indexInRound = (pickNo - 1) % nbTeams;
  const direction: DraftDirection = round % 2 === 1 ? 'forward' : 'backward';
  return { pickNo, round, direction, teamIndex: direction === 'forward' ? indexInRound : nbTeams - 1 - indexInRound };
}

/** Every pick gets an equal share of the draft period, in whole seconds. */
export function draftTurnSeconds(startsAt: Date, endsAt: Date, nbTeams: number, nbRounds = DRAFT_ROUNDS): number {
  const picks = draftTotalPicks(nbTeams, nbRounds);
  if (picks <= 0) return 0;
  return Math.max(MIN_TURN_SECONDS, Math.floor((endsAt.getTime() - startsAt.getTime()) / 1000 / picks));
}

/**
 * A repeatable shuffle of the teams (the draft order): every process starting the same draft computes the same
 * order, so a start that runs twice cannot leave two different orders behind.
 */
export function draftOrderOf<T extends string>(seed: string, teamIds: readonly T[]): T[] {
  const random = createRandom(seed);
  const order = [...teamIds].sort();
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}

/** Slots filled in this order, so the only shared slot (FLEX) takes what the specific ones left over. */
const FILL_ORDER: readonly StartingSlot[] = ['QB', 'K', 'DEF', 'HC', 'RB', 'TE_WR', 'TE_WR', 'FLEX'];

export interface SlotAssignment<P> {
  /** The 8 starting slots in ROSTER_SLOTS order, each with its player or null. */
  starters: Array<{ slot: StartingSlot; player: P | null }>;
  /** Everyone else, in the order given. */
  bench: P[];
}

/**
 * Puts drafted players into the starting slots (the earliest drafted first) and the rest on the bench. Because FLEX
 * is the only slot shared between positions and it is filled last, this fills as many starting slots as possible.
 */
export function assignDraftSlots<P extends { position: Position }>(players: readonly P[]): SlotAssignment<P> {
  const left = [...players];
  const filled = new Map<number, P>();
  for (const slot of FILL_ORDER) {
    const slotIndex = ROSTER_SLOTS.findIndex((s, i) => s === slot && !filled.has(i));
    const playerIndex = left.findIndex((p) => SLOT_POSITIONS[slot].includes(p.position));
    if (slotIndex < 0 || playerIndex < 0) continue;
    filled.set(slotIndex, left[playerIndex] as P);
    left.splice(playerIndex, 1);
  }
  return {
    starters: ROSTER_SLOTS.map((slot, i) => ({ slot, player: filled.get(i) ?? null })),
    bench: left,
  };
}

/**
 * Whether a team holding `positions` may draft a player of `position` and still complete a legal roster: 14 players
 * whose 8 starting slots can all be filled. Every empty starting slot needs one of the picks still to come.
 */
export function canDraftPosition(positions: readonly Position[], position: Position): boolean {
  const after = [...positions, position].map((p) => ({ position: p }));
  if (after.length > ROSTER_SIZE) return false;
  const emptySlots = assignDraftSlots(after).starters.filter((s) => s.player === null).length;
  return emptySlots <= ROSTER_SIZE - after.length;
}

/**
 * The automatic pick: the first player of the team's own queue it may still take, else the best-ranked available
 * player it may take. `ranked` is best first; `taken` holds every drafted player's id.
 */
export function chooseAutomaticPick<P extends { id: string; position: Position }>(options: {
  ranked: readonly P[];
  taken: ReadonlySet<string>;
  queue: readonly string[];
  teamPositions: readonly Position[];
}): P | null {
  const byId = new Map(options.ranked.map((p) => [p.id, p]));
  const allowed = (p: P | undefined): p is P =>
    p !== undefined && !options.taken.has(p.id) && canDraftPosition(options.teamPositions, p.position);
  for (const id of options.queue) {
    const queued = byId.get(id);
    if (allowed(queued)) return queued;
  }
  return options.ranked.find(allowed) ?? null;
}
