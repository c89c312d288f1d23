import type { Types } from 'mongoose';
import { createRandom, draftOrderOf, type Position } from '@hfl/contracts';
import { isDuplicateKeyError, logger, type Notifier } from '@hfl/kit';
import type { DraftEngine } from '../draft/engine';
import { chooseAutomaticPlayer } from '../draft/pick';
import { packPool, unpackPool, type PoolEntry } from '../draft/pool';
import { newDraft } from '../draft/start';
import { currentTurnOf, teamPositions, totalPicksOf } from '../draft/turns';
import { Draft, packPick, packTeams, readDraft, type DraftFields, type DraftPickEntry } from '../models/draft';
import { DraftPick, draftPickId, type DraftPickFields } from '../models/draft-pick';
import { DraftPool, type DraftPoolFields } from '../models/draft-pool';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';

/** What the demo job works with: the peers, the notifier and the draft engine, as the worker builds them. */
export interface DemoDeps {
  stats: Stats;
  leagues: Leagues;
  notifier: Notifier;
  engine: DraftEngine;
}

/**
 * Positions with one starting slot and no other place in the lineup: the league of eight needs one of each per team,
 * and the real league has few more (one defence and one head coach per club).
 */
const ONE_STARTER: ReadonlySet<Position> = new Set(['K', 'DEF', 'HC']);

/**
 * A manager's queue: every player best-ranked first, but for a second kicker, defence or head coach, which nobody in
 * the league can spare (the automatic pick takes the first legal player of the queue).
 */
function queueOf(draft: DraftFields, pool: readonly PoolEntry[], teamId: string): string[] {
  const held = new Set(teamPositions(draft, pool, teamId));
  return pool.filter((p) => !ONE_STARTER.has(p.position) || !held.has(p.position)).map((p) => p.id);
}

/** Of the turns, this share ran out and the clock picked; the managers made the others within their time. */
const AUTOMATIC_SHARE = 0.15;

/** A write an earlier run may have made already (a duplicate key): done either way. */
export async function ignoreDuplicate(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error; // Written by an earlier run.
  }
}

/** The pool as the draft stored it (a rerun drafts from the same one, whatever stats answers now). */
export async function storedPool(leagueSeasonId: Types.ObjectId): Promise<PoolEntry[]> {
  const stored = await DraftPool.findById(leagueSeasonId).lean<DraftPoolFields>();
  if (!stored) throw new Error(`demo draft ${String(leagueSeasonId)} has no pool`);
  return unpackPool(stored.players);
}

/**
 * A demo league season's past draft (the mid-season league's, and the same league's in last year's finished season),
 * timed inside its past dates: the league's teams in the draft order the engine draws, every turn picked by the
 * engine's automatic-pick rule over the manager's queue (queueOf; then the best-ranked player who keeps the roster
 * legal), most of them by the manager before the deadline, some by the clock at it. Stored as the engine stores a
 * draft: the pool, the Draft, a claimed DraftPick per pick mirrored in Draft.picks. Null when the league is gone.
 * Idempotent: a rerun finishes what an earlier one left, making the same picks.
 */
export async function playPastDraft(deps: DemoDeps, season: LeagueSeasonFields): Promise<DraftFields | null> {
  const draft = (await readDraft(season._id)) ?? (await startPastDraft(deps, season));
  if (!draft) return null;
  // As the engine's start leaves it (also when an earlier run stopped right after storing the Draft).
  await LeagueSeason.updateOne({ _id: season._id, status: 'pending' }, { $set: { status: 'drafting' } });
  if (draft.picks.length === totalPicksOf(draft)) return draft;
  const picks = await claimedPicks(season._id);
  const made = pickTurns(draft, picks, await storedPool(season._id));
  if (made.length > 0) {
    await ignoreDuplicate(
      DraftPick.insertMany(
        made.map((pick) => ({
          _id: draftPickId(String(season._id), pick.pickNo),
          leagueSeasonId: season._id,
          ...pick,
        })),
        { ordered: false },
      ),
    );
  }
  await Draft.updateOne({ _id: season._id }, { $set: { picks: picks.map((pick) => packPick(draft, pick)) } });
  return { ...draft, picks };
}

/** The pool and the Draft stored as the engine's start stores them; null when the league has fewer than two teams. */
async function startPastDraft(deps: DemoDeps, season: LeagueSeasonFields): Promise<DraftFields | null> {
  const leagueSeasonId = String(season._id);
  const info = await deps.leagues.draftInfo(String(season.leagueId));
  if (!info || info.teams.length < 2) {
    logger.warn({ leagueSeasonId }, 'demo league season not played: its league has fewer than two teams');
    return null;
  }
  const pool = await deps.stats.draftPool(String(season.realSeasonId));
  await ignoreDuplicate(DraftPool.create({ _id: season._id, players: packPool(pool) }));
  const made = newDraft(leagueSeasonId, season, info.teams, undefined, season.draftStartsAt);
  // The same order on every machine (the league season's id, which the engine's order follows, is new on each
  // install): the managers in a shuffle seeded by the real season, so every install plays the same demo season.
  const order = draftOrderOf(
    `demo:${String(season.realSeasonId)}`,
    made.teams.map((team) => team.userId),
  );
  made.teams.sort((a, b) => order.indexOf(a.userId) - order.indexOf(b.userId));
  await ignoreDuplicate(Draft.create({ ...made, teams: packTeams(made.teams), picks: [], removedUserIds: undefined }));
  return readDraft(season._id);
}

/** The picks an earlier run claimed, in order. */
async function claimedPicks(leagueSeasonId: Types.ObjectId): Promise<DraftPickEntry[]> {
  const claimed = await DraftPick.find({ leagueSeasonId }).sort({ pickNo: 1 }).lean<DraftPickFields[]>();
  return claimed.map(({ pickNo, teamId, playerId, automatic, at }) => ({ pickNo, teamId, playerId, automatic, at }));
}

/**
 * Every turn left picked, each appended to `picks`; the new picks with who made them (null: the clock). A turn's pick
 * and time are drawn from the league season and the pick's number, so a rerun makes the same ones.
 */
function pickTurns(
  draft: DraftFields,
  picks: DraftPickEntry[],
  pool: readonly PoolEntry[],
): Array<DraftPickEntry & { userId: string | null }> {
  const leagueSeasonId = String(draft._id);
  const made: Array<DraftPickEntry & { userId: string | null }> = [];
  for (let turn = currentTurnOf({ ...draft, picks }); turn; turn = currentTurnOf({ ...draft, picks })) {
    const now = { ...draft, picks };
    const player = chooseAutomaticPlayer(now, pool, turn.teamId, queueOf(now, pool, turn.teamId));
    if (!player) throw new Error(`demo draft ${leagueSeasonId}: the pool ran out at pick ${turn.pickNo}`);
    const random = createRandom(`${leagueSeasonId}:${turn.pickNo}`);
    const automatic = random.chance(AUTOMATIC_SHARE);
    const deadline = new Date(turn.deadlineAt).getTime();
    const share = automatic ? 1 : 0.1 + 0.75 * random.next();
    const at = new Date(deadline - Math.round((1 - share) * draft.turnSeconds * 1000));
    const pick = { pickNo: turn.pickNo, teamId: turn.teamId, playerId: player.id, automatic, at };
    picks.push(pick);
    const team = draft.teams.find((t) => t.id === pick.teamId)!;
    made.push({ ...pick, userId: automatic ? null : team.userId });
  }
  return made;
}
