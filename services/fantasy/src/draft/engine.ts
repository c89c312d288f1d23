import { LRUCache } from 'lru-cache';
import { Types } from 'mongoose';
import {
  assignDraftSlots,
  chooseAutomaticPick,
  DRAFT_ROUNDS,
  draftOrderOf,
  draftTotalPicks,
  draftTurn,
  draftTurnSeconds,
  rooms,
  type BffEventName,
  type DraftCurrentTurn,
  type DraftPickView,
  type Position,
  type PublishEventPayload,
  type ServerEventName,
} from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError, logger, retryWhileBusy, type Notifier, type Publisher } from '@hfl/kit';
import type { Leagues } from '../leagues';
import { refreshLineup } from '../lineups';
import { Draft, packPick, packTeams, readDraft, type DraftFields, type DraftPickEntry } from '../models/draft';
import { DraftPick, draftPickId, type DraftPickFields } from '../models/draft-pick';
import { DraftPool, type DraftPoolFields } from '../models/draft-pool';
import { DraftQueue, draftQueueId } from '../models/draft-queue';
import { CurrentLeagueSeason, LeagueSeason } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';
import type { Stats } from '../stats';
import type { DraftClock } from './clock';
import { packPool, unpackPool, type PoolEntry } from './pool';

/** Test-only overrides of the draft's clock (config DRAFT_TEST_*); empty in production. */
export interface DraftTiming {
  turnSeconds?: number;
  startAfterSeconds?: number;
}

export interface DraftDeps {
  leagues: Leagues;
  stats: Stats;
  clock: DraftClock;
  publisher: Publisher;
  /** The managers' notifications (accounts): the draft's start and end. */
  notifier: Notifier;
  timing: DraftTiming;
  now?: () => Date;
}

/** A job may fire a few milliseconds before its moment. */
const EARLY_TOLERANCE_MS = 20;
/** Drafts (and their pools) a process keeps in memory: about every live one. */
const LIVE_DRAFTS_KEPT = 500;
/** Writes of a manager's removal before giving up: each is lost only to a pick's write landing at the same moment. */
const REMOVAL_WRITES = 5;

export const totalPicksOf = (draft: Pick<DraftFields, 'teams' | 'nbRounds'>) => draftTotalPicks(draft.teams.length, draft.nbRounds);

/** The turn on the clock: it starts when the previous pick is made (the first when the draft starts). */
export function currentTurnOf(draft: DraftFields): DraftCurrentTurn | null {
  const made = draft.picks.length;
  if (made >= totalPicksOf(draft)) return null;
  const turn = draftTurn(made + 1, draft.teams.length);
  const startedAt = made === 0 ? draft.startedAt : (draft.picks[made - 1] as DraftPickEntry).at;
  return {
    pickNo: turn.pickNo,
    round: turn.round,
    direction: turn.direction,
    teamId: (draft.teams[turn.teamIndex] as { id: string }).id,
    deadlineAt: new Date(startedAt.getTime() + draft.turnSeconds * 1000).toISOString(),
  };
}

export function toPickView(pick: DraftPickEntry, nbTeams: number): DraftPickView {
  return {
    pickNo: pick.pickNo,
    round: draftTurn(pick.pickNo, nbTeams).round,
    teamId: pick.teamId,
    playerId: pick.playerId,
    automatic: pick.automatic,
    at: pick.at.toISOString(),
  };
}

const positionsByPool = new WeakMap<readonly PoolEntry[], Map<string, Position>>();

/** A pool's positions by player id, made once per pool (a pool never changes). */
function positionsOf(pool: readonly PoolEntry[]): Map<string, Position> {
  let positions = positionsByPool.get(pool);
  if (!positions) positionsByPool.set(pool, (positions = new Map(pool.map((p) => [p.id, p.position]))));
  return positions;
}

/** The positions a team drafted so far, from the pool. */
export function teamPositions(draft: DraftFields, pool: readonly PoolEntry[], teamId: string): Position[] {
  const positions = positionsOf(pool);
  return draft.picks.filter((p) => p.teamId === teamId).flatMap((p) => positions.get(p.playerId) ?? []);
}

export type DraftEngine = ReturnType<typeof createDraftEngine>;

/**
 * The draft's state changes. Every pick is first claimed by inserting its DraftPick (unique per turn and per
 * player), then mirrored into the Draft document and announced; anything that finds a claimed pick the Draft does not
 * show yet (a process that died in between) applies it again, so no pick is ever lost and none is made twice.
 */
export function createDraftEngine(deps: DraftDeps) {
  const now = deps.now ?? (() => new Date());
  /** Unpacked pools by season id: a pool never changes once its draft starts, so a process reads each once. */
  const pools = new LRUCache<string, PoolEntry[]>({ max: LIVE_DRAFTS_KEPT });
  /**
   * Live drafts as this process last saw them, by season id, for the managers' picks (liveDraft). A pick made
   * elsewhere (the clock, another instance) leaves a copy behind, never wrong: picks only ever append.
   */
  const live = new LRUCache<string, DraftFields>({ max: LIVE_DRAFTS_KEPT });

  /** The draft's pool, best-ranked first. */
  async function poolOf(draft: Pick<DraftFields, '_id'>): Promise<PoolEntry[]> {
    const key = String(draft._id);
    const known = pools.get(key);
    if (known) return known;
    const stored = await DraftPool.findById(draft._id).lean<DraftPoolFields>();
    // A Draft started before the pool had a collection of its own carries it itself.
    const packed = stored?.players ?? (await Draft.findById(draft._id, { pool: 1 }).lean<{ pool?: string }>())?.pool;
    if (packed === undefined) throw new Error(`draft ${key} has no pool`);
    const pool = unpackPool(packed);
    pools.set(key, pool);
    return pool;
  }

  async function publish(leagueId: string, event: ServerEventName | BffEventName, data: PublishEventPayload['data']): Promise<void> {
    try {
      await deps.publisher.publish({ room: rooms.draft(leagueId), event, data });
    } catch (err) {
      // Rooms resync on reconnect and poll without a socket: a lost event delays a screen, never the draft.
      logger.warn({ err, event, leagueId }, 'draft event not delivered');
    }
  }

  /** Mirrors a claimed pick into the Draft (once) and tells the room; after the last pick, the draft is complete. */
  async function applyPick(draft: DraftFields, pick: DraftPickEntry): Promise<void> {
    const index = pick.pickNo - 1;
    if (draft.picks.length > index) return;
    if (draft.picks.length < index) throw new Error(`draft ${String(draft._id)}: pick ${pick.pickNo} before ${draft.picks.length + 1}`);
    const entry: DraftPickEntry = { pickNo: pick.pickNo, teamId: pick.teamId, playerId: pick.playerId, automatic: pick.automatic, at: pick.at };
    draft.picks.push(entry);
    const seasonId = String(draft._id);
    const leagueId = String(draft.leagueId);
    const current = currentTurnOf(draft);
    // The claim is the pick: the room hears of it while the Draft mirrors it, not after (every read of the Draft
    // applies a claimed pick it lacks, so no reader sees the event before the pick).
    const told = publish(leagueId, 'draft/pickMade', { leagueId, seasonId, pick: toPickView(entry, draft.teams.length), current });
    // The completion is scheduled before the last pick is written: a crash in between leaves the clock, whose next run
    // re-applies the pick and finds nothing left to time, and this job behind it; the other order could leave neither.
    try {
      if (!current) await retryWhileBusy(() => deps.clock.scheduleCompletion(seasonId));
      await retryWhileBusy(() => Draft.updateOne({ _id: draft._id }, { $set: { [`picks.${index}`]: packPick(draft, entry) } }));
    } catch (error) {
      live.delete(seasonId); // Its copy shows a pick the Draft may not: the next pick reads the Draft (load repairs it).
      throw error;
    } finally {
      await told;
    }
    if (!current) {
      live.delete(seasonId);
      await LeagueSeason.updateOne({ _id: draft._id }, { $set: { status: 'ongoing' } });
      await publish(leagueId, 'draft/ended', { leagueId, seasonId });
      // Not awaited: the last pick's answer does not wait for leagues and accounts.
      void notifyManagers(leagueId, draft.teams, 'draftEnded');
    }
  }

  /** Tells the draft's managers (DRAFT notifications) under the league's name as leagues has it now. Never throws. */
  async function notifyManagers(leagueId: string, teams: ReadonlyArray<{ userId: string | null }>, kind: 'draftStarted' | 'draftEnded', name?: string) {
    try {
      const leagueName = name ?? (await deps.leagues.draftInfo(leagueId))?.name;
      if (leagueName === undefined) return;
      await deps.notifier.notify({ type: 'DRAFT', kind, to: teams.map((team) => team.userId), league: { id: leagueId, name: leagueName } });
    } catch (err) {
      logger.warn({ err, leagueId, kind }, 'draft notification not sent');
    }
  }

  /**
   * Keeps a live draft just read as this process's copy, unless the copy it has shows more picks (a pick of this
   * process landed meanwhile); forgets a draft that is not live.
   */
  function keep(draft: DraftFields): void {
    const key = String(draft._id);
    if (!currentTurnOf(draft)) live.delete(key);
    else if ((live.get(key)?.picks.length ?? 0) <= draft.picks.length) live.set(key, draft);
  }

  /**
   * The Draft as stored, with any claimed pick it does not show yet applied; null before the draft starts. Every read
   * of a live draft (a room opening, the clock) renews this process's copy, so a manager's next pick here reads only
   * the league's pointer.
   */
  async function load(leagueSeasonId: string | Types.ObjectId): Promise<DraftFields | null> {
    const draft = await readDraft(leagueSeasonId);
    if (!draft) return null;
    const total = totalPicksOf(draft);
    while (draft.picks.length < total) {
      const claimed = await DraftPick.findById(draftPickId(String(draft._id), draft.picks.length + 1)).lean<DraftPickFields>();
      if (!claimed) break;
      await applyPick(draft, claimed);
    }
    keep(draft);
    return draft;
  }

  /**
   * A live draft for a manager's pick: this process's copy when it has one, else the Draft as stored (load); null
   * when the draft has not started or is over. `fresh` reads it again, for a pick the copy does not know the turn of.
   */
  async function liveDraft(leagueSeasonId: string | Types.ObjectId, options: { fresh?: boolean } = {}): Promise<DraftFields | null> {
    const key = String(leagueSeasonId);
    const known = live.get(key);
    if (known && !options.fresh) return known;
    // load keeps the copy of a live draft (or this process's, when it shows more picks) and forgets any other.
    return (await load(leagueSeasonId)) && (live.get(key) ?? null);
  }

  /** Claims the pick on the clock for `teamId`'s turn; 409 when the turn or the player is taken meanwhile. */
  async function claimPick(
    draft: DraftFields,
    turn: DraftCurrentTurn,
    pick: { playerId: string; automatic: boolean; userId: string | null },
  ): Promise<DraftPickView> {
    const seasonId = String(draft._id);
    const id = draftPickId(seasonId, turn.pickNo);
    const at = now();
    try {
      await retryWhileBusy(() => DraftPick.create({ _id: id, leagueSeasonId: draft._id, pickNo: turn.pickNo, teamId: turn.teamId, at, ...pick }));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      live.delete(seasonId); // The copy was behind: the next pick reads the Draft.
      if (await DraftPick.exists({ _id: id })) throw new ConflictError('errors:turnPassed');
      throw new ConflictError('errors:playerTaken');
    }
    const entry = { pickNo: turn.pickNo, teamId: turn.teamId, playerId: pick.playerId, automatic: pick.automatic, at };
    await applyPick(draft, entry);
    return toPickView(entry, draft.teams.length);
  }

  /** The automatic pick of an overdue turn: the team's queue first, else the best-ranked available player that keeps a legal roster. True when this call made it. */
  async function pickOverdueTurn(draft: DraftFields, turn: DraftCurrentTurn): Promise<boolean> {
    const leagueSeasonId = String(draft._id);
    const pool = await poolOf(draft);
    const queue = await DraftQueue.findById(draftQueueId(leagueSeasonId, turn.teamId)).lean<{ playerIds: string[] }>();
    const taken = new Set(draft.picks.map((p) => p.playerId));
    const choice =
      chooseAutomaticPick({ ranked: pool, taken, queue: queue?.playerIds ?? [], teamPositions: teamPositions(draft, pool, turn.teamId) }) ??
      // A pool too thin for a legal roster still drafts: the best player left.
      pool.find((p) => !taken.has(p.id));
    if (!choice) {
      logger.error({ leagueSeasonId, pickNo: turn.pickNo }, 'draft pool exhausted');
      return false;
    }
    try {
      await claimPick(draft, turn, { playerId: choice.id, automatic: true, userId: null });
      return true;
    } catch (error) {
      // The manager (or another worker) made this pick first.
      if (error instanceof ConflictError) return false;
      throw error;
    }
  }

  const isOverdue = (turn: DraftCurrentTurn) => now().getTime() >= new Date(turn.deadlineAt).getTime() - EARLY_TOLERANCE_MS;

  /** The room's overdue check: the automatic pick if the turn on the clock is overdue. True when this call made it. */
  async function pickIfOverdue(leagueSeasonId: string): Promise<boolean> {
    const draft = await load(leagueSeasonId);
    const turn = draft && currentTurnOf(draft);
    if (!draft || !turn || !isOverdue(turn)) return false;
    return pickOverdueTurn(draft, turn);
  }

  /**
   * The turn clock's run: the automatic pick if the turn on the clock is overdue. Resolves to the deadline of the turn
   * on the clock afterwards, when the clock must wake next; null once the draft is over (or not started), or when
   * an overdue turn cannot be picked at all (no player left: logged).
   */
  async function tick(leagueSeasonId: string): Promise<Date | null> {
    let draft = await load(leagueSeasonId);
    const overdue = draft && currentTurnOf(draft);
    if (draft && overdue && isOverdue(overdue) && !(await pickOverdueTurn(draft, overdue))) draft = await load(leagueSeasonId);
    const turn = draft && currentTurnOf(draft);
    if (!turn || (overdue && turn.pickNo === overdue.pickNo && isOverdue(turn))) return null;
    return new Date(turn.deadlineAt);
  }

  /** pending → drafting: the teams in draft order, the pool, the first turn's clock. Safe to run more than once. */
  async function start(leagueSeasonId: string): Promise<void> {
    const season = await LeagueSeason.findById(leagueSeasonId).lean();
    if (!season || season.status !== 'pending') return;
    if (now().getTime() < season.clockStartsAt.getTime() - EARLY_TOLERANCE_MS) return; // Rescheduled: the later job starts it.
    const leagueId = String(season.leagueId);
    const [info, pool] = await Promise.all([deps.leagues.draftInfo(leagueId), deps.stats.draftPool(String(season.realSeasonId))]);
    if (!info || info.teams.length < 2) {
      logger.warn({ leagueSeasonId, teams: info?.teams.length ?? 0 }, 'draft not started: the league has fewer than two teams');
      return;
    }
    const byId = new Map(info.teams.map((t) => [t.id, t]));
    const teams = draftOrderOf(leagueSeasonId, [...byId.keys()]).map((id) => byId.get(id) as (typeof info.teams)[number]);
    const turnSeconds = deps.timing.turnSeconds ?? draftTurnSeconds(season.draftStartsAt, season.draftEndsAt, teams.length);
    const startedAt = now();
    const draft: DraftFields = {
      _id: season._id,
      leagueId: season.leagueId,
      realSeasonId: season.realSeasonId,
      nbRounds: DRAFT_ROUNDS,
      turnSeconds,
      startedAt,
      teams: teams.map(({ id, name, logoUrl, userId, owner }) => ({ id, name, logoUrl, userId, owner })),
      picks: [],
      removedUserIds: [],
    };
    // The pool before the Draft: a stored Draft always has its pool. An earlier start may have stored it already.
    try {
      await retryWhileBusy(() => DraftPool.create({ _id: season._id, players: packPool(pool) }));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    // The clock first: a stored Draft always has its turn clock.
    const turn = currentTurnOf(draft) as DraftCurrentTurn;
    const clockId = await deps.clock.scheduleTurnExpiry(leagueSeasonId, new Date(turn.deadlineAt));
    let won = true;
    try {
      await retryWhileBusy(() => Draft.create({ ...draft, teams: packTeams(draft.teams), picks: [], removedUserIds: undefined }));
    } catch (error) {
      // Another start made the Draft (its clock with it), or this start is tried again: either way this clock goes.
      await retryWhileBusy(() => deps.clock.cancel(clockId));
      if (!isDuplicateKeyError(error)) throw error;
      won = false;
    }
    await LeagueSeason.updateOne({ _id: season._id }, { $set: { status: 'drafting' } });
    if (won) {
      await publish(leagueId, 'draft/started', { leagueId, seasonId: leagueSeasonId });
      // Not awaited: the start (a job with a short lock) does not wait for accounts.
      void notifyManagers(leagueId, draft.teams, 'draftStarted', info.name);
    }
  }

  /**
   * After the last pick: each team's roster, its players in the slots the draft order gives them (the earliest picks
   * start), and the packed lineup scoring reads. Idempotent: a rerun inserts only what is missing.
   */
  async function complete(leagueSeasonId: string): Promise<void> {
    const draft = await load(leagueSeasonId);
    if (!draft || currentTurnOf(draft) !== null) return;
    // The last pick's writer may have died before it moved the season on; this job is the one left to do it.
    await LeagueSeason.updateOne({ _id: draft._id, status: 'drafting' }, { $set: { status: 'ongoing' } });
    const positions = positionsOf(await poolOf(draft));
    for (const team of draft.teams) {
      // A removed manager's team is gone from leagues: its picks stay in the draft, no roster is made for it.
      if (draft.removedUserIds.includes(team.userId)) continue;
      const roster = await ensureRoster(draft, team.id);
      const players = draft.picks
        .filter((p) => p.teamId === team.id)
        .map((p) => ({ playerId: p.playerId, addedAt: p.at, position: positions.get(p.playerId) ?? 'QB' }));
      const { starters, bench } = assignDraftSlots(players);
      const entries = [
        ...starters.flatMap(({ slot, player }) => (player ? [{ ...player, fantasyPosition: slot, activityStatus: 'active' }] : [])),
        ...bench.map((player) => ({ ...player, fantasyPosition: 'BENCH', activityStatus: 'bench' })),
      ].map(({ playerId, addedAt, fantasyPosition, activityStatus }) => ({
        leagueSeasonId: draft._id,
        rosterId: roster,
        playerId: new Types.ObjectId(playerId),
        fantasyPosition,
        activityStatus,
        addedAt,
      }));
      try {
        await RosterPlayer.insertMany(entries, { ordered: false });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error; // Inserted by an earlier run.
      }
      await refreshLineup(roster);
    }
  }

  /**
   * A manager removed from the league (leagues asks before it deletes the membership): during the league's draft it
   * is recorded in the Draft and this process's copy, so they neither pick nor enter the room, and their sockets leave
   * it. Their team keeps its turns, which the clock picks. Without a drafting season there is nothing to do. Idempotent.
   */
  async function removeManager(leagueId: string, userId: string): Promise<void> {
    const pointer = await CurrentLeagueSeason.findById(leagueId).lean();
    const season = pointer && (await LeagueSeason.findById(pointer.seasonId).lean());
    if (season?.status !== 'drafting') return;
    // FerretDB may lose an update racing a pick's write to the same Draft (a lost pick is healed from its claim by
    // load), so the removal is written until the Draft shows it.
    for (let writes = 0; ; writes++) {
      const draft = await load(season._id);
      if (!draft || draft.removedUserIds.includes(userId)) break;
      if (writes === REMOVAL_WRITES) throw new Error(`draft ${String(season._id)}: removal of ${userId} not stored`);
      await retryWhileBusy(() => Draft.updateOne({ _id: season._id }, { $addToSet: { removedUserIds: userId } }));
    }
    const copy = live.get(String(season._id));
    if (copy && !copy.removedUserIds.includes(userId)) copy.removedUserIds.push(userId);
    await publish(leagueId, 'draft/memberRemoved', { leagueId, userId });
  }

  return { load, liveDraft, poolOf, applyPick, claimPick, pickIfOverdue, tick, start, complete, removeManager };
}

/** The team's roster in this league season, made if missing (a unique violation means a concurrent run made it). */
async function ensureRoster(draft: DraftFields, teamId: string): Promise<Types.ObjectId> {
  const key = { leagueSeasonId: draft._id, fantasyTeamId: new Types.ObjectId(teamId) };
  const existing = await Roster.findOne(key, { _id: 1 }).lean();
  if (existing) return existing._id;
  try {
    return (await Roster.create({ ...key, realSeasonId: draft.realSeasonId }))._id;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const made = await Roster.findOne(key, { _id: 1 }).lean();
    if (!made) throw error;
    return made._id;
  }
}
