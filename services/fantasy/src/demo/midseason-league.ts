import mongoose, { Types } from 'mongoose';
import {
  assignDraftSlots,
  DEMO_DELETED_USER_ID,
  DEMO_PLAYER_IDS,
  FALLBACK_LOCALE,
  landingOf,
  lineupOf,
  type DemoPlayer,
  type Position,
  type Season,
} from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError, logger } from '@hfl/kit';
import type { PoolEntry } from '../draft/pool';
import { positionsOf } from '../draft/turns';
import { refreshLineup } from '../lineups/lineups';
import type { DraftFields } from '../models/draft';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterActivity } from '../models/roster-activity';
import { RosterPlayer } from '../models/roster-player';
import { TradeProposal } from '../models/trade-proposal';
import { recordActivity } from '../rosters/activity';
import { keepLeagueSeasonLineups } from '../rosters/snapshots';
import { withRosterLocks } from '../rosters/roster-lock';
import { proposeTrade } from '../trades/propose';
import { markResultSeen } from '../games/mark-seen';
import { teamsOrphaned } from '../rosters/auto-lineups';
import { seasonBoard } from '../games/season-board';
import { playPastDraft, storedPool, type DemoDeps } from './past-draft';
import { playedWeeksOf, scoreDemoRounds } from './past-season';
import { WaiverClaim, WaiverRunRecord } from '../models/waivers';
import { teamDirectory, teamsOf } from '../rosters/directory';
import { claimTeamOf, placeClaim } from '../waivers/claims';
import { openWaiverPeriods } from '../waivers/periods';

export type { DemoDeps } from './past-draft';

/**
 * The past transactions: after round `afterRound`, the manager cut the weakest player of their bench (as drafted) and
 * added the best free agent of his position into the freed place.
 */
const PAST_MOVES: ReadonlyArray<{ manager: DemoPlayer; afterRound: number; hour: number }> = [
  { manager: 'dora', afterRound: 1, hour: 9 },
  { manager: 'player', afterRound: 1, hour: 19 },
  { manager: 'mate', afterRound: 2, hour: 12 },
];
/** Between a cut and the add that fills the place. */
const ADD_AFTER_CUT_MS = 6 * 60_000;

/**
 * The demo league in mid-season (leagues' DEMO_MIDSEASON_LEAGUE_ID): the fantasy seed makes its league season, dated
 * two evenings before the demo real season began, and schedules the job (jobs/demo.ts) that runs this once the
 * services are up. With its peers it plays that past draft as the engine would have recorded it, fills the rosters
 * with the engine's own completion, makes a few adds and cuts between the rounds played, and scores those rounds.
 * Every step is idempotent, so a job that failed half-way and runs again (Agenda retries it) finishes without
 * duplicating anything.
 */
export async function playDemoMidseason(deps: DemoDeps, leagueSeasonId: string): Promise<void> {
  const season = await LeagueSeason.findById(leagueSeasonId).lean<LeagueSeasonFields>();
  if (!season) return; // Removed meanwhile: nothing to play.
  const draft = await playPastDraft(deps, season);
  if (!draft) return;
  // The completion inserts every drafted player missing from the rosters: once a move has cut one (its line written),
  // it must not run again. Until then it may, and a cut it brings back is cut again by its move.
  if (!(await RosterActivity.exists({ leagueSeasonId: season._id }))) await deps.engine.complete(leagueSeasonId);
  const real = await deps.stats.season(String(season.realSeasonId));
  if (!real) return;
  const pool = await storedPool(season._id);
  await makePastMoves(season, draft, pool, real);
  await scoreDemoRounds(deps, real, playedWeeksOf(real));
  await seeFirstResult(deps, season);
  await orphanDeletedUsersTeam(deps, draft);
  await proposeDemoTrade(deps, season, draft, pool);
  await placeDemoClaim(deps, season, draft, pool);
}

/**
 * Waivers on with a claim waiting (issue 42): the league's run after the latest locked round is published as the
 * worker's sweep would (tomorrow at 10:00, Budapest), and the demo player claims the best-ranked player on waivers,
 * dropping his weakest bench player, through the claims use case. Made once: any claim or decision of the league
 * season means it was made (or decided).
 */
async function placeDemoClaim(
  deps: DemoDeps,
  season: LeagueSeasonFields,
  draft: DraftFields,
  pool: readonly PoolEntry[],
): Promise<void> {
  const id = season._id;
  if ((await WaiverClaim.exists({ leagueSeasonId: id })) || (await WaiverRunRecord.exists({ leagueSeasonId: id })))
    return;
  const ongoing = await LeagueSeason.findById(id).lean<LeagueSeasonFields>();
  const teams = await teamDirectory(deps.leagues, season.leagueId.toHexString());
  if (ongoing?.status !== 'ongoing' || !teams) return;
  await openWaiverPeriods(deps.stats);
  const team = await claimTeamOf(ongoing, teams, DEMO_PLAYER_IDS.player);
  if (!team || !draft.teams.some((t) => t.userId === DEMO_PLAYER_IDS.player)) return;
  const owned = new Set(
    (await RosterPlayer.find({ leagueSeasonId: id }, { playerId: 1 }).lean()).map((p) => p.playerId.toHexString()),
  );
  const rank = new Map(pool.map((player, index) => [player.id, index]));
  const bench = (await RosterPlayer.find({ rosterId: team.roster._id, fantasyPosition: 'BENCH' }).lean()).sort(
    (a, b) => (rank.get(b.playerId.toHexString()) ?? 0) - (rank.get(a.playerId.toHexString()) ?? 0),
  );
  const wanted = pool.find((player) => !owned.has(player.id));
  if (!wanted || !bench[0]) return;
  try {
    await placeClaim(deps.stats, team, { playerId: wanted.id, drop: bench[0]._id.toHexString() });
  } catch (error) {
    // Waivers switched off, or nobody on waivers now (the run was made): the demo goes without a claim.
    if (!(error instanceof ConflictError)) throw error;
    logger.info({ leagueSeasonId: String(id), reason: error.message }, 'demo: no waiver claim placed now');
  }
}

/**
 * The team of the demo's deleted account has its lineup set for it, now and after every scored round, as for an
 * account deleted now. The change keeps the played rounds' lineups first (their snapshots), so a rerun of this job
 * scores the past rounds alike.
 */
async function orphanDeletedUsersTeam(deps: DemoDeps, draft: DraftFields): Promise<void> {
  const team = draft.teams.find((candidate) => candidate.userId === DEMO_DELETED_USER_ID);
  if (team) await teamsOrphaned(deps.stats, [team.id]);
}

/**
 * The demo player has seen his first round's result already; the later final ones wait for him in the game center's
 * results window on his first visit. Idempotent (marking a result seen again changes nothing).
 */
async function seeFirstResult(deps: DemoDeps, season: LeagueSeasonFields): Promise<void> {
  const [board, league] = await Promise.all([
    seasonBoard(deps.stats, season),
    deps.leagues.draftInfo(season.leagueId.toHexString()),
  ]);
  const team = league?.teams.find((candidate) => candidate.userId === DEMO_PLAYER_IDS.player);
  const first = board?.games.find(
    (game) => game.state === 'final' && team && [game.team1Id, game.team2Id].includes(team.id),
  );
  if (!board || !league || !team || !first) return;
  await markResultSeen(
    board,
    teamsOf(league)[FALLBACK_LOCALE],
    first.id,
    first.team1Id === team.id ? 1 : 2,
    team.userId,
  );
}

/** Who offers the demo player a trade: the league's admin. */
const DEMO_TRADE_PROPOSER: DemoPlayer = 'bence';

/**
 * A pending proposal to the demo player, waiting in their notifications and on /team: the league's admin offers one
 * of his bench players for the demo player's bench player of the same position, through the trades use case (its
 * rules, claim and notification). Made once: any proposal of the league season means it was made (or answered).
 */
async function proposeDemoTrade(
  deps: DemoDeps,
  season: LeagueSeasonFields,
  draft: DraftFields,
  pool: readonly PoolEntry[],
): Promise<void> {
  if (await TradeProposal.exists({ leagueSeasonId: season._id })) return;
  // As it is now: the draft's completion moved it on since the job first read it.
  const ongoing = await LeagueSeason.findById(season._id).lean<LeagueSeasonFields>();
  if (ongoing?.status !== 'ongoing') return;
  const teamOf = (player: DemoPlayer) => draft.teams.find((team) => team.userId === DEMO_PLAYER_IDS[player]);
  const [proposer, receiver] = [teamOf(DEMO_TRADE_PROPOSER), teamOf('player')];
  if (!proposer || !receiver) return;
  const positions = positionsOf(pool);
  const benchOf = async (teamId: string) => {
    const roster = await Roster.findOne({
      leagueSeasonId: season._id,
      fantasyTeamId: new Types.ObjectId(teamId),
    }).lean();
    if (!roster) return [];
    const players = await RosterPlayer.find({ rosterId: roster._id, fantasyPosition: 'BENCH' }).lean();
    return players.map((player) => ({ id: player._id, position: positions.get(player.playerId.toHexString()) }));
  };
  const [offered, wanted] = [await benchOf(proposer.id), await benchOf(receiver.id)];
  const pair = offered
    .map((mine) => ({ mine, theirs: wanted.find((player) => player.position === mine.position) }))
    .find(({ theirs }) => theirs !== undefined);
  if (!pair?.theirs) return;
  try {
    await proposeTrade(deps, {
      leagueId: String(season.leagueId),
      season: ongoing,
      caller: { userId: DEMO_PLAYER_IDS[DEMO_TRADE_PROPOSER], superAdmin: false, locale: FALLBACK_LOCALE },
      a: pair.mine.id,
      b: pair.theirs.id,
    });
  } catch (error) {
    // The owner started a round of a demo that has run before: its rosters are locked, so the demo goes without
    // the offer instead of failing the job at every start.
    if (!(error instanceof ConflictError)) throw error;
    logger.info({ leagueSeasonId: String(season._id), reason: error.message }, 'demo: no trade offered now');
  }
}

/** A day after the last game of round `week`, at `hour` UTC; null when the schedule has no such round. */
function afterRound(real: Season, week: number, hour: number): Date | null {
  const dates = real.games.filter((game) => game.week === week).map((game) => game.date);
  if (dates.length === 0) return null;
  const last = dates.sort().at(-1)!;
  return new Date(new Date(`${last}T00:00:00Z`).getTime() + (24 + hour) * 3_600_000);
}

interface PastMove {
  /** The round it followed. */
  round: number;
  teamId: string;
  userId: string;
  cut: PoolEntry;
  add: PoolEntry;
  cutAt: Date;
}

/**
 * The moves planned from the draft alone (never from the rosters as they are now), so a rerun makes the same ones:
 * each chosen manager's lowest-ranked bench player as drafted, and the best-ranked free agent of his position.
 * Only rounds already played count, and only the moves of managers in the draft.
 */
function planPastMoves(draft: DraftFields, pool: readonly PoolEntry[], real: Season): PastMove[] {
  const rank = new Map(pool.map((player, index) => [player.id, index]));
  const positions = positionsOf(pool);
  const taken = new Set(draft.picks.map((pick) => pick.playerId));
  const moves: PastMove[] = [];
  for (const { manager, afterRound: round, hour } of PAST_MOVES) {
    const team = draft.teams.find((t) => t.userId === DEMO_PLAYER_IDS[manager]);
    const cutAt = afterRound(real, round, hour);
    if (!team || !cutAt || round > real.currentWeek || cutAt.getTime() + ADD_AFTER_CUT_MS > Date.now()) continue;
    const drafted = draft.picks
      .filter((pick) => pick.teamId === team.id)
      .map((pick) => ({ id: pick.playerId, position: positions.get(pick.playerId) ?? ('QB' as Position) }));
    // The draft's own slots: the earliest picks start, the rest sit on the bench (completeDraft's assignment).
    const { bench } = assignDraftSlots(drafted);
    const cut = bench.sort((a, b) => rank.get(b.id)! - rank.get(a.id)!)[0];
    if (!cut) continue;
    const add = pool.find((player) => player.position === cut.position && !taken.has(player.id));
    if (!add) continue;
    taken.add(add.id);
    moves.push({ round, teamId: team.id, userId: team.userId, cut, add, cutAt });
  }
  return moves;
}

const activityKey = (type: 'add' | 'cut', leagueSeasonId: Types.ObjectId, playerId: string) =>
  `demo:${type}:${leagueSeasonId.toHexString()}:${playerId}`;

/**
 * Each planned move on its roster, as the roster calls make one: inside the roster's lock, the cut player removed, the
 * free agent put where the lineup rule lands him, the packed lineup refreshed, and both lines of the league's
 * activity written with their past times. A move whose lines are both written is done and never made again. As in a
 * real season, every roster keeps the lineup it started each round with before the moves after that round, and all
 * the rounds played so far once the moves are made.
 */
async function makePastMoves(
  season: LeagueSeasonFields,
  draft: DraftFields,
  pool: readonly PoolEntry[],
  real: Season,
): Promise<void> {
  const positions = positionsOf(pool);
  for (const move of planPastMoves(draft, pool, real)) {
    await keepLeagueSeasonLineups(season._id, move.round);
    const keys = { cut: activityKey('cut', season._id, move.cut.id), add: activityKey('add', season._id, move.add.id) };
    if ((await RosterActivity.countDocuments({ key: mongoose.trusted({ $in: [keys.cut, keys.add] }) })) === 2) continue;
    const roster = await Roster.findOne({ leagueSeasonId: season._id, fantasyTeamId: move.teamId }, { _id: 1 }).lean();
    if (!roster) continue;
    const addAt = new Date(move.cutAt.getTime() + ADD_AFTER_CUT_MS);
    const added = await withRosterLocks([roster._id], async () => {
      const freed = await RosterPlayer.deleteOne({
        leagueSeasonId: season._id,
        rosterId: roster._id,
        playerId: new Types.ObjectId(move.cut.id),
      });
      const done = await addFreeAgent(season, roster._id, move.add, addAt, positions);
      if (freed.deletedCount > 0 || done) await refreshLineup(roster._id);
      return done;
    });
    const line = { leagueId: season.leagueId, leagueSeasonId: season._id, teamId: move.teamId, userId: move.userId };
    await recordActivity({ ...line, key: keys.cut, type: 'cut', playerId: move.cut.id, at: move.cutAt });
    if (added) await recordActivity({ ...line, key: keys.add, type: 'add', playerId: move.add.id, at: addAt });
  }
  await keepLeagueSeasonLineups(season._id, real.currentWeek);
}

/**
 * The free agent on the roster where the lineup rule lands him (a free starting slot that fits, else the bench);
 * whether he is on it. False when there is no place or he is on another roster of the league by now.
 */
async function addFreeAgent(
  season: LeagueSeasonFields,
  rosterId: Types.ObjectId,
  player: PoolEntry,
  addedAt: Date,
  positions: ReadonlyMap<string, Position>,
): Promise<boolean> {
  const players = await RosterPlayer.find({ rosterId }).lean();
  if (players.some((p) => p.playerId.toHexString() === player.id)) return true;
  const lineup = lineupOf(
    players.map((p) => ({
      id: String(p._id),
      position: positions.get(p.playerId.toHexString()) ?? ('QB' as Position),
      fantasyPosition: p.fantasyPosition,
    })),
  );
  const landing = landingOf(lineup, player.position);
  if (!landing) return false;
  for (const { id, fantasyPosition } of landing.promotions) {
    await RosterPlayer.updateOne({ _id: id }, { $set: { fantasyPosition, activityStatus: 'active' } });
  }
  try {
    await RosterPlayer.create({
      leagueSeasonId: season._id,
      rosterId,
      playerId: new Types.ObjectId(player.id),
      fantasyPosition: landing.fantasyPosition,
      activityStatus: landing.fantasyPosition === 'BENCH' ? 'bench' : 'active',
      addedAt,
    });
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return false;
  }
}
