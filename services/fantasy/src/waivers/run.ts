import mongoose, { type Types } from 'mongoose';
import type { RosterTeam } from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError, logger } from '@hfl/kit';
import { requireOpen, rosterOpenness } from '../league-seasons/openness';
import { markCardPending, saveLineup } from '../lineups/lineups';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';
import {
  recordedDecisions,
  WaiverClaim,
  WaiverPeriod,
  WaiverRunRecord,
  type WaiverClaimFields,
  type WaiverDecision,
} from '../models/waivers';
import { recordActivities } from '../rosters/activity';
import { claimAddedPlayers, completeRewrites, playersOfRosters, type RosterRewrite } from '../rosters/changes';
import { playerDirectory, teamDirectory, teamsOf } from '../rosters/directory';
import { withRosterLocks } from '../rosters/roster-lock';
import { ensureRosterSnapshots } from '../rosters/snapshots';
import { cancelProposalsNaming } from '../trades/proposal-machine';
import type { TradeDeps } from '../trades/context';
import { movedToEnd, runOrder, saveOrder } from './order';
import { planRun, type Decision, type Seat } from './plan';
import { withRunLockOrBusy } from './run-lock';

/** Ids per `$in` (FerretDB narrows a query by at most 500). */
const IN_BATCH = 500;

const batches = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / IN_BATCH) }, (_, i) => items.slice(i * IN_BATCH, (i + 1) * IN_BATCH));

const hex = (id: Types.ObjectId) => id.toHexString();

/**
 * The waiver run of a published period (issue 42), under the league season's run lock: the waiting claims placed
 * before its time are decided in memory (`planRun`) under the locks of all their rosters, taken once, and written
 * together: the players claimed (the unique (league season, player) inserts, as a manager's add; a duplicate key
 * means someone else has one, and the run is decided again without him), the activity lines, the players cut and the
 * rosters' lineups and cards, then the run's record (every decision, one insert keyed by the period). Then it is
 * finished: the priority, the decided claims gone, the period done. Each write is idempotent: a run that died before
 * its record is decided again from what it left (its players on their rosters: their claims won, their drops cut);
 * one that died after it is only finished (its wins' moves after the last one stored).
 * Returns whether the run finished (false: a round started, the sweep queues it again).
 */
export async function runWaivers(
  deps: TradeDeps,
  periodId: string,
  teamsOfLeague: (leagueId: string) => Promise<Map<string, RosterTeam> | null> = (leagueId) =>
    teamDirectory(deps.leagues, leagueId),
): Promise<boolean> {
  const period = await WaiverPeriod.findById(periodId).lean();
  if (!period || period.doneAt) return true;
  return withRunLockOrBusy([period.leagueSeasonId], async () => {
    const again = await WaiverPeriod.findById(periodId, { doneAt: 1 }).lean();
    if (!again || again.doneAt) return true;
    const season = await LeagueSeason.findById(period.leagueSeasonId).lean();
    const teams = season && (await teamsOfLeague(season.leagueId.toHexString()));
    if (!season || !teams || season.status !== 'ongoing') {
      await WaiverPeriod.updateOne({ _id: periodId }, { $set: { doneAt: new Date() } });
      return true;
    }
    const [stored, waiting, recorded] = await Promise.all([
      runOrder(deps.stats, season, teams),
      WaiverClaim.find({ leagueSeasonId: season._id }).sort({ rank: 1, createdAt: 1 }).lean(),
      WaiverRunRecord.findById(periodId).lean(),
    ]);
    let decisions: WaiverDecision[];
    let cut: string[] = [];
    if (recorded) decisions = recordedDecisions(recorded);
    else {
      const openness = await rosterOpenness(deps.stats, season);
      if (openness.status === 'locked') return false;
      let closed: string | null = null;
      try {
        requireOpen(openness);
      } catch (error) {
        closed = (error as Error).message;
      }
      const claims = waiting.filter((claim) => claim.createdAt <= period.runAt);
      const written = await decideAndWrite(deps, {
        periodId,
        season,
        teams,
        claims,
        teamIds: stored.teamIds,
        closed,
        currentWeek: openness.currentWeek,
      });
      if (!written) return false;
      ({ decisions, cut } = written);
    }

    // Each won claim moved its team to the end, in the run's order: those after the last move stored are made.
    const wins = decisions.filter((decision) => decision.outcome === 'won');
    const unmoved = wins.slice(wins.findIndex((win) => win.claimId === stored.moved) + 1);
    if (unmoved.length > 0)
      await saveOrder(
        season._id,
        unmoved.reduce((order, win) => movedToEnd(order, win.teamId), stored.teamIds),
        unmoved.at(-1)!.claimId,
      );
    // The decided claims go (one placed after the run's time waits for the next).
    const decided = new Set(decisions.map((decision) => decision.claimId));
    const gone = waiting.filter((claim) => decided.has(hex(claim._id))).map((claim) => claim._id);
    for (const ids of batches(gone)) await WaiverClaim.deleteMany({ _id: mongoose.trusted({ $in: ids }) });
    await WaiverPeriod.updateOne({ _id: periodId }, { $set: { doneAt: new Date() } });
    // As after a manager's cut: the proposals naming a player cut are cancelled now (a trade sweep would later).
    if (cut.length > 0)
      await cancelProposalsNaming(
        deps,
        cut.map((id) => new mongoose.Types.ObjectId(id)),
      );
    logger.info({ periodId, claims: decisions.length }, 'waiver run done');
    return true;
  });
}

interface RunInput {
  periodId: string;
  season: LeagueSeasonFields;
  teams: Map<string, RosterTeam>;
  claims: readonly WaiverClaimFields[];
  /** The priority the run starts from. */
  teamIds: readonly string[];
  /** Why no roster can change (the season closed), else null. */
  closed: string | null;
  currentWeek: number;
}

/**
 * Decides the run under the locks of its claims' rosters and writes it (see `runWaivers`); answers its decisions and
 * the roster players it cut, or null when a manager's change held a roster (the next sweep runs it again).
 */
async function decideAndWrite(
  deps: TradeDeps,
  { periodId, season, teams, claims, teamIds, closed, currentWeek }: RunInput,
): Promise<{ decisions: WaiverDecision[]; cut: string[] } | null> {
  const rosters = await Roster.find(
    { _id: mongoose.trusted({ $in: [...new Set(claims.map((claim) => hex(claim.rosterId)))] }) },
    { leagueSeasonId: 1, fantasyTeamId: 1, realSeasonId: 1 },
  ).lean();
  const own = rosters.filter((roster) => roster.leagueSeasonId.equals(season._id));
  return withRosterLocks(
    own.map((roster) => roster._id),
    async () => {
      const [directory, held, found] = await Promise.all([
        playerDirectory(deps.stats, season.realSeasonId.toHexString()),
        heldPlayers(season, claims),
        playersOfRosters(own),
      ]);
      const seatList = await Promise.all(
        own.map(async (roster, i): Promise<Seat> => {
          const { players, snapshotWeek, reread } = found[i]!;
          // Before anything changes: the started rounds keep the lineup they started with.
          await ensureRosterSnapshots(roster, currentWeek, snapshotWeek);
          if (reread) await saveLineup(roster, players);
          const userId = teams.get(hex(roster.fantasyTeamId))?.userId;
          const claimant = claims.find((claim) => claim.rosterId.equals(roster._id))!.userId;
          return { change: { roster, season, teams, userId: userId || claimant }, before: players };
        }),
      );
      const seats = new Map(seatList.map((seat) => [hex(seat.change.roster._id), seat]));
      const taken = new Set<string>();
      const askedAt = new Date();
      for (;;) {
        const plan = planRun({
          season,
          claims,
          teamIds,
          teams,
          seats,
          holders: held,
          taken,
          closed,
          directory,
          askedAt,
        });
        const rewrites: RosterRewrite[] = [...plan.players].map(([rosterId, after]) => ({
          roster: seats.get(rosterId)!.change.roster,
          before: seats.get(rosterId)!.before,
          after,
        }));
        try {
          const lost = await claimAddedPlayers(season, rewrites);
          if (lost.length > 0) {
            for (const playerId of lost) taken.add(playerId);
            continue;
          }
          await recordActivities(plan.activities);
          await completeRewrites(rewrites);
        } catch (error) {
          // Written halfway: the next change of these rosters reads their players from the truth.
          await Promise.all(rewrites.map(({ roster }) => markCardPending(roster)));
          throw error;
        }
        return {
          decisions: await record(periodId, season, plan.decisions),
          cut: rewrites.flatMap(({ before, after }) =>
            before.filter((player) => !after.some((p) => p.id === player.id)).map((player) => player.id),
          ),
        };
      }
    },
  ).catch((error: unknown) => {
    // A manager's change holding a roster for seconds: the run waits for the next sweep.
    if (error instanceof ConflictError && error.message === 'errors:rosterBusy') return null;
    throw error;
  });
}

/** Who holds the claimed players now: roster id by player id. */
async function heldPlayers(season: LeagueSeasonFields, claims: readonly WaiverClaimFields[]) {
  const held = new Map<string, string>();
  for (const ids of batches([...new Set(claims.map((claim) => hex(claim.playerId)))])) {
    const found = await RosterPlayer.find(
      {
        leagueSeasonId: season._id,
        playerId: mongoose.trusted({ $in: ids.map((id) => new mongoose.Types.ObjectId(id)) }),
      },
      { rosterId: 1, playerId: 1 },
    ).lean();
    for (const { rosterId, playerId } of found) held.set(hex(playerId), hex(rosterId));
  }
  return held;
}

/** The run's record, inserted once (a stale lock's second holder that recorded first: its record is the run's). */
async function record(periodId: string, season: LeagueSeasonFields, decided: readonly Decision[]) {
  const decisions: WaiverDecision[] = decided.map(({ claim, outcome, priority, reason }) => ({
    claimId: hex(claim._id),
    teamId: hex(claim.teamId),
    playerId: hex(claim.playerId),
    outcome,
    reason,
    priority,
  }));
  try {
    await WaiverRunRecord.create({
      _id: periodId,
      leagueSeasonId: season._id,
      at: new Date(),
      decisions: JSON.stringify(decisions),
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return recordedDecisions((await WaiverRunRecord.findById(periodId).lean())!);
  }
  return decisions;
}

/** Runs of one job decided side by side: each waits on the database and the peers as much as it computes. */
const RUNS_AT_ONCE = 3;

/**
 * The runs of a batch of periods (one job): the leagues' teams asked of leagues in one call rather than one each,
 * then the runs `RUNS_AT_ONCE` at a time, each on its own (one failing does not stop the others). Returns the periods
 * not finished (a round started, or the run failed), for the sweep to queue again; a run another worker holds is left
 * to it.
 */
export async function runWaiverBatch(deps: TradeDeps, periodIds: readonly string[]): Promise<string[]> {
  const periods = await WaiverPeriod.find(
    { _id: mongoose.trusted({ $in: [...periodIds] }), doneAt: null },
    { leagueId: 1 },
  ).lean();
  const leagueIds = [...new Set(periods.map((period) => hex(period.leagueId)))];
  const known = new Map(
    (leagueIds.length ? await deps.leagues.draftInfos(leagueIds) : []).map((info) => [info.id, teamsOf(info)]),
  );
  const teamsOfLeague = async (leagueId: string) => known.get(leagueId) ?? null;
  const unfinished: string[] = [];
  const queue = periods.map((period) => period._id);
  await Promise.all(
    Array.from({ length: RUNS_AT_ONCE }, async () => {
      for (let periodId = queue.shift(); periodId !== undefined; periodId = queue.shift()) {
        try {
          if (!(await runWaivers(deps, periodId, teamsOfLeague))) unfinished.push(periodId);
        } catch (error) {
          if (error instanceof ConflictError && error.message === 'errors:rosterBusy') continue;
          logger.error({ err: error, periodId }, 'waiver run failed');
          unfinished.push(periodId);
        }
      }
    }),
  );
  return unfinished;
}
